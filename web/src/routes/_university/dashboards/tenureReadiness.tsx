import { createFileRoute } from '@tanstack/react-router';
import { TenureReadinessScreen } from '../../../screens/tenureReadiness/TenureReadinessScreen.tsx';
import { parseTenureReadinessSearch } from '../../../screens/tenureReadiness/tenureReadinessSearch.ts';

export const Route = createFileRoute('/_university/dashboards/tenureReadiness')({
  validateSearch: parseTenureReadinessSearch,
  component: TenureReadinessScreen,
});
