import { createFileRoute } from '@tanstack/react-router';
import { useUniversityScope } from '../../../scope/useUniversityScope.ts';
import { UpdateFacultyScreen } from '../../../screens/updateFaculty/UpdateFacultyScreen.tsx';
import { updateFacultySearchSchema } from '../../../screens/updateFaculty/updateFacultySearch.ts';
import { updateFacultyEntryQueries } from '../../../screens/updateFaculty/updateFacultyLoader.ts';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';

/**
 * Update Faculty for the scope's university: a university user's own school (the server allows them
 * search, scrape, check, compare and every change there; the directory configuration is for
 * administrators), or the school an administrator chose in the layout (?type&action).
 */
export const Route = createFileRoute('/_university/dashboards/updateFaculty')({
  validateSearch: updateFacultySearchSchema,
  loaderDeps: ({ search }) => search,
  // the list the address names (?type) for the scope's school starts with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) =>
    updateFacultyEntryQueries(client, { universityId: loaderUniversityScope(context.session).universityId, view: deps.type, choosesUniversity: false })),
  component: UniversityUpdateFacultyRoute,
});

function UniversityUpdateFacultyRoute() {
  const { session } = Route.useRouteContext();
  const scope = useUniversityScope();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UpdateFacultyScreen
      universityId={scope.universityId}
      isAdministrator={session.type === 'admin'}
      search={{ type: search.type, action: search.action }}
      onSearchChange={(next) => void navigate({ search: { type: next.type, action: next.action }, replace: true })}
    />
  );
}
