import { createFileRoute } from '@tanstack/react-router';
import { ClaimsQueueScreen } from '../../../screens/claims/ClaimsQueueScreen.tsx';

/** Administrators only: the profile claims queue (routeAccess ADMIN_ONLY_PATHS; the server answers its calls to admins only). */
export const Route = createFileRoute('/_faculty/dashboard/claims')({
  component: ClaimsQueueScreen,
});
