// The Contact Us Support route's search parameters. A plain function with no imports: validateSearch
// is not code-split, so whatever it imports lands in the entry chunk every public page downloads.

/** ?page=<n>: a plain function (validateSearch stays out of zod, see profileSearch.ts). */
export function parseContactSupportSearch(search: Record<string, unknown>): { page?: number } {
  const raw = typeof search.page === 'number' ? search.page : typeof search.page === 'string' && /^\d{1,6}$/.test(search.page) ? Number(search.page) : Number.NaN;
  return Number.isSafeInteger(raw) && raw > 1 ? { page: raw } : {};
}
