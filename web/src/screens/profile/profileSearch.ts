// The profile route's search parameters (the seed's navigation state: coauthorid, isReadOnly, note).
// A plain function, not a zod schema: validateSearch is not code-split, so whatever it imports
// lands in the entry chunk every public page downloads (web/README.md, "JavaScript budget").

export interface ProfileSearch {
  coauthorid?: number;
  isReadOnly?: boolean;
  note?: string;
}

/** An author id from a search parameter: a positive integer (number or digits), else undefined. */
export function parseAuthorIdParam(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** ?coauthorid=<positive integer>&isReadOnly=true|false&note=<text up to 500>; anything else is dropped. */
export function parseProfileSearch(search: Record<string, unknown>): ProfileSearch {
  const result: ProfileSearch = {};
  const id = parseAuthorIdParam(search.coauthorid);
  if (id !== undefined) result.coauthorid = id;
  if (search.isReadOnly === true || search.isReadOnly === 'true') result.isReadOnly = true;
  else if (search.isReadOnly === false || search.isReadOnly === 'false') result.isReadOnly = false;
  if (typeof search.note === 'string' && search.note.length <= 500) result.note = search.note;
  return result;
}
