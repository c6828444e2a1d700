import { advisoryXactLock, type Db } from '@ri/db';
import { QUEUES, type JobProducer, type QueueKey } from '@ri/jobs';
import {
  ANALYTICS_MIN_YEAR, type TComputeButtonName, type TComputeFieldsDetails, type TComputeStarted, type TRankingAuthorRow,
  type TRankingAuthorsBody, type TRankingAuthorsResponse, type TRankingSortField,
} from '@ri/contracts';
import { citationsPerYear, papersPerYear, rankCodeFromMarker, roundTo, ROUNDING_DECIMALS, sharePercent, tierSourceFor } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Conflict, ServiceUnavailable, ValidationFailed } from '../../http/errors.ts';
import * as queries from './queries.ts';
import type { RankedFigures, RankingIndex } from './rankingIndex.ts';
import type { RankingIndexCache } from './rankingIndexCache.ts';

/** The three Compute Fields buttons (docs/requirements/admin-tools.md) and the queue each one starts. */
export const COMPUTE_BUTTONS: readonly { button: TComputeButtonName; queue: QueueKey }[] = [
  { button: 'generate_university_stats', queue: 'analyticsRecompute' },
  { button: 'generate_tenure_data', queue: 'tenureData' },
  { button: 'generate_first_year_career', queue: 'firstYearCareer' },
];

/** The buttons' words on the Compute Fields page (the refusal names the one running). */
export const COMPUTE_BUTTON_LABELS: Record<TComputeButtonName, string> = {
  generate_university_stats: 'Generate University Stats',
  generate_tenure_data: 'Generate Tenure Data',
  generate_first_year_career: 'Generate First Year Career',
};

/** One Compute Fields computation at a time: the key of the advisory lock that orders check and start across API processes. */
const COMPUTE_LOCK_KEY = 'compute-fields';

const SORT_COLUMNS: Record<TRankingSortField, queries.RankingSortColumn> = {
  total_papers: 'total_papers',
  total_citations: 'total_citations',
  h_index_score: 'h_index',
  percent_solo: 'percent_solo',
  papersPerYear: 'papers_per_year',
  citationsPerYear: 'citations_per_year',
  A_papers: 'a_papers',
  AMinus_papers: 'a_minus_papers',
  B_papers: 'b_papers',
  first_name: 'first_name',
  last_name: 'last_name',
  share_papers_5y: 'school_paper_share_5y',
  share_papers_10y: 'school_paper_share_10y',
  share_papers_all: 'school_paper_share_overall',
  share_citations_5y: 'school_citation_share_5y',
  share_citations_10y: 'school_citation_share_10y',
  share_citations_all: 'school_citation_share_overall',
};

const GENDER_CODES: Record<string, string> = { Male: 'm', Female: 'f', Other: 'o', m: 'm', f: 'f', o: 'o' };
const TIER_OF_CLASS: Record<'A' | 'A-' | 'B', queries.TierGroup> = { A: 'a', 'A-': 'a_minus', B: 'b' };

const round = (value: number) => roundTo(value, ROUNDING_DECIMALS.comparisonTable);
const listOf = (ids: readonly (number | string)[]) => ids.join(', ');

export interface AnalyticsServiceDeps {
  db: Db;
  producer: JobProducer;
  /** the ranking in memory; without it every ranking is answered from SQL */
  rankingIndex?: RankingIndexCache;
  /** the clock, for the upper bound of year filters */
  now?: () => Date;
}

export function createAnalyticsService({ db, producer, rankingIndex, now = () => new Date() }: AnalyticsServiceDeps) {
  /** The department filter as ids: ids as given, names as the departments of that name at the chosen universities. */
  async function departmentIds(body: TRankingAuthorsBody): Promise<number[] | null> {
    if (!body.department) return null;
    const byId = body.department.filter((d): d is number => typeof d === 'number');
    const byName = body.department.filter((d): d is string => typeof d === 'string');
    const [missing, named] = await Promise.all([queries.missingIds(db, 'departments', byId), queries.departmentsByName(db, body.universities, byName)]);
    if (missing.length > 0) throw new ValidationFailed(`Unknown department id(s): ${listOf(missing)}.`, 'body.department');
    if (named.unknown.length > 0) throw new ValidationFailed(`Unknown department(s): ${listOf(named.unknown)}.`, 'body.department');
    return [...new Set([...byId, ...named.ids])];
  }

  async function validateIds(body: TRankingAuthorsBody): Promise<number[] | null> {
    const universities = await queries.missingIds(db, 'universities', body.universities);
    if (universities.length > 0) throw new ValidationFailed(`Unknown university id(s): ${listOf(universities)}.`, 'body.universities');
    if (!body.journals) return null;
    const byId = body.journals.filter((j): j is number => typeof j === 'number');
    const byIssn = body.journals.filter((j): j is string => typeof j === 'string');
    const [missing, issns] = await Promise.all([queries.missingIds(db, 'journals', byId), queries.journalsByIssn(db, byIssn)]);
    const unknown = [...missing.map(String), ...issns.unknown];
    if (unknown.length > 0) throw new ValidationFailed(`Unknown journal(s): ${listOf(unknown)}.`, 'body.journals');
    return [...new Set([...byId, ...issns.ids])];
  }

  function validateYears(body: TRankingAuthorsBody): { from: number; to: number } | null {
    if (body.from_year === undefined && body.to_year === undefined) return null;
    const thisYear = now().getUTCFullYear();
    const from = body.from_year ?? ANALYTICS_MIN_YEAR;
    const to = body.to_year ?? thisYear;
    for (const [field, year] of [['from_year', from], ['to_year', to]] as const) {
      if (year < ANALYTICS_MIN_YEAR || year > thisYear) {
        throw new ValidationFailed(`${field} must be a year from ${ANALYTICS_MIN_YEAR} to ${thisYear}.`, `body.${field}`);
      }
    }
    if (from > to) throw new ValidationFailed('from_year cannot be after to_year.', 'body.from_year');
    return { from, to };
  }

  return {
    /** POST ranking/authors: one page of authors with the seed's columns, from the precomputed tables. */
    async rankAuthors(body: TRankingAuthorsBody): Promise<TRankingAuthorsResponse> {
      const requestedWindow = validateYears(body);
      const journalIds = await validateIds(body);
      const departments = await departmentIds(body);
      const state = await queries.analyticsState(db);
      const currentYear = state?.current_year ?? now().getUTCFullYear();
      // figures exist up to the year of the last computation (a window may not end later)
      const window = requestedWindow ? { from: Math.min(requestedWindow.from, currentYear), to: Math.min(requestedWindow.to, currentYear) } : null;
      const rankCodes = body.markers ? [...new Set(body.markers.map((m) => rankCodeFromMarker(m)).filter((c): c is number => c !== null))] : null;
      const query: queries.RankingQuery = {
        universityIds: [...new Set(body.universities)],
        rankCodes,
        genders: body.gender ? [...new Set(body.gender.map((g) => GENDER_CODES[g]!))] : null,
        departmentIds: departments,
        tiers: body.journal_classes ? [...new Set(body.journal_classes.map((c) => TIER_OF_CLASS[c]))] : null,
        journalIds,
        window,
        counting: body.counting,
        currentYear,
        sortColumn: SORT_COLUMNS[body.sort_by],
        descending: body.sort_order === 'desc',
        limit: body.page_size,
        offset: (body.page - 1) * body.page_size,
      };
      // named journals read analytics_author_paper, which the index does not hold
      const index = query.journalIds || !rankingIndex ? null : await rankingIndex.indexFor(state);
      const result = index ? await rankFromIndex(db, index, query) : await queries.rankAuthors(db, query);
      const end = window ? window.to : currentYear;
      // every row carries the means over all the filtered authors; a page past the end has none
      const first = result.rows[0];
      const rows = result.rows.map((row): TRankingAuthorRow => {
        const start = window ? Math.max(row.career_start_year ?? window.from, window.from) : row.career_start_year;
        return {
          _id: row.author_id,
          author_id: row.author_id,
          first_name: row.first_name,
          last_name: row.last_name,
          total_papers: round(row.total_papers),
          total_citations: round(row.total_citations),
          h_index_score: row.h_index,
          percent_solo: round(sharePercent(row.solo_papers, row.total_papers)),
          papersPerYear: round(papersPerYear(row.total_papers, start, end)),
          citationsPerYear: round(citationsPerYear(row.total_citations, start, end)),
          univ_id: row.university_id,
          univ_name: row.univ_name ?? '',
          position: row.position,
          marker: row.marker,
          gender: row.gender,
          A_papers: round(row.a_papers),
          AMinus_papers: round(row.a_minus_papers),
          B_papers: round(row.b_papers),
          share_papers_5y: round(row.school_paper_share_5y),
          share_papers_10y: round(row.school_paper_share_10y),
          share_papers_all: round(row.school_paper_share_overall),
          share_citations_5y: round(row.school_citation_share_5y),
          share_citations_10y: round(row.school_citation_share_10y),
          share_citations_all: round(row.school_citation_share_overall),
        };
      });
      return {
        total: result.total, page: body.page, page_size: body.page_size, sort_by: body.sort_by, sort_order: body.sort_order,
        counting: body.counting, from_year: window?.from ?? null, to_year: window?.to ?? null, current_year: currentYear,
        computed_at: state?.core_computed_at ? state.core_computed_at.toISOString() : null,
        // the journal classes and A/A-/B columns are graded by the global tiers (docs/metrics.md section 10)
        tier_source: tierSourceFor(null),
        averages: first ? {
          total_papers: round(first.avg_total_papers), total_citations: round(first.avg_total_citations), h_index_score: round(first.avg_h_index),
          papersPerYear: round(first.avg_papers_per_year), citationsPerYear: round(first.avg_citations_per_year),
        } : null,
        rows,
      };
    },

    computeFieldsDetails,

    /**
     * POST generate_university_stats, POST generate_tenure_data, GET generate_first_year_career.
     * One computation at a time across the three (they rewrite the same tables): the same button
     * joins its running job; another button's running job is a 409 naming it (docs/analytics-engine.md,
     * "Compute Fields"). A transaction-scoped advisory lock orders the check and the start, so two
     * administrators pressing two buttons at once do not both start.
     */
    async startComputeJob(button: TComputeButtonName, caller: Caller): Promise<TComputeStarted> {
      const { queue } = COMPUTE_BUTTONS.find((b) => b.button === button)!;
      return db.transaction().execute(async (trx) => {
        await advisoryXactLock(trx, COMPUTE_LOCK_KEY);
        const other = (await computeFieldsDetails()).details.find((d) => d.running && d.button_name !== button);
        if (other) {
          throw new Conflict(`${COMPUTE_BUTTON_LABELS[other.button_name]} is running. ${COMPUTE_BUTTON_LABELS[button]} can start when it has finished; the page shows its progress.`);
        }
        const job = await producer.enqueue(queue, {}, { requestedBy: caller.userId, joinRunningId: QUEUES[queue].name })
          .catch(() => { throw new ServiceUnavailable('The job queue is unavailable right now. Please try again in a minute.'); });
        return { message: 'Success', queue: job.queue, job_id: job.jobId, run_id: job.runId };
      });
    },
  };

  /** GET generate_university_stats: each button's last successful run and whether one is running. */
  async function computeFieldsDetails(): Promise<TComputeFieldsDetails> {
      const names = COMPUTE_BUTTONS.map((b) => QUEUES[b.queue].name);
      const runs = await queries.computeButtonRuns(db, names);
      const details = await Promise.all(COMPUTE_BUTTONS.map(async ({ button, queue }) => {
        const name = QUEUES[queue].name;
        let jobId = runs.running.get(name) ?? null;
        if (jobId) {
          // job_runs can say 'active' for a run whose worker died; BullMQ knows whether it is still alive
          const job = await producer.queueFor(queue).getJob(jobId).catch(() => undefined);
          const state = job ? await job.getState().catch(() => 'unknown') : 'missing';
          if (!['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'unknown'].includes(state)) jobId = null;
        }
        const finished = runs.lastFinished.get(name);
        return { button_name: button, modified_on: finished ? finished.toISOString() : null, queue: name, running: jobId !== null, job_id: jobId };
      }));
      return { details };
  }
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

/**
 * The ranking from the in-memory index: the same rows as queries.rankAuthors. A sort by name takes
 * its page order from the database (names are not in the index); the profile columns of the page's
 * authors are read for the page alone.
 */
export async function rankFromIndex(db: Db, index: RankingIndex, q: queries.RankingQuery): Promise<{ rows: queries.RankingRow[]; total: number }> {
  const ranked = index.rank(q);
  const byName = q.sortColumn === 'first_name' || q.sortColumn === 'last_name';
  const page = byName
    ? index.figuresFor(await queries.rankingPageIdsByName(db, q), q).filter((f): f is RankedFigures => f !== null)
    : ranked.page;
  const profiles = new Map((await queries.rankingPageAuthors(db, page)).map((p) => [p.author_id, p]));
  const { averages } = ranked;
  const rows = page.flatMap((f): queries.RankingRow[] => {
    const profile = profiles.get(f.authorId);
    if (!profile) return [];
    return [{
      ...profile,
      university_id: f.universityId,
      h_index: f.hIndex,
      career_start_year: f.careerStartYear,
      total_papers: f.totalPapers,
      total_citations: f.totalCitations,
      solo_papers: f.soloPapers,
      a_papers: f.aPapers,
      a_minus_papers: f.aMinusPapers,
      b_papers: f.bPapers,
      ...f.shares,
      avg_total_papers: averages.totalPapers,
      avg_total_citations: averages.totalCitations,
      avg_h_index: averages.hIndex,
      avg_papers_per_year: averages.papersPerYear,
      avg_citations_per_year: averages.citationsPerYear,
    }];
  });
  return { rows, total: ranked.total };
}
