import { describe, expect, it } from 'vitest';
import { buildPatterns, findMentions, normaliseForMatch, pageText, type JournalEntry } from './markCv.ts';

const journals: JournalEntry[] = [
  { id: 1, name: 'Management Science', abbreviation: 'MS', tier: 'A' },
  { id: 2, name: 'Journal of Finance', abbreviation: 'JF', tier: 'A' },
  { id: 3, name: 'Journal of Financial Economics', abbreviation: 'JFE', tier: 'A-' },
  { id: 4, name: 'Journal of Accounting & Economics', abbreviation: '', tier: 'A' },
  { id: 5, name: 'The Accounting Review', abbreviation: 'TAR', tier: 'A' },
  { id: 6, name: 'Management Science Quarterly', abbreviation: '', tier: 'B' },
];
const patterns = buildPatterns(journals);
/** One text item per line, 10 pt, 6 pt per character, lines 14 pt apart. */
const items = (...lines: string[]) => lines.map((str, i) => ({ str, width: str.length * 6, height: 10, transform: [10, 0, 0, 10, 50, 700 - i * 14], hasEOL: i < lines.length - 1 }));
const mentions = (...lines: string[]) => findMentions(pageText(items(...lines)), patterns, 1).map((m) => [m.name, m.text, m.rects.length]);

describe('finding journal names in page text', () => {
  it('normalises case, accents, & and punctuation', () => {
    expect(normaliseForMatch('Journal of Accounting & Économics.')).toBe('journal of accounting and economics');
  });

  it('matches whole words, the longest name first, abbreviations of 3+ letters, without a leading The', () => {
    expect(mentions('In Management Science Quarterly and Management Science; JFE and JF; the accounting review (TAR).')).toEqual([
      ['Management Science Quarterly', 'Management Science Quarterly', 1],
      ['Management Science', 'Management Science', 1],
      ['Journal of Financial Economics', 'JFE', 1],
      ['The Accounting Review', 'accounting review', 1],
      ['The Accounting Review', 'TAR', 1],
    ]);
    expect(mentions('Managements Science, Journal of Finances')).toEqual([]);
  });

  it('follows a name across a line break and a hyphenated line end, and reads & as and', () => {
    expect(mentions('Published in the Journal of', 'Finance, 2019; Journal of Accounting and Eco-', 'nomics 12.')).toEqual([
      ['Journal of Finance', 'Journal of Finance', 2],
      ['Journal of Accounting & Economics', 'Journal of Accounting and Economics', 2],
    ]);
  });

  it('places the rectangles on the matched characters, one per line', () => {
    const [found] = findMentions(pageText(items('xx Journal of', 'Finance')), patterns, 1);
    expect(found!.rects).toEqual([
      { x: 50 + 3 * 6, y: 700 - 2.5, width: 10 * 6, height: 12 },
      { x: 50, y: 686 - 2.5, width: 7 * 6, height: 12 },
    ]);
  });
});
