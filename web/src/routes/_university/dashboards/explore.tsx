import { createFileRoute } from '@tanstack/react-router';
import { ExploreScreen } from '../../../screens/explore/ExploreScreen.tsx';
import { exploreSearchSchema } from '../../../screens/explore/exploreSearch.ts';
import { exploreEntryQueries } from '../../../screens/explore/exploreLoader.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';

/** Explore in the university layout: always read-only, rows open /dashboards/profileEdit. */
export const Route = createFileRoute('/_university/dashboards/explore')({
  validateSearch: exploreSearchSchema,
  loaderDeps: ({ search }) => search,
  // a search in the address (a shared link) starts its results with the route; none, nothing to fetch
  loader: ({ context, deps }) => startScreenQueries(context, (client) => exploreEntryQueries(client, deps, 'readOnly')),
  component: ExploreRoute,
});

function ExploreRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  return <ExploreScreen key={JSON.stringify(search)} mode="readOnly" search={search} ownAuthorId={session.author_id} />;
}
