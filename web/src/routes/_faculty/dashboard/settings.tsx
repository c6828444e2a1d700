import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../../screens/settings/SettingsScreen.tsx';

/** Your own account; an administrator also manages university accounts' members (docs/admin-tools.md). */
export const Route = createFileRoute('/_faculty/dashboard/settings')({
  component: SettingsRoute,
});

function SettingsRoute() {
  const { session } = Route.useRouteContext();
  return <SettingsScreen session={session} members={session.type === 'admin' ? { kind: 'pick' } : { kind: 'none' }} />;
}
