import { createFileRoute } from '@tanstack/react-router';
import { ExploreScreen } from '../../../screens/explore/ExploreScreen.tsx';
import { exploreSearchSchema } from '../../../screens/explore/exploreSearch.ts';

/** Explore in the university layout: always read-only, rows open /dashboards/profileEdit. */
export const Route = createFileRoute('/_university/dashboards/explore')({
  validateSearch: exploreSearchSchema,
  component: ExploreRoute,
});

function ExploreRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  return <ExploreScreen key={JSON.stringify(search)} mode="readOnly" search={search} ownAuthorId={session.author_id} />;
}
