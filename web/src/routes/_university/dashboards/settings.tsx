import { createFileRoute } from '@tanstack/react-router';
import { ChooseUniversityFirst } from '../../../scope/ScopeUniversityPicker.tsx';
import { useUniversityScope } from '../../../scope/useUniversityScope.ts';
import { SettingsScreen } from '../../../screens/settings/SettingsScreen.tsx';

/** The university account's members and seats (a university user's own; an administrator's chosen school) and your own account. */
export const Route = createFileRoute('/_university/dashboards/settings')({
  component: UniversitySettingsRoute,
});

function UniversitySettingsRoute() {
  const { session } = Route.useRouteContext();
  const scope = useUniversityScope();
  if (session.type === 'admin') {
    return scope.universityId === null ? <ChooseUniversityFirst /> : <SettingsScreen session={session} members={{ kind: 'university', id: scope.universityId }} />;
  }
  return <SettingsScreen session={session} members={{ kind: 'own' }} />;
}
