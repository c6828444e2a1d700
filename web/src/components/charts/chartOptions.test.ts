import { describe, expect, it } from 'vitest';
import { chartFileName, chartTable, isChartEmpty, withChartDefaults, wrapLabel } from './chartOptions.ts';

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

  it('draws every chart without animation, even when a screen asks for one (issue 22: no wrong values while animating)', () => {
    expect(withChartDefaults({}, { title: 'x' }).chart?.animations?.enabled).toBe(false);
    const asked = withChartDefaults({ chart: { animations: { enabled: true, speed: 2_000 } } }, { title: 'x' });
    expect(asked.chart?.animations?.enabled).toBe(false);
    expect(asked.chart?.animations?.dynamicAnimation?.enabled).toBe(false);
  });

  it('gives sixteen series sixteen different colours', () => {
    const colors = withChartDefaults({}, { title: 'x' }).colors as string[];
    expect(colors.length).toBeGreaterThanOrEqual(16);
    expect(new Set(colors.map((c) => c.toLowerCase())).size).toBe(colors.length);
  });
});

describe('chartTable: the names and values a chart draws (its CSV)', () => {
  it('names every bubble by its series and axes, not only its size', () => {
    const table = chartTable('bubble', [{ name: 'UPenn', data: [{ x: 12.5, y: 300, z: 20 }] }, { name: 'Harvard', data: [{ x: 10, y: 250, z: 20 }] }],
      { xaxis: { title: { text: 'Average papers per faculty' } }, yaxis: { title: { text: 'Average citations per faculty' } } });
    expect(table).toEqual({
      header: ['Series', 'Average papers per faculty', 'Average citations per faculty', 'Size'],
      rows: [['UPenn', 12.5, 300, 20], ['Harvard', 10, 250, 20]],
    });
  });

  it('writes one line per category and one column per series for bars and lines', () => {
    expect(chartTable('bar', [{ name: 'Papers', data: [3, 5] }, { name: 'Citations', data: [10, 20] }], { xaxis: { categories: ['2024', '2025'] } })).toEqual({
      header: ['Category', 'Papers', 'Citations'], rows: [['2024', 3, 10], ['2025', 5, 20]],
    });
  });

  it('keeps the name of a point that names itself (a school among "Others"), beside its series', () => {
    const table = chartTable('bubble', [
      { name: 'Others', data: [{ x: 3, y: 40, z: 18, label: 'Harvard' }, { x: 2, y: 30, z: 18, label: 'Yale' }] },
      { name: 'UPenn after the hire', data: [{ x: 4, y: 45, z: 18, label: 'UPenn' }] },
    ], { xaxis: { title: { text: 'Average papers' } }, yaxis: { title: { text: 'Average citations' } } });
    expect(table).toEqual({
      header: ['Series', 'Name', 'Average papers', 'Average citations', 'Size'],
      rows: [['Others', 'Harvard', 3, 40, 18], ['Others', 'Yale', 2, 30, 18], ['UPenn after the hire', 'UPenn', 4, 45, 18]],
    });
  });

  it('labels the slices of a pie', () => {
    expect(chartTable('pie', [2, 1], { labels: ['Male', 'Female'] })).toEqual({ header: ['Label', 'Value'], rows: [['Male', 2], ['Female', 1]] });
  });
});

describe('the title and the filters are drawn in the chart, so that PNG and SVG downloads carry them', () => {
  it('sets the title and, when given, the filters as the subtitle', () => {
    const options = withChartDefaults({}, { title: 'University Comparison', filters: 'Assistant Professor; top 20 schools' });
    expect(options.title?.text).toBe('University Comparison');
    expect(options.subtitle?.text).toBe('Assistant Professor; top 20 schools');
    expect(withChartDefaults({}, { title: 'x' }).subtitle).toBeUndefined();
  });
});

describe('wrapLabel: long category names on several lines', () => {
  it('breaks between words at the width, keeps a long word whole, and leaves a short name on one line', () => {
    expect(wrapLabel('University of Texas at Austin', 14)).toEqual(['University of', 'Texas at', 'Austin']);
    expect(wrapLabel('Northwestern University', 10)).toEqual(['Northwestern', 'University']);
    expect(wrapLabel('Harvard', 14)).toEqual(['Harvard']);
    expect(wrapLabel('  ', 14)).toEqual(['']);
  });
});
