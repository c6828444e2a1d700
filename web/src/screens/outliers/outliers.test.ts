import { describe, expect, it } from 'vitest';
import { figureQuery } from '../../api/dashboards/figurePapersQueries.ts';
import { authorAtLine, metricLabel, outlierFigureRef, outlierChartHeight, outlierSlide, outlierTable, outlierValueText, type OutlierAuthor } from './outliers.ts';

function author(id: number, name: string, radius: number): OutlierAuthor {
  const metric = (value: number) => ({ value, radius });
  return {
    id, name, total_radius: radius * 5, h_index_score: metric(id), citation_per_paper: metric(id * 1.5), paper_per_year_in_top_journal: metric(0.25),
    top_journal_percentage: metric(50), solo_paper_count: metric(1),
  };
}

const data = {
  slides: [['h_index_score', 'citation_per_paper', 'paper_per_year_in_top_journal'], ['top_journal_percentage', 'solo_paper_count']],
  authors: [author(1, 'First', 20), author(2, 'Second', 14), author(3, 'Third', 8)],
};

describe('Visualization by Rank slides (docs/requirements/dashboards.md §9)', () => {
  it('a slide has its metrics as columns and the authors in the server order from the top, sized by radius', () => {
    const slide = outlierSlide(data, 0);
    expect(slide.metrics).toEqual(['h_index_score', 'citation_per_paper', 'paper_per_year_in_top_journal']);
    expect(slide.series.map((s) => s.name)).toEqual(['H-index', 'Citations per paper', 'Top-journal papers per year']);
    expect(slide.series[0]!.data).toEqual([
      { x: 1, y: 3, z: 20, author: 'First', value: 1 },
      { x: 1, y: 2, z: 14, author: 'Second', value: 2 },
      { x: 1, y: 1, z: 8, author: 'Third', value: 3 },
    ]);
    expect(slide.series[1]!.data[0]).toMatchObject({ x: 2, value: 1.5 });
  });

  it('the CSV of a slide names each author with every metric\'s value and bubble radius (not only the sizes)', () => {
    const table = outlierTable(outlierSlide(data, 1));
    expect(table.header).toEqual(['Author', 'Top-journal percentage', 'Top-journal percentage (bubble radius)', 'Solo papers', 'Solo papers (bubble radius)']);
    expect(table.rows).toEqual([['First', 50, 20, 1, 20], ['Second', 50, 14, 1, 14], ['Third', 50, 8, 1, 8]]);
  });

  it('the second slide has the last two metrics; a limit keeps the first authors', () => {
    const slide = outlierSlide(data, 1, 2);
    expect(slide.series.map((s) => s.name)).toEqual(['Top-journal percentage', 'Solo papers']);
    expect(slide.authors).toEqual(['First', 'Second']);
    expect(slide.series[0]!.data.map((p) => p.y)).toEqual([2, 1]);
    expect(outlierSlide(data, 5).series).toEqual([]);
  });

  it('names the author of each line of the axis, nothing between lines', () => {
    expect([3, 2, 1].map((y) => authorAtLine(['First', 'Second', 'Third'], y))).toEqual(['First', 'Second', 'Third']);
    expect(authorAtLine(['First'], 0)).toBe('');
    expect(authorAtLine(['First'], 1.5)).toBe('');
  });

  it('labels, heights and values', () => {
    expect(metricLabel('solo_paper_count')).toBe('Solo papers');
    expect(outlierChartHeight(2)).toBe(260);
    expect(outlierChartHeight(20)).toBe(680);
    expect(outlierValueText(11)).toBe('11');
    expect(outlierValueText(33.678)).toBe('33.68');
  });
});

// docs/metrics.md section 29, "Visualization by Rank": a bubble opens the numerator of the member's rate.
describe('Visualization by Rank bubbles open to their papers', () => {
  const fractional = { counting: 'fractional' as const, affiliation: 'at_publication' as const };
  it('the top-journal percentage: the A and A- papers as a share of every paper, the department\'s lists at department scope', () => {
    const ref = outlierFigureRef(fractional, 4, data.authors[1]!, 'top_journal_percentage')!;
    expect(figureQuery({}, ref)).toEqual({
      figure: 'outliers', author_id: 2, grade: 'top', measure: 'papers', share_of: 'every', dept: 4, counting: 'fractional', affiliation: 'at_publication',
    });
    expect(ref.label).toBe('A and A- papers of Second, all time: 50% of their papers');
  });

  it('the h-index opens its h-core as counted; solo papers do not open', () => {
    const ref = outlierFigureRef(fractional, 'all', data.authors[0]!, 'h_index_score')!;
    expect(figureQuery({}, ref)).toEqual({ figure: 'outliers', author_id: 1, grade: 'every', measure: 'hindex' });
    expect(ref.shown).toBe(1);
    expect(outlierFigureRef(fractional, 'all', data.authors[0]!, 'solo_paper_count')).toBeNull();
  });
});
