import { createFileRoute } from '@tanstack/react-router';
import { HireImpactScreen } from '../../../screens/hireImpact/HireImpactScreen.tsx';
import { hireImpactSearchSchema } from '../../../screens/hireImpact/hireImpactSearch.ts';

export const Route = createFileRoute('/_university/dashboards/hireImpact')({
  validateSearch: hireImpactSearchSchema,
  component: HireImpactScreen,
});
