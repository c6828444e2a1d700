import { createFileRoute, redirect } from '@tanstack/react-router';
import { useCallback } from 'react';
import { FacultyDirectoryScreen } from '../../../screens/authorSearch/FacultyDirectoryScreen.tsx';
import { directorySearchSchema, type DirectorySearch } from '../../../screens/authorSearch/directorySearch.ts';
import { directoryEntryQueries } from '../../../screens/authorSearch/directoryLoader.ts';
import { keptSelectionsOnLoad, selectionsKey } from '../../../screens/authorSearch/directory.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';

/**
 * Administrators only (routeAccess ADMIN_ONLY_PATHS). A university chosen: its faculty directory;
 * none: the admin author search over every university (docs/admin-tools.md, "Screens").
 */
export const Route = createFileRoute('/_faculty/dashboard/authorSearch')({
  validateSearch: directorySearchSchema,
  // the choices kept for the tab: saved for every address, put back in an empty one on arrival (docs/admin-tools.md)
  beforeLoad: ({ search, cause }) => {
    const kept = keptSelectionsOnLoad(sessionStorage, selectionsKey('admin'), search, cause);
    if (kept) throw redirect({ to: '/dashboard/authorSearch', search: kept, replace: true });
  },
  loaderDeps: ({ search }) => search,
  // the chosen university's departments and directory, or the first page over every university, start with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => directoryEntryQueries(client, 'admin', deps, null)),
  component: AuthorSearchRoute,
});

function AuthorSearchRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: DirectorySearch, options?: { replace?: boolean }) => void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  const onOpenAuthor = useCallback((authorId: number) => void navigate({ to: '/dashboard/profileEdit', search: { coauthorid: authorId } }), [navigate]);
  return <FacultyDirectoryScreen mode="admin" search={search} onSearchChange={onSearchChange} onOpenAuthor={onOpenAuthor} />;
}
