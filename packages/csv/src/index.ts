/**
 * The one CSV writer of the product (RFC 4180), safe to open in a spreadsheet.
 *
 * - Every cell is quoted when it holds a comma, a double quote, CR or LF; quotes are doubled.
 * - Formula injection: a text cell starting with `=`, `+`, `-`, `@`, a tab or a carriage return
 *   would be run as a formula by Excel, LibreOffice or Google Sheets, so it gets a leading
 *   apostrophe (OWASP "CSV Injection"). Numbers are written as numbers: -3 stays -3.
 * - Lines end with CRLF, as RFC 4180 says; the header row comes first.
 */

export type CsvValue = string | number | boolean | null | undefined | Date;

export interface CsvColumn<Row> {
  /** the header cell */
  header: string;
  /** the cell of one row */
  value: (row: Row) => CsvValue;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** The text of one cell, neutralised against formula injection and quoted when needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
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
