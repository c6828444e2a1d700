// The import history's search parameters (?source&page&size): a zod/mini schema (scope/searchSchema.ts),
// no @ri/contracts value import: validateSearch lands in the entry chunk every page downloads.
import type { TImportRun } from '@ri/contracts/ingestion';
import {
  searchChoice, searchSchema, searchTablePage, searchTablePageSize, type SearchOf,
} from '../../scope/searchSchema.ts';

const SOURCES = ['rss', 'directory', 'openalex', 'journal_list'] as const satisfies readonly TImportRun['source'][];

/** validateSearch of /dashboard/imports/history: ?source=rss|directory|openalex|journal_list&page=<1..>&size=10|25|100. */
export const importHistorySearchSchema = searchSchema({
  source: searchChoice(SOURCES),
  /** 1-based; page 1 is dropped */
  page: searchTablePage,
  /** 10, the default, is dropped */
  size: searchTablePageSize,
});

export type ImportHistorySearch = SearchOf<typeof importHistorySearchSchema>;

/** The schema as a function (tests). */
export const parseImportHistorySearch = (search: Record<string, unknown>): ImportHistorySearch => importHistorySearchSchema.parse(search);
