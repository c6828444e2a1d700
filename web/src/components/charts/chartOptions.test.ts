import { describe, expect, it } from 'vitest';
import { chartFileName, isChartEmpty, withChartDefaults } from './chartOptions.ts';

describe('isChartEmpty', () => {
  it.each([
    ['no series', 'bar', [], true],
    ['undefined series', 'line', undefined, true],
    ['series without points', 'line', [{ name: 'Papers', data: [] }], true],
    ['one series with a point', 'line', [{ name: 'Papers', data: [] }, { name: 'Citations', data: [3] }], false],
    ['treemap with a box', 'treemap', [{ data: [{ x: 'JF', y: 2 }] }], false],
    ['pie of zeros', 'pie', [0, 0, 0], true],
    ['pie with a slice', 'pie', [0, 4, 0], false],
    ['donut of nothing', 'donut', [], true],
  ] as const)('%s', (_label, type, series, expected) => {
    expect(isChartEmpty(type, series as never)).toBe(expected);
  });
});

describe('chartFileName', () => {
  it('keeps letters, digits, dashes and underscores', () => {
    expect(chartFileName('Papers over years')).toBe('Papers_over_years');
    expect(chartFileName('Université: A/B share')).toBe('Universite_A_B_share');
    expect(chartFileName('***')).toBe('chart');
  });
});

describe('withChartDefaults', () => {
  it('names the downloads after the title and keeps the screen\'s own options', () => {
    const options = withChartDefaults({ chart: { stacked: true, toolbar: { tools: { zoom: true } } }, colors: ['#000'] }, { title: 'University Comparison' });
    expect(options.chart?.stacked).toBe(true);
    expect(options.chart?.toolbar?.tools?.download).toBe(true);
    expect(options.chart?.toolbar?.tools?.zoom).toBe(true);
    expect(options.chart?.toolbar?.export?.png?.filename).toBe('University_Comparison');
    expect(options.chart?.toolbar?.export?.svg?.filename).toBe('University_Comparison');
    expect(options.colors).toEqual(['#000']);
    expect(options.noData?.text).toBe('No Data to Display');
  });

  it('turns animation off for reduced motion', () => {
    expect(withChartDefaults({}, { title: 'x', reducedMotion: true }).chart?.animations?.enabled).toBe(false);
  });
});
