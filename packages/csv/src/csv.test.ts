import { describe, expect, it } from 'vitest';
import { csvAttachmentHeader, csvCell, safeCsvFileName, toCsv } from './index.ts';

describe('csvCell', () => {
  it.each([
    ['plain', '"plain"'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['a;b', '"a;b"'],
    ["x;=cmd|' /C calc'!A0", `"x;=cmd|' /C calc'!A0"`],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['carriage\rreturn', '"carriage\rreturn"'],
    ['=SUM(A1:A2)', `"'=SUM(A1:A2)"`],
    ['+1', `"'+1"`],
    ['-2+3', `"'-2+3"`],
    ['@cmd', `"'@cmd"`],
    ['\tTabbed', `"'\tTabbed"`],
    ['\rCR', `"'\rCR"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
    ['\uFF0BSUM(1,2)', `"'\uFF0BSUM(1,2)"`],
    ['\uFF0D2+3', `"'\uFF0D2+3"`],
    ['\uFF20SUM(1)', `"'\uFF20SUM(1)"`],
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['a=b', '"a=b"'],
  ])('%j -> %j', (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it('writes numbers, booleans, dates and blanks', () => {
    expect(csvCell(-3)).toBe('-3');
    expect(csvCell(2.5)).toBe('2.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(new Date('2024-01-02T03:04:05.000Z'))).toBe('"2024-01-02T03:04:05.000Z"');
  });
});

describe('toCsv', () => {
  it('writes a header and one CRLF-terminated line per row', () => {
    const csv = toCsv([
      { header: 'Name', value: (r: { name: string; papers: number }) => r.name },
      { header: 'Papers', value: (r) => r.papers },
    ], [{ name: 'Ada, L.', papers: 3 }, { name: '=evil()', papers: 0 }]);
    expect(csv).toBe(`"Name","Papers"\r\n"Ada, L.",3\r\n"'=evil()",0\r\n`);
  });

  it('writes only the header for no rows', () => {
    expect(toCsv([{ header: 'A', value: () => 1 }], [])).toBe('"A"\r\n');
  });
});

describe('file names', () => {
  it('keeps safe characters only', () => {
    expect(safeCsvFileName('authorsThatHaveSameNumberOfPapers_Université de Montréal')).toBe('authorsThatHaveSameNumberOfPapers_Universite_de_Montreal.csv');
    expect(safeCsvFileName('a"b\r\nc.csv')).toBe('a_b_c.csv');
    expect(safeCsvFileName('')).toBe('export.csv');
    expect(csvAttachmentHeader('x y')).toBe('attachment; filename="x_y.csv"');
  });
});
