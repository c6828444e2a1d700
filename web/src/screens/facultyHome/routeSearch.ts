// The validateSearch of the ranking, Explore and the author editor (the faculty dashboards' home,
// Find Your Fit, Faculty Progress and Compare Yourself have zod/mini schemas of their own, as the
// university dashboards do). validateSearch is not code-split: it and whatever it imports land in the
// entry chunk every public page downloads (web/README.md, "JavaScript budget"). So these routes only
// keep the plain values of the address here, bounded in size; each screen reads its own parameters
// strictly in its lazy chunk (rankingSearch.ts, exploreSearch.ts).

export type RouteSearchValue = string | number | boolean | (string | number)[];
export type RouteSearch = { [key: string]: RouteSearchValue | undefined };

const plain = (value: unknown): value is string | number | boolean =>
  (typeof value === 'string' && value.length <= 2000) || (typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean';

/** Strings, finite numbers, booleans and lists of strings or numbers (at most 1000), nothing else. */
export function parseRouteSearch(search: Record<string, unknown>): RouteSearch {
  const result: RouteSearch = {};
  for (const [key, value] of Object.entries(search)) {
    if (plain(value)) result[key] = value;
    else if (Array.isArray(value) && value.length <= 1000) {
      result[key] = value.filter((item): item is string | number => plain(item) && typeof item !== 'boolean');
    }
  }
  return result;
}
