// The Department configuration route's search parameters: the administrator's chosen university.
// A zod/mini schema (scope/searchSchema.ts): anything unreadable is dropped.
import * as z from 'zod/mini';
import { searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { nameOnlyWithUniversity, universitySearchFields } from '../authorSearch/universityParam.ts';

/** validateSearch of /dashboard/DepartmentConfig (?univ=&univName=). */
export const departmentConfigSearchSchema = z.pipe(searchSchema(universitySearchFields), z.transform(nameOnlyWithUniversity));

export type DepartmentConfigSearch = SearchOf<typeof departmentConfigSearchSchema>;

/** The schema as a function (tests). */
export const parseDepartmentConfigSearch = (search: Record<string, unknown>): DepartmentConfigSearch => departmentConfigSearchSchema.parse(search);
