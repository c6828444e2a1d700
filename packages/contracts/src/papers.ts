import { z } from 'zod';
import { ZIdParam } from './common.ts';

/** A year in a query string: a Postgres integer column holds it, so it is bounded (0..9999). */
const ZQueryYear = z.coerce.number({ error: 'Select a year' }).int('Select a year').min(0, 'Select a year').max(9999, 'Select a year');

// Papers of a faculty profile (docs/requirements/profile-and-accounts.md §7 "Papers"). Decisions: docs/profile.md.

/** POST /api/paper_search_by_doi */
export const ZDoiSearchBody = z.object({ doi: z.string().max(500) });
/**
 * `{ id, title }` when the DOI is a paper (found in the catalogue or created from Crossref);
 * an empty result `{ message: 'Please enter a correct DOI' }` otherwise (the seed's "empty means
 * invalid DOI"). `on_profile` tells whether the paper is already on the caller's profile (a paper
 * created from Crossref is linked at once when one of its printed authors is clearly the caller).
 */
export const ZDoiSearchResponse = z.object({
  id: z.number().int().optional(),
  title: z.string().optional(),
  journal_id: z.number().int().nullable().optional(),
  publication_name: z.string().optional(),
  publication_year: z.number().int().nullable().optional(),
  source: z.enum(['catalogue', 'crossref']).optional(),
  on_profile: z.boolean().optional(),
  message: z.string().optional(),
});
export type TDoiSearchResponse = z.infer<typeof ZDoiSearchResponse>;

export const DOI_NOT_FOUND_MESSAGE = 'Please enter a correct DOI';
export const CROSSREF_DOWN_MESSAGE = 'Crossref is not answering right now. Please try again later.';
export const CROSSREF_TIMEOUT_MESSAGE = 'Crossref took too long to answer. Please try again later.';

export const ZPaperOption = z.object({ id: z.number().int(), title: z.string() });

/** GET /api/papers?journal_id=&year= : the first value is the list. */
export const ZPapersQuery = z.object({
  journal_id: ZIdParam,
  year: ZQueryYear,
});
export const ZPaperOptions = z.object({ papers: z.array(ZPaperOption) });

/** GET /api/manual_mapping?issn=&startyear=&endyear= (admin) */
export const ZManualMappingQuery = z.object({
  issn: z.string().trim().min(1, 'Select Journal').max(20),
  startyear: ZQueryYear,
  endyear: ZQueryYear,
});

/** GET /api/auto/journal/{text}: the first value is the list of journals. */
export const ZJournalOption = z.object({ id: z.number().int(), name: z.string(), issn: z.string() });
export const ZJournalAutocomplete = z.object({ journals: z.array(ZJournalOption) });

/** GET /api/getmissingpapers?id= */
export const ZMissingPapersQuery = z.object({ id: ZIdParam });
export const ZMissingPaper = z.object({
  id: z.number().int(),
  title: z.string(),
  publication_name: z.string(),
  publication_year: z.number().int().nullable(),
  journal_id: z.number().int().nullable(),
  /** the printed author name that matched */
  printed_name: z.string(),
  /** 0..1, higher is a better match (docs/profile.md) */
  score: z.number(),
});
export const ZMissingPapersResponse = z.object({ papers: z.array(ZMissingPaper) });

/** POST/DELETE /api/papers and /api/editauthor/papers/{coAuthorId} */
export const ZPaperIdBody = z.object({ paper_id: z.coerce.number({ error: 'Select Paper' }).int('Select Paper').positive('Select Paper').max(2_147_483_647, 'Select Paper') });
export const ZPaperLinkResponse = z.object({
  message: z.string(),
  paper_id: z.number().int(),
  author_id: z.number().int(),
  /** the authorship position linked (added) or unlinked (removed) */
  position: z.number().int(),
});
export const PAPER_ALREADY_LINKED_MESSAGE = 'This paper is already on this profile.';
export const PAPER_NOT_LINKED_MESSAGE = 'This paper is not on this profile.';
export const PAPER_NOT_FOUND_MESSAGE = 'This paper does not exist in our catalogue.';
