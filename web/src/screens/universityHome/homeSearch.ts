// The URL of /dashboards/home: the widgets' department, the rank of Visualization by Rank and the
// ranks of Faculty By Share. Plain readers only: validateSearch lands in the entry chunk every page
// downloads (web/README.md, "JavaScript budget").
import { searchChoice, searchInteger } from '../dashboardSearch.ts';

const RANKS = ['1', '2', '3', '6'] as const;

export interface HomeSearch {
  /** a department id; absent: the whole school */
  dept?: number;
  /** Visualization by Rank: rank code 1, 2, 3 or 6 */
  rank?: 1 | 2 | 3 | 6;
  /** Faculty By Share: the rank codes shown (absent: all four) */
  share?: (1 | 2 | 3 | 6)[];
}

function rankCode(value: string): 1 | 2 | 3 | 6 {
  return Number(value) as 1 | 2 | 3 | 6;
}

/** validateSearch of /dashboards/home: anything unreadable is dropped. */
export function parseHomeSearch(search: Record<string, unknown>): HomeSearch {
  const result: HomeSearch = {};
  const dept = searchInteger(search, 'dept', 1, 2_147_483_647);
  if (dept !== undefined) result.dept = dept;
  const rank = searchChoice(search, 'rank', RANKS);
  if (rank !== undefined) result.rank = rankCode(rank);
  const shares = (Array.isArray(search.share) ? search.share : search.share === undefined ? [] : [search.share])
    .map((value) => (typeof value === 'number' ? String(value) : value))
    .filter((value): value is (typeof RANKS)[number] => typeof value === 'string' && (RANKS as readonly string[]).includes(value));
  if (shares.length > 0) result.share = [...new Set(shares)].map(rankCode).sort((a, b) => a - b);
  return result;
}
