/**
 * The one CSV writer of the product (RFC 4180), safe to open in a spreadsheet.
 *
 * - Every text cell is quoted (quotes doubled), whatever it holds: a `;` in an unquoted cell splits it into two
 *   columns in the many locales whose spreadsheets read `;` as the delimiter (`x;=cmd|...` became a formula).
 *   Numbers and booleans are written bare: -3 stays the number -3.
 * - Formula injection: a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return, or with the
 *   full-width `＝`, `＋`, `－`, `＠` (which spreadsheets read as their ASCII forms), would be run as a formula by
 *   Excel, LibreOffice or Google Sheets, so it gets a leading apostrophe (OWASP "CSV Injection").
 * - Lines end with CRLF, as RFC 4180 says; the header row comes first.
 */

export type CsvValue = string | number | boolean | null | undefined | Date;

export interface CsvColumn<Row> {
  /** the header cell */
  header: string;
  /** the cell of one row */
  value: (row: Row) => CsvValue;
}

/** What a spreadsheet reads as the start of a formula: ASCII and full-width forms. */
export const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** The text of one cell: numbers and booleans bare, every text neutralised against formula injection and quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (text === '') return '';
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV line (without its line end). */
export function csvLine(values: readonly CsvValue[]): string {
  return values.map(csvCell).join(',');
}

/** A whole CSV document: header, then one line per row, each ending with CRLF. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const lines = [csvLine(columns.map((column) => column.header))];
  for (const row of rows) lines.push(csvLine(columns.map((column) => column.value(row))));
  return `${lines.join('\r\n')}\r\n`;
}

/** A file name safe in a Content-Disposition header: letters, digits, '-', '_' and '.' only. */
export function safeCsvFileName(name: string): string {
  const base = name.replace(/\.csv$/i, '').normalize('NFD').replace(/\p{Diacritic}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');
  return `${base === '' ? 'export' : base}.csv`;
}

/** The Content-Disposition header value for a CSV download. */
export function csvAttachmentHeader(fileName: string): string {
  return `attachment; filename="${safeCsvFileName(fileName)}"`;
}
export * from './parse.ts';
