import { createFileRoute } from '@tanstack/react-router';
import { LogsScreen } from '../../../screens/dataIssues/LogsScreen.tsx';
import { logsSearchSchema } from '../../../screens/dataIssues/logsSearch.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/logs/')({
  validateSearch: logsSearchSchema,
  component: LogsRoute,
});

function LogsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <LogsScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpen={(target) => {
        if (target.kind === 'merge') void navigate({ to: '/tools/mergeAuthorTool/$id', params: { id: String(target.authorId) } });
        else void navigate({ to: target.to, search: target.search });
      }}
    />
  );
}
