import { z } from 'zod';
import { ZIdParam } from './common.ts';

// Faculty directory, admin author search, similar authors, Explore paper search, Manual Mapping
// (docs/requirements/admin-tools.md §2 and §7, docs/requirements/dashboards.md §7).

export const DIRECTORY_SORTS = ['first_name_inc', 'first_name_dec', 'last_name_inc', 'last_name_dec', 'marker_inc', 'marker_dec'] as const;
export const ZDirectorySort = z.enum(DIRECTORY_SORTS, { error: `sort must be one of ${DIRECTORY_SORTS.join(', ')}` });

const ZFilters = {
  /** part of a first, middle or last name (accent- and case-insensitive) */
  name: z.string().trim().max(200).default(''),
  /** a department name of the university, exactly (case-insensitive) */
  department: z.string().trim().max(200).default(''),
  sort: ZDirectorySort.default('first_name_inc'),
};

/** GET get_authors?id={universityId}: the university faculty directory (Please select a university without id). */
export const ZGetAuthorsQuery = z.object({ id: z.string().trim().max(20).default(''), ...ZFilters });

/** GET admin/author_search: every university, or one. */
export const ZAdminAuthorSearchQuery = z.object({
  university_id: ZIdParam.optional(),
  ...ZFilters,
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const ZDirectoryAuthor = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string(),
  univ_name: z.string(),
  email: z.string(),
  marker: z.number().int().nullable(),
  department: z.array(z.string()),
});
export type TDirectoryAuthor = z.infer<typeof ZDirectoryAuthor>;
export const ZDirectoryList = z.object({ authors: z.array(ZDirectoryAuthor), total: z.number().int() });

export const DIRECTORY_REPORT_COLUMNS = ['First Name', 'Last Name', 'Email', 'Marker', 'Departments'] as const;

/** GET get_similar_auth/{authorId}; start and end are offsets around the author's first year of career. */
export const ZSimilarAuthorsParams = z.object({ authorId: ZIdParam });
export const ZSimilarAuthorsQuery = z.object({
  start: z.coerce.number().int().min(-10, 'start must be between -10 and 0').max(0, 'start must be between -10 and 0').optional(),
  end: z.coerce.number().int().min(0, 'end must be between 0 and 10').max(10, 'end must be between 0 and 10').optional(),
});
export const ZSimilarAuthor = z.object({
  author_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  profile_picture: z.string(),
  univ_name: z.string(),
  /** only for an administrator or a university user of that person's school (docs/privacy.md) */
  email: z.string().optional(),
  first_year_career: z.number().int().nullable(),
});
export const ZSimilarAuthors = z.object({
  first_year_career: z.number().int().nullable(),
  primary_co_authors: z.array(ZSimilarAuthor),
  secondary_co_authors: z.array(ZSimilarAuthor),
  /** both lists merged, first year of career descending (unknown last) */
  authors: z.array(ZSimilarAuthor.extend({ relation: z.enum(['primary', 'secondary']) })),
});

/** GET paper_search/{text} */
export const ZPaperSearchParams = z.object({ text: z.string().trim().min(2, 'Type at least two characters of the title').max(300) });
export const ZPaperSearchPaper = z.object({
  _id: z.number().int(),
  document_title: z.string(),
  publication_name: z.string(),
  publication_year: z.number().int().nullable(),
  issn: z.string().nullable(),
  e_issn: z.string().nullable(),
  citation_count: z.number().int(),
  publisher: z.string(),
  authors: z.array(z.object({ first_name: z.string(), mid_name: z.string(), last_name: z.string(), id: z.number().int().nullable() })),
});
export const ZPaperSearchResult = z.object({ papers: z.array(ZPaperSearchPaper) });

/** GET manual_mapping_search?first_name&last_name&univ_id */
export const ZManualMappingSearchQuery = z.object({
  first_name: z.string().trim().max(100).default(''),
  last_name: z.string().trim().max(100).default(''),
  univ_id: z.string().trim().max(20).default(''),
});
export const ZManualMappingSearchAuthor = z.object({
  author_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  pic: z.string(),
  univ_name: z.string(),
  email: z.string(),
});
export const ZManualMappingSearchResult = z.object({ authors: z.array(ZManualMappingSearchAuthor) });

export const DIRECTORY_MESSAGES = {
  nameNeeded: 'Enter a first name or a last name',
} as const;
