import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ChooseUniversityFirst } from '../../../scope/ScopeUniversityPicker.tsx';
import { useUniversityScope } from '../../../scope/useUniversityScope.ts';
import { FacultyDirectoryScreen } from '../../../screens/authorSearch/FacultyDirectoryScreen.tsx';
import { directorySearchSchema, type DirectorySearch } from '../../../screens/authorSearch/directorySearch.ts';
import { directoryEntryQueries } from '../../../screens/authorSearch/directoryLoader.ts';
import { keptSelectionsOnLoad, selectionsKey } from '../../../screens/authorSearch/directory.ts';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';

/**
 * The University faculty directory of the university layout: a university user's own school (the
 * server allows get_authors for it), an administrator's chosen one (docs/admin-tools.md, "Screens").
 */
export const Route = createFileRoute('/_university/dashboards/facultyDirectory')({
  validateSearch: directorySearchSchema,
  // the choices kept for the tab: saved for every address, put back in an empty one on arrival (docs/admin-tools.md)
  beforeLoad: ({ search, cause }) => {
    const kept = keptSelectionsOnLoad(sessionStorage, selectionsKey('university'), search, cause);
    if (kept) throw redirect({ to: '/dashboards/facultyDirectory', search: kept, replace: true });
  },
  loaderDeps: ({ search }) => search,
  // the school's departments and its directory for the address's filters start with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => {
    const { universityId } = loaderUniversityScope(context.session);
    return universityId === null ? [] : directoryEntryQueries(client, 'university', deps, universityId);
  }),
  component: FacultyDirectoryRoute,
});

function FacultyDirectoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const scope = useUniversityScope();
  const onSearchChange = useCallback(
    (next: DirectorySearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  const onOpenAuthor = useCallback(
    (authorId: number) => void navigate({ to: '/dashboards/profileEdit', search: { coauthorid: authorId, isReadOnly: true } }),
    [navigate],
  );
  if (scope.universityId === null) return <ChooseUniversityFirst />;
  return (
    <FacultyDirectoryScreen
      mode="university"
      fixedUniversity={{ id: scope.universityId, name: '' }}
      search={search}
      onSearchChange={onSearchChange}
      onOpenAuthor={onOpenAuthor}
    />
  );
}
