import { createFileRoute } from '@tanstack/react-router';
import { ChangeLoginScreen } from '../../../screens/changeLogin/ChangeLoginScreen.tsx';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses admin_login to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/changeLogin')({
  component: ChangeLoginScreen,
});
