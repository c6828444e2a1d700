import { describe, expect, it } from 'vitest';
import { csvLine, detectCsvDelimiter, parseCsv, toCsv } from './index.ts';

describe('parseCsv', () => {
  it('reads quoted cells with delimiters, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\n"two\nlines",z')).toEqual([['a', 'b'], ['x, y', 'say "hi"'], ['two\nlines', 'z']]);
  });

  it('drops a byte-order mark and accepts CRLF, LF and CR line ends', () => {
    expect(parseCsv('\uFEFFa,b\r\n1,2\n3,4\r5,6')).toEqual([['a', 'b'], ['1', '2'], ['3', '4'], ['5', '6']]);
  });

  it('keeps empty cells, a quoted empty cell and a final line without a line end', () => {
    expect(parseCsv('a,,c\n"",x,\n')).toEqual([['a', '', 'c'], ['', 'x', '']]);
    expect(parseCsv('""')).toEqual([['']]);
    expect(parseCsv('')).toEqual([]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(parseCsv('5" disk,x')).toEqual([['5" disk', 'x']]);
  });

  it('leaves every cell as text: numbers, a user\'s "-3" and formula strings are not interpreted', () => {
    expect(parseCsv('-3,"-3",=SUM(A1:A2),"\'=evil()"')).toEqual([['-3', '-3', '=SUM(A1:A2)', "'=evil()"]]);
  });

  it('detects ; and tab delimiters from the first non-blank line', () => {
    expect(detectCsvDelimiter('\n\ntitle;issn;rating\r\nx,y;z')).toBe(';');
    expect(detectCsvDelimiter('Title\tISSN')).toBe('\t');
    expect(detectCsvDelimiter('single')).toBe(',');
    expect(parseCsv('title;issn\n"A; B";1\r\n"C ""D""";2', { delimiter: 'detect' })).toEqual([['title', 'issn'], ['A; B', '1'], ['C "D"', '2']]);
  });

  it('stops after maxRows', () => {
    expect(parseCsv('a,b\n1,2\n3,4', { maxRows: 1 })).toEqual([['a', 'b']]);
    expect(parseCsv('"a\nb",c\n1', { maxRows: 1 })).toEqual([['a\nb', 'c']]);
  });

  it('reads back what the writer wrote (numbers bare, text quoted, formulas neutralised)', () => {
    const rows = [{ name: 'Ada, "L."', score: -3, note: '-3' }, { name: 'two\r\nlines', score: 0, note: '=HYPERLINK("x")' }];
    const csv = toCsv([
      { header: 'Name', value: (r: (typeof rows)[number]) => r.name },
      { header: 'Score', value: (r) => r.score },
      { header: 'Note', value: (r) => r.note },
    ], rows);
    expect(csv).toContain(',-3,"\'-3"\r\n');
    expect(parseCsv(csv)).toEqual([
      ['Name', 'Score', 'Note'],
      ['Ada, "L."', '-3', "'-3"],
      ['two\r\nlines', '0', '\'=HYPERLINK("x")'],
    ]);
    expect(parseCsv(csvLine(['\tTab', '@at', '+1']))).toEqual([["'\tTab", "'@at", "'+1"]]);
  });
});
