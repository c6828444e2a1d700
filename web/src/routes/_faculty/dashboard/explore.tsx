import { createFileRoute } from '@tanstack/react-router';
import { ExploreScreen } from '../../../screens/explore/ExploreScreen.tsx';
import { exploreSearchSchema } from '../../../screens/explore/exploreSearch.ts';

/** Explore in the faculty layout: rows open the profile read-only. */
export const Route = createFileRoute('/_faculty/dashboard/explore')({
  validateSearch: exploreSearchSchema,
  component: ExploreRoute,
});

function ExploreRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  return <ExploreScreen key={JSON.stringify(search)} mode="faculty" search={search} ownAuthorId={session.author_id} />;
}
