import { useNavigate, useSearch } from '@tanstack/react-router';
import { parseFigureOptionsSearch, type FigureOptionsSearch } from '../screens/figureOptionsSearch.ts';

/**
 * The figure options in the current page's URL (docs/dashboards-api.md, "Figure options") and a
 * setter that keeps the rest of the search, for screens whose route passes the search through (no
 * validateSearch of its own, or parseRouteSearch): the options stay in the URL without a change to
 * the route file.
 */
export function useFigureOptionsUrl(): [FigureOptionsSearch, (next: FigureOptionsSearch) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const set = (next: FigureOptionsSearch) => void navigate({
    to: '.', search: ((previous: Record<string, unknown>) => ({ ...previous, ...next })) as never, replace: true,
  });
  return [parseFigureOptionsSearch(search), set];
}
