// Runs every worked example of docs/metrics.md through the functions, so the doc and the code
// cannot drift apart. An example is a fenced block tagged `example name=<name>` holding JSON:
//   { "call": "<exported function>", "args": [...], "expected": <result> }
// optional: "match": "partial" (only the keys written in `expected` are compared) or
// "throws": "RangeError" instead of "expected". Numbers compare to 1e-9 (relative).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as analytics from './index.ts';

const docPath = fileURLToPath(new URL('../../../../docs/metrics.md', import.meta.url));
const doc = readFileSync(docPath, 'utf8');

interface Example {
  name: string;
  section: string;
  call: string;
  args: unknown[];
  expected?: unknown;
  match?: 'partial';
  throws?: string;
}

function parseExamples(markdown: string): Example[] {
  const examples: Example[] = [];
  let section = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('## ')) section = line.slice(3).trim();
    const open = /^```example name=([A-Za-z0-9_]+)\s*$/.exec(line);
    if (!open) continue;
    const body: string[] = [];
    for (i++; i < lines.length && lines[i] !== '```'; i++) body.push(lines[i]!);
    const parsed = JSON.parse(body.join('\n')) as Omit<Example, 'name' | 'section'>;
    examples.push({ name: open[1]!, section, ...parsed });
  }
  return examples;
}

/** Every example of the doc and the section it must sit in: add a line here when adding an example. */
const EXAMPLE_SECTIONS: Record<string, string> = {
  // 1. Papers
  papersFull: '1. Papers',
  papersFractional: '1. Papers',
  // 2. Citations
  citationsFull: '2. Citations',
  citationsFractional: '2. Citations',
  // 3. H-Index
  hIndex: '3. H-Index',
  hIndexTies: '3. H-Index',
  hIndexEmpty: '3. H-Index',
  // 4. g-index
  gIndex: '4. g-index',
  gIndexCapped: '4. g-index',
  // 5. i10-index
  i10Index: '5. i10-index',
  // 6. Papers per year
  papersPerYear: '6. Papers per year',
  papersPerYearFutureStart: '6. Papers per year',
  careerStartYearFallback: '6. Papers per year',
  // 7. Citations per year
  citationsPerYear: '7. Citations per year',
  // 8. Citations per paper
  citationsPerPaper: '8. Citations per paper',
  citationsPerPaperFractional: '8. Citations per paper',
  citationsPerPaperNoPapers: '8. Citations per paper',
  // 9. Solo papers
  soloPapers: '9. Solo papers and percent solo',
  soloPapersFractional: '9. Solo papers and percent solo',
  // 10. Journal tier counts
  tierOverride: '10. A, A- and B papers',
  tierFallback: '10. A, A- and B papers',
  tierCountsDepartment: '10. A, A- and B papers',
  tierCountsGlobal: '10. A, A- and B papers',
  tierSourceSchool: '10. A, A- and B papers',
  tierSourceDepartment: '10. A, A- and B papers',
  // 11. Papers per year in top journals
  topJournalPapersPerYear: '11. Papers per year in top journals',
  // 12. Top journal percentage
  topJournalPercentage: '12. Top journal percentage',
  topJournalPercentageAOnly: '12. Top journal percentage',
  // 13. Shares
  windowTotalsFull: '13. Shares of papers and citations (5 years, 10 years, overall)',
  windowTotalsFractional: '13. Shares of papers and citations (5 years, 10 years, overall)',
  shareOfTotals: '13. Shares of papers and citations (5 years, 10 years, overall)',
  // 14. Fractional counting
  fractionalCount: '14. Fractional counting',
  fractionalCountGroup: '14. Fractional counting',
  fractionalCountGroupOfThree: '14. Fractional counting',
  // 15. Affiliation
  affiliationAtPublication: '15. Affiliation at publication or current affiliation',
  affiliationFallback: '15. Affiliation at publication or current affiliation',
  affiliationCurrent: '15. Affiliation at publication or current affiliation',
  groupCreditCurrentFractional: '15. Affiliation at publication or current affiliation',
  groupCreditAtPublicationFractional: '15. Affiliation at publication or current affiliation',
  groupCreditAtPublicationFull: '15. Affiliation at publication or current affiliation',
  groupCreditLeftSchool: '15. Affiliation at publication or current affiliation',
  // 16. First year of career
  firstYearOfCareer: '16. First year of career',
  firstYearOfCareerNoWork: '16. First year of career',
  firstYearOfCareerNeither: '16. First year of career',
  // 17. Tenure readiness
  tenureReadiness: '17. Tenure readiness',
  // 18. Tenure colour
  tenureColourMay: '18. Tenure card colour',
  tenureColourJune: '18. Tenure card colour',
  tenureColourNoComparison: '18. Tenure card colour',
  tenureColourBadMonth: '18. Tenure card colour',
  // 19. Outliers
  outlierRadiusBelow: '19. Visualization by Rank (outliers)',
  outlierRadiusAbove: '19. Visualization by Rank (outliers)',
  outlierRadiusFlat: '19. Visualization by Rank (outliers)',
  computeOutliers: '19. Visualization by Rank (outliers)',
  outlierRows: '19. Visualization by Rank (outliers)',
  // 20. Hire impact
  hireImpactSummary: '20. Hire Impact',
  hireImprovementRounded: '20. Hire Impact',
  hireImprovementNoBaseline: '20. Hire Impact',
  // 21. Find your fit
  findYourFitBand: '21. Find Your Fit',
  findYourFitColumn: '21. Find Your Fit',
  findYourFitFractionalTopShare: '21. Find Your Fit',
  findYourFitFractionalCitationsPerPaper: '21. Find Your Fit',
  // 22. Faculty by share
  marketShareByRank: '22. Faculty By Share (market share)',
  // 23. Gender
  genderPercentagesByRank: '23. Compare Gender and School Gender Distribution',
  genderDistribution: '23. Compare Gender and School Gender Distribution',
  // 24. Interesting facts
  interestingFacts: '24. Interesting Facts',
  // 25. Department facts
  departmentFacts: '25. Department Facts',
  // 26. Rounding
  roundToTwo: '26. Rounding',
  roundToOne: '26. Rounding',
  roundToNegative: '26. Rounding',
  // 27. Compare Schools
  perceptualMapSchoolValue: '27. Compare Schools (perceptual map)',
  // 28. Comparison screens
  departmentShareOfPapers: '28. Comparison screens: department shares, position change, figures at a year',
  departmentShareOfCitations: '28. Comparison screens: department shares, position change, figures at a year',
  hIndexAtAYear: '28. Comparison screens: department shares, position change, figures at a year',
  // 29. The papers behind a figure
  drillDownFull: '29. The papers behind a figure (drill-down)',
  drillDownFractional: '29. The papers behind a figure (drill-down)',
  interestingFactsCellAverage: '29. The papers behind a figure (drill-down)',
  memberRatePapersPerYear: '29. The papers behind a figure (drill-down)',
  membersRateAverage: '29. The papers behind a figure (drill-down)',
};

function closeTo(actual: unknown, expected: unknown, partial: boolean, path: string): string | null {
  if (typeof expected === 'number') {
    if (typeof actual !== 'number') return `${path}: expected number ${expected}, got ${JSON.stringify(actual)}`;
    const tolerance = 1e-9 * Math.max(1, Math.abs(expected));
    return Math.abs(actual - expected) <= tolerance ? null : `${path}: expected ${expected}, got ${actual}`;
  }
  if (Array.isArray(expected)) {
    const list = ArrayBuffer.isView(actual) ? Array.from(actual as unknown as ArrayLike<number>) : actual;
    if (!Array.isArray(list) || list.length !== expected.length) return `${path}: expected ${expected.length} items, got ${JSON.stringify(actual)}`;
    for (let i = 0; i < expected.length; i++) {
      const problem = closeTo(list[i], expected[i], partial, `${path}[${i}]`);
      if (problem) return problem;
    }
    return null;
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return `${path}: expected an object, got ${JSON.stringify(actual)}`;
    const actualRecord = actual as Record<string, unknown>;
    const expectedRecord = expected as Record<string, unknown>;
    if (!partial) {
      const extra = Object.keys(actualRecord).filter((k) => !(k in expectedRecord));
      if (extra.length > 0) return `${path}: unexpected keys ${extra.join(', ')}`;
    }
    for (const key of Object.keys(expectedRecord)) {
      if (!(key in actualRecord)) return `${path}.${key}: missing`;
      const problem = closeTo(actualRecord[key], expectedRecord[key], partial, `${path}.${key}`);
      if (problem) return problem;
    }
    return null;
  }
  return Object.is(actual, expected) || actual === expected ? null : `${path}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`;
}

const examples = parseExamples(doc);
const functions = analytics as unknown as Record<string, unknown>;

describe('docs/metrics.md worked examples', () => {
  it('has exactly the examples listed here, each in its section, with unique names', () => {
    const names = examples.map((e) => e.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(Object.keys(EXAMPLE_SECTIONS).sort());
    for (const example of examples) expect(`${example.name} in ${example.section}`).toBe(`${example.name} in ${EXAMPLE_SECTIONS[example.name]}`);
  });

  it('has at least one example in every numbered section', () => {
    const sections = doc.split('\n').filter((l) => /^## \d+\. /.test(l)).map((l) => l.slice(3).trim());
    expect(sections.length).toBeGreaterThan(20);
    for (const section of sections) expect(examples.some((e) => e.section === section), section).toBe(true);
  });

  it.each(examples.map((e) => [e.name, e] as const))('%s', (_name, example) => {
    const fn = functions[example.call];
    expect(typeof fn, `${example.call} is exported from analytics`).toBe('function');
    const call = () => (fn as (...args: unknown[]) => unknown)(...example.args);
    if (example.throws !== undefined) {
      expect(call).toThrow(example.throws === 'RangeError' ? RangeError : Error);
      return;
    }
    expect('expected' in example, 'the example states its expected result').toBe(true);
    expect(closeTo(call(), example.expected, example.match === 'partial', 'result')).toBeNull();
  });
});
