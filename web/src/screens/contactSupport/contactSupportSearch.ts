// The Contact Us Support route's search parameters: a zod/mini schema (scope/searchSchema.ts).
import { searchSchema, searchTablePage, type SearchOf } from '../../scope/searchSchema.ts';

/** validateSearch of /dashboard/contactUsRequest: ?page=<n> (1-based; page 1, the default, is dropped). */
export const contactSupportSearchSchema = searchSchema({ page: searchTablePage });

export type ContactSupportSearch = SearchOf<typeof contactSupportSearchSchema>;

/** The schema as a function (tests). */
export const parseContactSupportSearch = (search: Record<string, unknown>): ContactSupportSearch => contactSupportSearchSchema.parse(search);
