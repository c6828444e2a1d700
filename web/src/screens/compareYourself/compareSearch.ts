// The Compare Yourself route's search parameters.
// Read strictly here, in the screen's own chunk; the route keeps only plain values
// (facultyHome/routeSearch.ts), so none of this lands in the entry chunk.

export type CompareSearch = {
  /** the faculty member compared with you */
  id?: number;
  /** their name, shown in the picker before the answer arrives */
  name?: string;
}

/** ?id=<positive integer>&name=<text up to 200>; anything else is dropped. A plain function (see profileSearch.ts). */
export function parseCompareSearch(search: Record<string, unknown>): CompareSearch {
  const result: CompareSearch = {};
  const raw = search.id;
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647) result.id = id;
  if (typeof search.name === 'string' && search.name.trim() !== '' && search.name.length <= 200) result.name = search.name.trim();
  return result;
}
