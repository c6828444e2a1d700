import { createFileRoute } from '@tanstack/react-router';
import { MergeListScreen } from '../../../../screens/mergeAuthors/MergeListScreen.tsx';
import { mergeListSearchSchema } from '../../../../screens/mergeAuthors/mergeSearch.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/tools/mergeAuthorTool/')({
  validateSearch: mergeListSearchSchema,
  component: MergeListRoute,
});

function MergeListRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <MergeListScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpenAuthor={(authorId) => void navigate({ to: '/tools/mergeAuthorTool/$id', params: { id: String(authorId) } })}
    />
  );
}
