import type { FACTS_RANKS, TDepartmentFactResponse, TFacultyCitationsResponse, TJournalDistributionResponse, TMarketShareResponse } from '@ri/contracts/dashboards';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import type { FactsRow, HomeScope } from './home.ts';

type OptionsInForce = Pick<TJournalDistributionResponse, 'counting' | 'affiliation'>;
const counting = (answer: OptionsInForce) => (answer.counting === 'fractional' ? { counting: 'fractional' as const } : {});
const atPublication = (answer: OptionsInForce) => (answer.affiliation === 'at_publication' ? { affiliation: 'at_publication' as const } : {});

/**
 * The papers behind a journal's papers in the university home's journal distribution (docs/metrics.md section 29,
 * "University home"): the school's (department's) papers in that journal, all time, in the answer's counting and affiliation.
 */
export function journalFigureRef(answer: OptionsInForce, dept: HomeScope, scopeName: string, journal: TJournalDistributionResponse['journals'][number]): FigureRef {
  return {
    figure: 'university_home', author_id: 0, grade: 'every', measure: 'papers', shown: journal.journal_count, journals: [journal.journal_id],
    group: { dept, ...atPublication(answer) }, ...counting(answer),
    label: `Papers of ${scopeName} in ${journal.journal_title || journal.journal_abbreviation}, all time`,
  };
}

/** The papers behind a department's papers or citations in Department Facts: all time, the answer's counting and affiliation. */
export function departmentFactRef(answer: Pick<TDepartmentFactResponse, 'counting' | 'affiliation'>, row: TDepartmentFactResponse['departments'][number], measure: 'papers' | 'citations'): FigureRef {
  return {
    figure: 'university_home', author_id: 0, grade: 'every', measure, shown: row[measure],
    group: { dept: row.department_id, ...atPublication(answer) }, ...counting(answer),
    label: `${measure === 'papers' ? 'Papers' : 'Citations'} of ${row.name}, all time`,
  };
}

/** The papers behind the most cited faculty member's citations: their papers, all time, the answer's counting and affiliation. */
export function mostCitedFacultyRef(answer: Pick<TFacultyCitationsResponse, 'counting' | 'affiliation'>, faculty: { id: number; name: string; count: number }): FigureRef {
  return {
    figure: 'university_home', author_id: faculty.id, grade: 'every', measure: 'citations', shown: faculty.count, ...atPublication(answer), ...counting(answer),
    label: `Citations of ${faculty.name}, all time`,
  };
}

/**
 * The papers behind a faculty member's share in Faculty By Share: the share's numerator, their papers all time in
 * the answer's counting and affiliation; the label states the denominator (the scope's papers). A share: shown null.
 */
export function facultyShareRef(answer: Pick<TMarketShareResponse, 'counting' | 'affiliation' | 'total_papers'>, scopeName: string, row: TMarketShareResponse['rows'][number]): FigureRef {
  return {
    figure: 'university_home', author_id: row.id, grade: 'every', measure: 'papers', shown: null, ...atPublication(answer), ...counting(answer),
    label: `Papers of ${row.name}, all time: ${row.market_share.toFixed(2)}% of ${scopeName}'s ${answer.total_papers} papers`,
  };
}

const RANK_WORDS: Record<(typeof FACTS_RANKS)[number], string> = { assistant: 'assistant professors', associate: 'associate professors', full: 'full professors', other: 'faculty of other ranks' };

/**
 * The papers behind an Interesting Facts cell (docs/metrics.md section 29, "Averages per faculty member"): the average
 * papers per faculty member of the cell's gender and rank, every member's own papers, all time, in the answer's
 * counting and affiliation, the members stated. Null for an empty cell ('-').
 */
export function interestingFactRef(
  answer: OptionsInForce, dept: HomeScope, scopeName: string, row: Pick<FactsRow, 'key' | 'gender'>, rank: (typeof FACTS_RANKS)[number], shown: number | null,
): FigureRef | null {
  if (shown === null) return null;
  return {
    figure: 'university_home', author_id: 0, grade: 'every', measure: 'papers', shown,
    members: { ...(dept === 'all' ? {} : { department: dept }), gender: row.key, rank, ...atPublication(answer) }, ...counting(answer),
    label: `Average papers of ${row.key === 'all' ? 'all' : row.gender.toLowerCase()} ${RANK_WORDS[rank]} of ${scopeName}, all time`,
  };
}
