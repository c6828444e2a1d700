// The URL of /dashboards/home: the widgets' department, the rank of Visualization by Rank and the
// ranks of Faculty By Share. A zod/mini schema (scope/searchSchema.ts): anything unreadable is dropped.
import * as z from 'zod/mini';
import { searchChoice, searchChoiceList, searchId, searchSchema, type SearchOf } from '../../scope/searchSchema.ts';
import { affiliationSearch, countingSearch } from '../figureOptionsSearch.ts';

const RANKS = ['1', '2', '3', '6'] as const;
type RankCode = 1 | 2 | 3 | 6;

const rankCode = (value: string) => Number(value) as RankCode;

/** validateSearch of /dashboards/home. */
export const homeSearchSchema = searchSchema({
  /** a department id; absent: the whole school */
  dept: searchId,
  /** Visualization by Rank: rank code 1, 2, 3 or 6 */
  rank: z.optional(z.pipe(searchChoice(RANKS), z.transform((rank) => (rank === undefined ? undefined : rankCode(rank))))),
  /** Faculty By Share: the rank codes shown (absent: all four) */
  share: z.optional(z.pipe(searchChoiceList(RANKS), z.transform((ranks) => ranks?.map(rankCode).sort((a, b) => a - b)))),
  /** the figure options of the widgets with paper counts (counting, affiliation) */
  counting: countingSearch,
  affiliation: affiliationSearch,
});

export type HomeSearch = SearchOf<typeof homeSearchSchema>;

export const parseHomeSearch = (search: Record<string, unknown>): HomeSearch => homeSearchSchema.parse(search);
