import { createFileRoute } from '@tanstack/react-router';
import { MergeAuthorScreen } from '../../../../screens/mergeAuthors/MergeAuthorScreen.tsx';
import { parseAuthorIdParam } from '../../../../screens/mergeAuthors/mergeSearch.ts';

/**
 * Merge screen for one author (docs/requirements/admin-tools.md). The seed passes the author as route state; here the id in
 * the path is enough (GET tools/merge_author_search/{id} answers the author too), so a reload works.
 */
export const Route = createFileRoute('/_faculty/tools/mergeAuthorTool/$id')({
  component: MergeAuthorRoute,
});

function MergeAuthorRoute() {
  const { id } = Route.useParams();
  const navigate = Route.useNavigate();
  return <MergeAuthorScreen key={id} authorId={parseAuthorIdParam(id)} onBack={() => void navigate({ to: '/tools/mergeAuthorTool' })} />;
}
