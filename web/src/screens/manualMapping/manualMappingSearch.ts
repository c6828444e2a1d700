// The Manual Mapping route's search parameters: the search last run (shareable, kept on reload).
// A zod/mini schema (scope/searchSchema.ts): anything unreadable is dropped.
import * as z from 'zod/mini';
import { searchSchema, searchTrimmedText, type SearchOf } from '../../scope/searchSchema.ts';
import { nameOnlyWithUniversity, universitySearchFields } from '../authorSearch/universityParam.ts';

/** validateSearch of /dashboard/manualmapping (?first=&last=&univ=&univName=). */
export const manualMappingSearchSchema = z.pipe(searchSchema({
  first: searchTrimmedText(100),
  last: searchTrimmedText(100),
  ...universitySearchFields,
}), z.transform(nameOnlyWithUniversity));

export type ManualMappingRouteSearch = SearchOf<typeof manualMappingSearchSchema>;

/** The schema as a function (tests). */
export const parseManualMappingSearch = (search: Record<string, unknown>): ManualMappingRouteSearch => manualMappingSearchSchema.parse(search);
