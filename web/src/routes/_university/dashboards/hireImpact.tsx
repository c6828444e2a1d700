import { createFileRoute } from '@tanstack/react-router';
import { HireImpactScreen } from '../../../screens/hireImpact/HireImpactScreen.tsx';
import { parseHireImpactSearch } from '../../../screens/hireImpact/hireImpactSearch.ts';

export const Route = createFileRoute('/_university/dashboards/hireImpact')({
  validateSearch: parseHireImpactSearch,
  component: HireImpactScreen,
});
