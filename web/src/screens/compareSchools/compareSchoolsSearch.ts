// The URL of /dashboards/compareSchools: a zod/mini schema (scope/searchSchema.ts). The allowed values
// are repeated here, not imported: validateSearch lands in the entry chunk every page downloads
// (web/README.md, "JavaScript budget"); the unit test checks them against @ri/contracts.
import * as z from 'zod/mini';
import { searchChoice, searchChoiceList, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { affiliationSearch, countingSearch } from '../figureOptionsSearch.ts';

const TITLES = ['Assistant Professor', 'Associate Professor', 'Full Professor'] as const;
const METRICS = [
  'total_papers', 'total_citations', 'h_index', 'papers_per_year', 'citations_per_year', 'citations_per_paper',
  'percent_solo', 'top_journal_percentage', 'faculty_count',
] as const;
const SCHOOLS = ['top20', 'top10', 'range5', 'range10'] as const;

export const COMPARE_SCHOOLS_SEARCH_VALUES = { titles: TITLES, metrics: METRICS, schools: SCHOOLS };

/** 'Invert Axes': true, 'true', 1 or '1'; anything else is absent. */
const invert = z.catch(z.optional(z.pipe(z.union([z.literal(true), z.literal('true'), z.literal(1), z.literal('1')]), z.transform(() => true as const))), undefined);

/** validateSearch of /dashboards/compareSchools: the filters, the axes' inversion, and the figure options (counting, affiliation). */
export const compareSchoolsSearchSchema = searchSchema({
  titles: searchChoiceList(TITLES),
  x: searchChoice(METRICS),
  y: searchChoice(METRICS),
  school: searchChoice(SCHOOLS),
  invert,
  counting: countingSearch,
  affiliation: affiliationSearch,
});

export type CompareSchoolsSearch = SearchOf<typeof compareSchoolsSearchSchema>;

export const parseCompareSchoolsSearch = (search: Record<string, unknown>): CompareSchoolsSearch => compareSchoolsSearchSchema.parse(search);
