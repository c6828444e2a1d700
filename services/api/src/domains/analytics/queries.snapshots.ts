// The SQL snapshots of the ranking queries (packages/db/src/sqlSnapshots.ts; `npm run db:sql-snapshots`).
import type { SnapshotEntry } from '@ri/db/sql-snapshots';
import * as analytics from './queries.ts';

const ANALYTICS = 'services/api/src/domains/analytics/queries.ts';

const ranking: analytics.RankingQuery = {
  universityIds: [1, 2], rankCodes: null, genders: null, departmentIds: null, tiers: null, journalIds: null, window: null,
  counting: 'full', currentYear: 2025, sortColumn: 'total_papers', descending: true, limit: 25, offset: 0,
};
const rankingFiltered: analytics.RankingQuery = {
  ...ranking, rankCodes: [1, 2], genders: ['f'], departmentIds: [3], tiers: ['a', 'a_minus'], window: { from: 2016, to: 2025 },
  counting: 'fractional', sortColumn: 'school_paper_share_5y', descending: false, offset: 25,
};

export const ANALYTICS_SNAPSHOTS: SnapshotEntry[] = [
  // ranking (POST ranking/authors)
  {
    name: 'analytics.rankingPage', source: ANALYTICS, variants: () => [
      { label: 'all time, every journal, sorted by a figure: rankingPageQuery(ranking)', query: analytics.rankingPageQuery(ranking) },
      { label: 'a year window, fractional, A and A- only, rank/gender/department filters', query: analytics.rankingPageQuery(rankingFiltered) },
      { label: 'named journals, all time, sorted by last name', query: analytics.rankingPageQuery({ ...ranking, journalIds: [7, 8], sortColumn: 'last_name', descending: false }) },
      { label: 'named journals in a year window, A and A- only', query: analytics.rankingPageQuery({ ...rankingFiltered, journalIds: [7, 8] }) },
    ],
  },
  {
    name: 'analytics.rankingPageIdsByName', source: ANALYTICS, variants: () => [
      { label: 'the page order of a sort by name (the ranking index supplies the figures)', query: analytics.rankingPageIdsByNameQuery({ ...rankingFiltered, sortColumn: 'last_name' }) },
    ],
  },
  {
    name: 'analytics.rankingPageAuthors', source: ANALYTICS, variants: () => [
      { label: 'the profile columns of a page the ranking index ordered', query: analytics.rankingPageAuthorsQuery([{ authorId: 7, universityId: 1 }, { authorId: 9, universityId: null }]) },
    ],
  },
  {
    name: 'analytics.rankingCount', source: ANALYTICS, variants: () => [
      { label: 'universities only', query: analytics.rankingCountQuery(ranking) },
      { label: 'rank, gender and department filters', query: analytics.rankingCountQuery(rankingFiltered) },
    ],
  },
];
