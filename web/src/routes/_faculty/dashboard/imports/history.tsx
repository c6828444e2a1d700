import { createFileRoute } from '@tanstack/react-router';
import { importListQueryOptions } from '../../../../api/ingestion/importQueries.ts';
import { startScreenQueries } from '../../../../scope/routeLoaders.ts';
import { ImportHistoryScreen, importListParams } from '../../../../screens/imports/ImportHistoryScreen.tsx';
import { importHistorySearchSchema, type ImportHistorySearch } from '../../../../screens/imports/importHistorySearch.ts';

/** Administrators: every import and scrape (?source&page&size). */
export const Route = createFileRoute('/_faculty/dashboard/imports/history')({
  validateSearch: importHistorySearchSchema,
  loaderDeps: ({ search }) => search,
  // the page of runs the screen shows, started with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => [client.ensureQueryData(importListQueryOptions(importListParams(deps)))]),
  component: ImportHistoryRoute,
});

function ImportHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ImportHistoryScreen search={search} onSearchChange={(next: ImportHistorySearch) => void navigate({ search: next, replace: true })} />;
}
