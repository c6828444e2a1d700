import { createFileRoute } from '@tanstack/react-router';
import { CohortAnalysisScreen } from '../../../screens/cohortAnalysis/CohortAnalysisScreen.tsx';
import { cohortSearchSchema } from '../../../screens/cohortAnalysis/cohortSearch.ts';

export const Route = createFileRoute('/_university/dashboards/cohortAnalysis')({
  validateSearch: cohortSearchSchema,
  component: CohortAnalysisScreen,
});
