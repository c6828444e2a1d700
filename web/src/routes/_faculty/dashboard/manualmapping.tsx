import { createFileRoute } from '@tanstack/react-router';
import { ManualMappingScreen } from '../../../screens/manualMapping/ManualMappingScreen.tsx';
import { manualMappingSearchSchema } from '../../../screens/manualMapping/manualMappingSearch.ts';
import { manualMappingQueryOptions } from '../../../api/directory/directoryQueries.ts';
import { querySearchOf } from '../../../screens/manualMapping/manualMapping.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/manualmapping')({
  validateSearch: manualMappingSearchSchema,
  loaderDeps: ({ search }) => search,
  // a search in the address (a shared link, Back) starts with the route, the screen's query (querySearchOf); none, nothing to fetch
  loader: ({ context, deps }) => startScreenQueries(context, (client) => {
    const query = querySearchOf(deps);
    return query === null ? [] : [client.ensureQueryData(manualMappingQueryOptions(query))];
  }),
  component: ManualMappingRoute,
});

function ManualMappingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ManualMappingScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpenAuthor={(authorId) => void navigate({ to: '/dashboard/profileEdit', search: { coauthorid: authorId, isReadOnly: true } })}
    />
  );
}
