import { describe, expect, it } from 'vitest';
import { formatFigureNumber, rowsMatchFigure } from './figureDrillDown.ts';
import { figureQuery } from '../api/dashboards/figurePapersQueries.ts';
import { productivityFigureRef } from '../screens/facultyProductivity/productivity.ts';
import { tenureFigureRef } from '../screens/tenureReadiness/tenureReadiness.ts';
import { rankingFigureRef } from '../screens/authorRanking/rankingFigures.ts';

describe('the drill-down of a figure', () => {
  it('shows integers bare and fractional weights to four decimals', () => {
    expect(formatFigureNumber(12)).toBe('12');
    expect(formatFigureNumber(1 / 3)).toBe('0.3333');
    expect(formatFigureNumber(1.25)).toBe('1.25');
    expect(formatFigureNumber(Number.NaN)).toBe('-');
  });

  it('tells whether the papers add up to the figure shown (screens round to two decimals)', () => {
    expect(rowsMatchFigure({ total: 12 }, 12)).toBe(true);
    expect(rowsMatchFigure({ total: 1 + 0.25 + 1 / 3 }, 1.58)).toBe(true);
    expect(rowsMatchFigure({ total: 11 }, 12)).toBe(false);
  });

  it('passes the figure\'s definition and the screen\'s scope to the API, leaving out what is not set', () => {
    const ref = { figure: 'tenure', author_id: 7, grade: 'a', measure: 'papers', shown: 3, label: 'A papers of X', from: 2016, to: 2025 } as const;
    expect(figureQuery({ univ_id: 4 }, ref)).toEqual({ figure: 'tenure', author_id: 7, grade: 'a', measure: 'papers', univ_id: 4, from: 2016, to: 2025 });
    expect(figureQuery({}, { ...ref, counting: 'fractional', dept: 9, from: undefined, to: undefined }))
      .toEqual({ figure: 'tenure', author_id: 7, grade: 'a', measure: 'papers', counting: 'fractional', dept: 9 });
  });
});

describe('the figures each screen opens', () => {
  const tierSource = { kind: 'global' as const, department_id: null, label: 'global tiers' };

  it('Faculty Ranking: counts follow the window, journal classes and counting; a share opens its numerator over its years', () => {
    const row = { author_id: 5, first_name: 'Ada', last_name: 'Byron', A_papers: 3, AMinus_papers: 1, B_papers: 2, total_papers: 4, total_citations: 40 } as never;
    const answer = { from_year: 2016, to_year: 2025, counting: 'fractional' as const, current_year: 2025 };
    expect(rankingFigureRef(row, 'A_papers', answer, ['A', 'A-'])).toMatchObject({ figure: 'ranking', author_id: 5, from: 2016, to: 2025, grade: 'a', measure: 'papers', counting: 'fractional', shown: 3 });
    expect(rankingFigureRef(row, 'total_papers', answer, ['A-', 'A'])).toMatchObject({ grade: 'top', shown: 4 });
    expect(rankingFigureRef(row, 'total_citations', answer, ['A', 'A-', 'B'])).toMatchObject({ grade: 'all', measure: 'citations', shown: 40 });
    expect(rankingFigureRef(row, 'share_citations_5y', answer, ['A'])).toMatchObject({ grade: 'every', measure: 'citations', from: 2021, to: 2025, counting: 'full', shown: null });
    const overall = rankingFigureRef(row, 'share_papers_all', answer, ['A'])!;
    expect([overall.from, overall.to]).toEqual([undefined, undefined]);
    expect(rankingFigureRef(row, 'h_index_score', answer, ['A'])).toBeNull();
    expect(rankingFigureRef(row, 'A_papers', { ...answer, from_year: null, to_year: null }, ['A'])).not.toHaveProperty('from');
  });

  it('Tenure Readiness: the last years to the figures\' year, the journal grade, the department\'s lists when in force', () => {
    const row = { id: 9, name: 'Ann Lee', papers: 7, citations: 30, A: 2, 'A-': 3, B: 2 };
    const data = { years: 5, journal: 'A and A-' as const, current_year: 2025, tier_source: { kind: 'department' as const, department_id: 14, label: 'Finance department\'s journal lists' } };
    expect(tenureFigureRef(row, 'papers', data)).toMatchObject({ figure: 'tenure', author_id: 9, from: 2021, to: 2025, grade: 'top', measure: 'papers', dept: 14, shown: 7 });
    expect(tenureFigureRef(row, 'A-', { ...data, journal: 'All', tier_source: tierSource })).toMatchObject({ grade: 'a_minus', shown: 3 });
    expect(tenureFigureRef(row, 'citations', { ...data, journal: 'All', tier_source: tierSource })).not.toHaveProperty('dept');
  });

  it('Faculty Productivity: papers and tier counts over the papers window, citations over the citations window', () => {
    const item = { id: 3, faculty_name: 'Bo Li', total_papers: 6, total_citations: 50, a_journal_count: 1, aminus_journal_count: 2, b_journal_count: 3 };
    const answer = { papers_from: 2015, papers_to: 2020, citations_from: 2018, citations_to: 2025, journal_categories: 'a,a-' as const, tier_source: tierSource };
    expect(productivityFigureRef(item, 'papers', answer)).toMatchObject({ figure: 'productivity', from: 2015, to: 2020, grade: 'top', measure: 'papers', shown: 6 });
    expect(productivityFigureRef(item, 'citations', answer)).toMatchObject({ from: 2018, to: 2025, grade: 'top', measure: 'citations', shown: 50 });
    expect(productivityFigureRef(item, 'B', answer)).toMatchObject({ from: 2015, to: 2020, grade: 'b', shown: 3 });
  });
});
