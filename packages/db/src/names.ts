/** Lower-case, accent-free, single-spaced form of a name, used for matching and for `authors.search_name`. */
export function normaliseName(...parts: Array<string | null | undefined>): string {
  return parts
    .filter((p): p is string => !!p)
    .join(' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
