import { createFileRoute } from '@tanstack/react-router';
import { CohortAnalysisScreen } from '../../../screens/cohortAnalysis/CohortAnalysisScreen.tsx';
import { parseCohortSearch } from '../../../screens/cohortAnalysis/cohortSearch.ts';

export const Route = createFileRoute('/_university/dashboards/cohortAnalysis')({
  validateSearch: parseCohortSearch,
  component: CohortAnalysisScreen,
});
