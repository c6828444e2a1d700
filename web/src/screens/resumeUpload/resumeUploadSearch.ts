// The Mark CV route's search parameters: a zod/mini schema (scope/searchSchema.ts).
import { searchId, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';

/** validateSearch of /dashboard/resumeUpload: ?coauthorid=<id> (an administrator marks a faculty member's CV). */
export const resumeUploadSearchSchema = searchSchema({ coauthorid: searchId });

export type ResumeUploadSearch = SearchOf<typeof resumeUploadSearchSchema>;

/** The schema as a function (tests). */
export const parseResumeUploadSearch = (search: Record<string, unknown>): ResumeUploadSearch => resumeUploadSearchSchema.parse(search);
