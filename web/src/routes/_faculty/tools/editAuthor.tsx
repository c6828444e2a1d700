import { createFileRoute } from '@tanstack/react-router';
import { ExploreScreen } from '../../../screens/explore/ExploreScreen.tsx';
import { exploreSearchSchema } from '../../../screens/explore/exploreSearch.ts';

/** The administrator's Edit Author: the Explore screen in edit mode (faculty search only; rows open the profile to edit). */
export const Route = createFileRoute('/_faculty/tools/editAuthor')({
  validateSearch: exploreSearchSchema,
  component: EditAuthorRoute,
});

function EditAuthorRoute() {
  const { session } = Route.useRouteContext();
  const search = Route.useSearch();
  return <ExploreScreen key={JSON.stringify(search)} mode="edit" search={search} ownAuthorId={session.author_id} />;
}
