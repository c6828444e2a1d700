// Career timelines of a few authors: Cohort Analysis, the cohort comparison and Compare Yourself.
// Figures "at a year" count the papers published up to that year and the citations received up
// to it (docs/metrics.md, Windows), from each author's papers; the h-index at a year uses the
// citations received by then; A/B proportion is the top journal percentage (section 12).
import type { Db } from '@ri/db';
import {
  DASHBOARD_MESSAGES, type TCohortAnalysisResponse, type TCohortCompareResponse, type TCompareYourselfResponse,
} from '@ri/contracts';
import {
  computeHIndex, isAcademicAppointment, rankCodeFromMarker, sharePercent, topJournalPercentage, totalCitations, totalPapers,
  type CountingMode, type JournalTier,
} from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { NotFound, ValidationFailed } from '../../http/errors.ts';
import * as queries from './queries.ts';
import { fullName, round2, type Scope } from './scope.ts';

type Journals = 'a' | 'a,a-' | 'a,a-,b';
const TIERS: Record<Journals, JournalTier[]> = { a: ['A'], 'a,a-': ['A', 'A-'], 'a,a-,b': ['A', 'A-', 'B'] };
const JOURNAL_LABEL: Record<Journals, string> = { a: 'A journals', 'a,a-': 'A and A- journals', 'a,a-,b': 'A, A- and B journals' };
const MILESTONE_RANK = { 'Assistant Professor': 1, 'Associate Professor': 2, Professor: 3 } as const;
type Milestone = keyof typeof MILESTONE_RANK;
const MAX_COHORT = 50;
const MAX_TIMELINE_MILESTONES = 4;

interface YearFigures {
  total_papers: number | null;
  total_citations: number | null;
  hindex: number | null;
  abratio: number | null;
}
const unknown: YearFigures = { total_papers: null, total_citations: null, hindex: null, abratio: null };

function tierMap(papers: readonly queries.AuthorPaperRow[]): Map<number, JournalTier> {
  const map = new Map<number, JournalTier>();
  for (const p of papers) if (p.journal_id !== null && p.tier !== null) map.set(p.journal_id, p.tier);
  return map;
}

function citationsBy(paper: queries.AuthorPaperRow, year: number): number {
  let received = 0;
  for (const [y, count] of paper.citations) if (y <= year) received += count;
  return received;
}

/**
 * An author's figures at the end of `year`; `tiers` restricts the papers and citations counted (not
 * the h-index or the A/B proportion). Fractional counting weighs papers, citations and the A/B
 * proportion 1 / the paper's authors (docs/metrics.md section 14); the h-index is a person's own.
 */
export function figuresAt(
  papers: readonly queries.AuthorPaperRow[], year: number | null, tiers: readonly JournalTier[] | null, currentYear: number, counting: CountingMode = 'full',
): YearFigures {
  if (year === null || year > currentYear) return unknown;
  const globalTiers = tierMap(papers);
  const published = papers.filter((p) => p.year !== null && p.year <= year);
  const counted = tiers ? published.filter((p) => p.tier !== null && tiers.includes(p.tier)) : published;
  const input = (p: queries.AuthorPaperRow) => ({ authorCount: p.author_count, journalId: p.journal_id, citations: citationsBy(p, year) });
  return {
    total_papers: round2(totalPapers(counted.map(input), counting)),
    total_citations: round2(totalCitations(counted.map(input), counting)),
    hindex: computeHIndex(published.map((p) => citationsBy(p, year))),
    abratio: round2(topJournalPercentage(published.map(input), { globalTiers, countingMode: counting })),
  };
}

/** The first year the work history shows the rank (1, 2, 3); the assistant milestone falls back on the first year of career. */
function milestoneYear(history: readonly { marker: number | null; from_year: number | null }[], rank: 1 | 2 | 3, firstYearCareer: number | null): number | null {
  let first: number | null = null;
  for (const h of history) {
    if (h.from_year === null || rankCodeFromMarker(h.marker) !== rank) continue;
    if (first === null || h.from_year < first) first = h.from_year;
  }
  return first ?? (rank === 1 ? firstYearCareer : null);
}

function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function createCareerService({ db, scope }: { db: Db; scope: Scope }) {
  async function load(ids: number[]) {
    const [papers, histories, analytics] = await Promise.all([
      queries.papersOfAuthors(db, ids), queries.workHistories(db, ids), queries.analyticsAuthors(db, ids),
    ]);
    return {
      papersOf: (id: number) => papers.filter((p) => p.author_id === id),
      historyOf: (id: number) => histories.filter((h) => h.author_id === id),
      analyticsOf: (id: number) => analytics.find((a) => a.author_id === id),
    };
  }

  return {
    /**
     * GET cohortAnalysis: each faculty member's figures around a career milestone (the first year
     * they held the rank): at milestone year + offset for every offset from range_start to range_end.
     */
    async cohortAnalysis(query: {
      id?: number[]; journals?: Journals; milestone: Milestone; range_start: number; range_end: number; counting?: CountingMode;
    }): Promise<TCohortAnalysisResponse> {
      const counting = query.counting ?? 'full';
      const ids = [...new Set(query.id ?? [])];
      if (ids.length === 0) throw new ValidationFailed(DASHBOARD_MESSAGES.cohortNeedsFaculty, 'querystring.id');
      if (ids.length > MAX_COHORT) throw new ValidationFailed(`A cohort holds at most ${MAX_COHORT} faculty.`, 'querystring.id');
      if (!query.journals) throw new ValidationFailed('Choose the journals to consider.', 'querystring.journals');
      const authors = await scope.authors(ids, 'querystring.id');
      const clock = await scope.clock();
      const data = await load(ids);
      const tiers = TIERS[query.journals];
      const offsets: number[] = [];
      for (let k = query.range_start; k <= query.range_end; k++) offsets.push(k);
      const names = authors.map((a) => fullName(a.first_name, a.last_name));
      return {
        journals: query.journals, counting, milestone: query.milestone, range_start: query.range_start, range_end: query.range_end,
        current_year: clock.currentYear,
        summary: `Considering ${JOURNAL_LABEL[query.journals]} when comparing ${joinNames(names)}.`,
        faculty: authors.map((a, index) => {
          const papers = data.papersOf(a.id);
          const analytics = data.analyticsOf(a.id);
          const year = milestoneYear(data.historyOf(a.id), MILESTONE_RANK[query.milestone], a.first_year_career);
          const counted = papers.filter((p) => p.tier !== null && tiers.includes(p.tier));
          const all = (p: queries.AuthorPaperRow) => ({ authorCount: p.author_count, journalId: p.journal_id, citations: p.citation_count });
          return {
            index, id: a.id, firstName: a.first_name, lastName: a.last_name, name: names[index]!, pic: a.profile_picture,
            universityName: a.univ_name ?? '', first_year_career: a.first_year_career, milestone_year: year,
            totalPapers: round2(totalPapers(counted.map(all), counting)),
            totalCitations: round2(totalCitations(counted.map(all), counting)),
            hIndex: analytics?.h_index ?? 0,
            abJournalRatio: round2(topJournalPercentage(papers.map(all), { globalTiers: tierMap(papers), countingMode: counting })),
            milestones: offsets.map((offset) => ({
              offset, year: year === null ? null : year + offset,
              ...figuresAt(papers, year === null ? null : year + offset, tiers, clock.currentYear, counting),
            })),
          };
        }),
      };
    },

    /** GET cohortAnalysis/compare?id=a&id=b: two faculty members at each rank milestone and now. */
    async cohortCompare(query: { id?: number[]; journals: Journals; counting?: CountingMode }): Promise<TCohortCompareResponse> {
      const counting = query.counting ?? 'full';
      const ids = [...new Set(query.id ?? [])];
      if (ids.length !== 2) throw new ValidationFailed('Select two faculty to compare.', 'querystring.id');
      const authors = await scope.authors(ids, 'querystring.id');
      const clock = await scope.clock();
      const data = await load(ids);
      const tiers = TIERS[query.journals];
      return {
        journals: query.journals,
        counting,
        current_year: clock.currentYear,
        faculty: authors.map((a) => {
          const papers = data.papersOf(a.id);
          const history = data.historyOf(a.id);
          const milestones: TCohortCompareResponse['faculty'][number]['milestones'] = (Object.keys(MILESTONE_RANK) as Milestone[]).map((m) => {
            const year = milestoneYear(history, MILESTONE_RANK[m], a.first_year_career);
            return { milestone: m, year, ...figuresAt(papers, year, tiers, clock.currentYear, counting) };
          });
          milestones.push({ milestone: 'Current Year', year: clock.currentYear, ...figuresAt(papers, clock.currentYear, tiers, clock.currentYear, counting) });
          return { id: a.id, first_name: a.first_name, last_name: a.last_name, milestones };
        }),
      };
    },

    /**
     * GET compareyourself: a faculty member's career milestones (up to four academic appointments
     * from the work history, the first of each title, the most recent four) and the current year,
     * with h-index, papers, citations and A/B proportion at each; and the yearly papers and citations.
     */
    async compareYourself(caller: Caller, query: { id?: number; counting?: CountingMode }): Promise<TCompareYourselfResponse> {
      const counting = query.counting ?? 'full';
      // the faculty layout: an incomplete profile is refused
      await scope.forFaculty(caller, { authorRequired: false });
      if (query.id === undefined) throw new ValidationFailed(DASHBOARD_MESSAGES.fillAllFields, 'querystring.id');
      const [author] = await queries.authorsByIds(db, [query.id]);
      if (!author || author.merged_into_id !== null) throw new NotFound(DASHBOARD_MESSAGES.cannotFindFaculty);
      const clock = await scope.clock();
      const [data, years] = await Promise.all([load([author.id]), queries.authorYears(db, author.id, counting)]);
      const papers = data.papersOf(author.id);
      const analytics = data.analyticsOf(author.id);
      const history = data.historyOf(author.id);

      const milestones: { year: number; title: string }[] = [];
      const seenTitles = new Set<string>();
      for (const h of history) {
        if (h.from_year === null || h.from_year >= clock.currentYear) continue;
        if (!isAcademicAppointment({ title: h.title, subTitle: h.sub_title, marker: h.marker, fromYear: h.from_year })) continue;
        const title = h.title.trim() || h.sub_title.trim();
        if (seenTitles.has(title.toLowerCase()) || milestones.some((m) => m.year === h.from_year)) continue;
        seenTitles.add(title.toLowerCase());
        milestones.push({ year: h.from_year, title });
      }
      const shown = [...milestones.slice(-MAX_TIMELINE_MILESTONES), { year: clock.currentYear, title: 'Current Year' }];
      const data_: TCompareYourselfResponse['data'] = {
        profile_picture: author.profile_picture, work_history_title: {}, work_history_year: {}, hindex: {}, total_papers: {}, total_citations: {}, abjournals: {},
      };
      for (const m of shown) {
        const key = String(m.year);
        const current = m.title === 'Current Year';
        // the current year reads the precomputed all-time totals, full or fractional (the ranking's)
        const frac = counting === 'fractional';
        const f = current
          ? {
            total_papers: round2((frac ? analytics?.frac_papers : analytics?.total_papers) ?? 0),
            total_citations: round2((frac ? analytics?.frac_citations : analytics?.total_citations) ?? 0),
            hindex: analytics?.h_index ?? 0,
            abratio: round2(frac
              ? sharePercent((analytics?.frac_papers_a ?? 0) + (analytics?.frac_papers_a_minus ?? 0), analytics?.frac_papers ?? 0)
              : sharePercent((analytics?.papers_a ?? 0) + (analytics?.papers_a_minus ?? 0), analytics?.total_papers ?? 0)),
          }
          : figuresAt(papers, m.year, null, clock.currentYear, counting);
        data_.work_history_title[key] = m.title;
        data_.work_history_year[key] = m.year;
        data_.hindex[key] = f.hindex;
        data_.total_papers[key] = f.total_papers;
        data_.total_citations[key] = f.total_citations;
        data_.abjournals[key] = f.abratio;
      }
      const papersOverYears: Record<string, number> = {};
      const citationsOverYears: Record<string, number> = {};
      let previous: queries.TierValues | null = null;
      for (const row of years) {
        const p = row.papers_a + row.papers_a_minus + row.papers_b + row.papers_unranked;
        const c = row.citations_a + row.citations_a_minus + row.citations_b + row.citations_unranked;
        const pp = previous ? previous.papers_a + previous.papers_a_minus + previous.papers_b + previous.papers_unranked : 0;
        const pc = previous ? previous.citations_a + previous.citations_a_minus + previous.citations_b + previous.citations_unranked : 0;
        papersOverYears[String(row.year)] = round2(p - pp);
        citationsOverYears[String(row.year)] = round2(c - pc);
        previous = row;
      }
      return {
        id: author.id, counting, first_name: author.first_name, last_name: author.last_name, verified: author.verified,
        has_work_history: history.length > 0, years: shown.map((m) => m.year), data: data_,
        papers_over_years: papersOverYears, citations_over_years: citationsOverYears,
      };
    },
  };
}
