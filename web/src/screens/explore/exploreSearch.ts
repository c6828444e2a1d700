// The Explore screens' search parameters (the search made, so that it can be shared and bookmarked).
// Read strictly here, in the screen's own chunk; the route keeps only plain values
// (facultyHome/routeSearch.ts), so none of this lands in the entry chunk.

export type ExploreBy = 'faculty' | 'paper';

export type ExploreSearch = {
  by?: ExploreBy;
  first?: string;
  last?: string;
  title?: string;
}

const text = (value: unknown, max: number): string | undefined =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max ? value.trim() : undefined;

/** ?by=faculty&first=&last= or ?by=paper&title=; names and title trimmed, anything else dropped. */
export function parseExploreSearch(search: Record<string, unknown>): ExploreSearch {
  const result: ExploreSearch = {};
  if (search.by === 'faculty' || search.by === 'paper') result.by = search.by;
  const first = text(search.first, 100);
  const last = text(search.last, 100);
  const title = text(search.title, 300);
  if (first !== undefined) result.first = first;
  if (last !== undefined) result.last = last;
  if (title !== undefined) result.title = title;
  return result;
}
