import { createFileRoute } from '@tanstack/react-router';
import { ComputeFieldsScreen } from '../../../screens/computeFields/ComputeFieldsScreen.tsx';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/UniversityStats')({
  component: ComputeFieldsScreen,
});
