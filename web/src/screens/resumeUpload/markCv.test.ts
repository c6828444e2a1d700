import { describe, expect, it } from 'vitest';
import { journalsFound, tierColour, tierLegend } from './markCv.ts';
import { parseResumeUploadSearch } from './resumeUploadSearch.ts';

const matches = [
  { journal_id: 2, name: 'Journal of Finance', tier: 'A' as const, page: 2, text: 'Journal of Finance' },
  { journal_id: 5, name: 'Management Science', tier: 'A-' as const, page: 1, text: 'Management Science' },
  { journal_id: 2, name: 'Journal of Finance', tier: 'A' as const, page: 1, text: 'J. Finance' },
  { journal_id: 9, name: 'Applied Economics', tier: 'B' as const, page: 3, text: 'Applied Economics' },
  { journal_id: 5, name: 'Management Science', tier: 'A-' as const, page: 1, text: 'Management Science' },
];

describe('Mark CV', () => {
  it('gives each tier its PDF colour and its count', () => {
    expect(tierLegend(matches)).toEqual([
      { tier: 'A', colour: 'rgba(77, 204, 77, 0.4)', mentions: 2 },
      { tier: 'A-', colour: 'rgba(255, 204, 26, 0.4)', mentions: 2 },
      { tier: 'B', colour: 'rgba(89, 166, 255, 0.4)', mentions: 1 },
    ]);
    expect(tierLegend([]).map((entry) => entry.mentions)).toEqual([0, 0, 0]);
    expect(tierColour('A', 1)).toBe('rgba(77, 204, 77, 1)');
  });

  it('lists each journal once with its mentions and pages, best tier first', () => {
    expect(journalsFound(matches)).toEqual([
      { journal_id: 2, name: 'Journal of Finance', tier: 'A', mentions: 2, pages: '1, 2' },
      { journal_id: 5, name: 'Management Science', tier: 'A-', mentions: 2, pages: '1' },
      { journal_id: 9, name: 'Applied Economics', tier: 'B', mentions: 1, pages: '3' },
    ]);
  });

  it('reads an administrator\'s ?coauthorid', () => {
    expect(parseResumeUploadSearch({ coauthorid: '12' })).toEqual({ coauthorid: 12 });
    expect(parseResumeUploadSearch({ coauthorid: 'x' })).toEqual({});
  });
});
