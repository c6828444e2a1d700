import { createFileRoute } from '@tanstack/react-router';
import { ImportHistoryScreen } from '../../../../screens/imports/ImportHistoryScreen.tsx';
import { parseImportHistorySearch, type ImportHistorySearch } from '../../../../screens/imports/importHistorySearch.ts';

/** Administrators: every import and scrape (?source&page&size). */
export const Route = createFileRoute('/_faculty/dashboard/imports/history')({
  validateSearch: parseImportHistorySearch,
  component: ImportHistoryRoute,
});

function ImportHistoryRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ImportHistoryScreen search={search} onSearchChange={(next: ImportHistorySearch) => void navigate({ search: next, replace: true })} />;
}
