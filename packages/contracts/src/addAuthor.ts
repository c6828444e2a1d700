import { z } from 'zod';
import { link } from './text.ts';
import { ZAuthorRecord } from './mergeAuthors.ts';

// Add Author (docs/requirements/admin-tools.md §2, §5 and §7).

/** GET add_author_tool/auth_search: both names are checked by the service with the seed's message. */
export const ZAddAuthorSearchQuery = z.object({
  first_name: z.string().max(100).default(''),
  last_name: z.string().max(100).default(''),
});
export const ZAddAuthorSearchResult = z.object({ authors: z.array(ZAuthorRecord) });

/** The text fields of POST add_author_tool/add (multipart/form-data; the CV is the part named `file`). */
export const ZAddAuthorFields = z.object({
  first_name: z.string().max(100).default(''),
  last_name: z.string().max(100).default(''),
  mid_name: z.string().max(100).default(''),
  email: z.string().max(320).default(''),
  /** the Title choice: a position-type label, a fixed title, or a title text */
  title: z.string().max(200).default(''),
  /** needed when the title choice has no fixed title (Named Chair, Administrative Position, ...) */
  position_title: z.string().max(200).default(''),
  suffix: z.string().max(50).default(''),
  prefix: z.string().max(50).default(''),
  univ_name: z.string().max(300).default(''),
  /** the university chosen in the autocomplete; univ_name alone is matched by exact name */
  univ_id: z.string().max(20).default(''),
  marker: z.string().max(10).default(''),
  google_scholar_link: link(1000).default(''),
  google_scholar_author_name: z.string().max(300).default(''),
  /** ignored: the id is taken from the link */
  google_scholar_author_id: z.string().max(200).default(''),
  research_gate_link: link(1000).default(''),
  research_gate_author_name: z.string().max(300).default(''),
  /** ignored: the id is taken from the link */
  research_gate_author_id: z.string().max(300).default(''),
});
export type TAddAuthorFields = z.infer<typeof ZAddAuthorFields>;

export const ZAddAuthorResult = z.object({ message: z.string(), author_id: z.number().int(), cv: z.string() });

/** The CV upload limit. */
export const ADD_AUTHOR_CV_MAX_BYTES = 10 * 1024 * 1024;

export const ADD_AUTHOR_MESSAGES = {
  added: 'Author added successfully',
  cvTooLarge: 'The CV must be at most 10 MB.',
  unknownUniversity: 'Please select a university from the list.',
  duplicate: 'An author with this name already exists at this university.',
  notMultipart: 'Send the form as multipart/form-data.',
} as const;
