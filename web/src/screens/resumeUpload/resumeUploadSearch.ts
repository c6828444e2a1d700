// The Mark CV route's search parameters. A plain function, not a zod schema: validateSearch is not
// code-split, so whatever it imports lands in the entry chunk every public page downloads.
import { parseAuthorIdParam } from '../profile/profileSearch.ts';

export interface ResumeUploadSearch {
  /** an administrator marks a faculty member's CV */
  coauthorid?: number;
}

/** ?coauthorid=<positive integer>; anything else is dropped. */
export function parseResumeUploadSearch(search: Record<string, unknown>): ResumeUploadSearch {
  const id = parseAuthorIdParam(search.coauthorid);
  return id === undefined ? {} : { coauthorid: id };
}
