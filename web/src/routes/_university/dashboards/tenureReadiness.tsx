import { createFileRoute } from '@tanstack/react-router';
import { TenureReadinessScreen } from '../../../screens/tenureReadiness/TenureReadinessScreen.tsx';
import { tenureReadinessSearchSchema } from '../../../screens/tenureReadiness/tenureReadinessSearch.ts';

export const Route = createFileRoute('/_university/dashboards/tenureReadiness')({
  validateSearch: tenureReadinessSearchSchema,
  component: TenureReadinessScreen,
});
