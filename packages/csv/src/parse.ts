/**
 * The one CSV parser of the product (RFC 4180 with the tolerance real files need).
 *
 * - A field that starts with `"` is quoted: it may hold the delimiter, line breaks and doubled quotes `""`.
 *   A quote inside an unquoted field is kept as text.
 * - Lines end with CRLF, LF or CR; a byte-order mark at the start is dropped.
 * - The delimiter is `,` unless given; `'detect'` takes whichever of `,`, `;` and tab splits the first
 *   non-blank line into the most cells (spreadsheets in many locales write `;`).
 * - Every cell is text: the parser never turns `-3` or `=A1` into anything else, so a caller decides what a cell means.
 */

export type CsvDelimiter = ',' | ';' | '\t';

export interface ParseCsvOptions {
  /** the cell separator, or 'detect' (default ',') */
  delimiter?: CsvDelimiter | 'detect';
  /** stop after this many rows (a header preview need not read a whole file) */
  maxRows?: number;
}

const DELIMITERS: readonly CsvDelimiter[] = [',', ';', '\t'];

/** The delimiter that splits the first non-blank line of `text` into the most cells (',' on a tie or no line). */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  let best: CsvDelimiter = ',';
  let bestCount = 1;
  for (const delimiter of DELIMITERS) {
    const count = firstLine.split(delimiter).length;
    if (count > bestCount) { best = delimiter; bestCount = count; }
  }
  return best;
}

/** The rows of a CSV text, each a list of its cells as text. */
export function parseCsv(text: string, options: ParseCsvOptions = {}): string[][] {
  const input = text.replace(/^\uFEFF/, '');
  const delimiter = options.delimiter === 'detect' ? detectCsvDelimiter(input) : options.delimiter ?? ',';
  const maxRows = options.maxRows ?? Number.POSITIVE_INFINITY;
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  for (let i = 0; i < input.length && rows.length < maxRows; i++) {
    const ch = input[i]!;
    if (quoted) {
      if (ch !== '"') field += ch;
      else if (input[i + 1] === '"') { field += '"'; i += 1; }
      else quoted = false;
      continue;
    }
    if (ch === '"' && !fieldStarted) { quoted = true; fieldStarted = true; }
    else if (ch === delimiter) { row.push(field); field = ''; fieldStarted = false; }
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i += 1;
      row.push(field); rows.push(row); row = []; field = ''; fieldStarted = false;
    } else { field += ch; fieldStarted = true; }
  }
  if (rows.length < maxRows && (fieldStarted || row.length > 0)) { row.push(field); rows.push(row); }
  return rows;
}
