import type { TFigureGrade } from '@ri/contracts/dashboards';
import type { TRankingAuthorRow, TRankingAuthorsResponse, TJournalClass } from '@ri/contracts/analytics';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';

const GRADE_OF_CLASSES: Record<string, TFigureGrade> = { A: 'a', 'A,A-': 'top', 'A,A-,B': 'all' };
const SHARE_YEARS = { '5y': 5, '10y': 10, all: null } as const;

/**
 * The figure a ranking cell shows, as the drill-down asks for it (docs/metrics.md section 29), or
 * null for a cell that is not a count of papers (names, h-index, per-year figures). Counts follow
 * the ranking's window, journal classes and counting; a share opens the author's papers (or
 * citations) of its window over all journals, the numerator of the share (full counting, section 13).
 */
export function rankingFigureRef(
  row: TRankingAuthorRow,
  key: keyof TRankingAuthorRow,
  answer: Pick<TRankingAuthorsResponse, 'from_year' | 'to_year' | 'counting' | 'current_year'>,
  classes: readonly TJournalClass[] | undefined,
): FigureRef | null {
  const name = `${row.first_name} ${row.last_name}`.trim();
  const window = answer.from_year !== null && answer.to_year !== null ? { from: answer.from_year, to: answer.to_year } : {};
  const base = { figure: 'ranking' as const, author_id: row.author_id, counting: answer.counting, ...window };
  const grade = classes ? GRADE_OF_CLASSES[[...classes].sort().join(',')] : 'every';
  switch (key) {
    case 'A_papers': return { ...base, grade: 'a', measure: 'papers', shown: row.A_papers, label: `A papers of ${name}` };
    case 'AMinus_papers': return { ...base, grade: 'a_minus', measure: 'papers', shown: row.AMinus_papers, label: `A- papers of ${name}` };
    case 'B_papers': return { ...base, grade: 'b', measure: 'papers', shown: row.B_papers, label: `B papers of ${name}` };
    case 'total_papers': return grade ? { ...base, grade, measure: 'papers', shown: row.total_papers, label: `Papers of ${name}` } : null;
    case 'total_citations': return grade ? { ...base, grade, measure: 'citations', shown: row.total_citations, label: `Citations of ${name}` } : null;
    default: break;
  }
  const share = /^share_(papers|citations)_(5y|10y|all)$/.exec(key);
  if (!share) return null;
  const measure = share[1] as 'papers' | 'citations';
  const years = SHARE_YEARS[share[2] as keyof typeof SHARE_YEARS];
  return {
    figure: 'ranking', author_id: row.author_id, grade: 'every', measure, counting: 'full',
    ...(years === null ? {} : { from: answer.current_year - years + 1, to: answer.current_year }),
    shown: null, label: `${measure === 'papers' ? 'Papers' : 'Citations'} of ${name} behind the share of the school's ${measure} (${years === null ? 'overall' : `${years} years`})`,
  };
}
