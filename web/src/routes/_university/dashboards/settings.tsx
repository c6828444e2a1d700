import { createFileRoute } from '@tanstack/react-router';
import { ChooseUniversityFirst } from '../../../scope/ScopeUniversityPicker.tsx';
import { useUniversityScope } from '../../../scope/useUniversityScope.ts';
import { SettingsScreen } from '../../../screens/settings/SettingsScreen.tsx';
import { membersQueryOptions } from '../../../api/settings/settingsQueries.ts';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';

/** The university account's members and seats (a university user's own; an administrator's chosen school) and your own account. */
export const Route = createFileRoute('/_university/dashboards/settings')({
  // the members the screen lists (a university user's own school, null; an administrator's chosen one) start with the route
  loader: ({ context }) => startScreenQueries(context, (client) => {
    if (context.session.type !== 'admin') return [client.ensureQueryData(membersQueryOptions(null))];
    const { universityId } = loaderUniversityScope(context.session);
    return universityId === null ? [] : [client.ensureQueryData(membersQueryOptions(universityId))];
  }),
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
