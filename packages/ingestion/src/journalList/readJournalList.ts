// Journal quality lists: the ABDC workbook as published (sheet '2022 JQL', a title block, the header
// on row 9, ISSNs with trailing tabs, ratings with trailing spaces, '-' for blank) and plain CSV
// files whose title, ISSN and rating columns are named on import.
import ExcelJS from 'exceljs';
import { parseCsv } from '@ri/csv';
import { cleanCell, normaliseIssn } from '../text.ts';
import type { RejectedRow } from '../importRuns.ts';

export interface JournalListRow {
  /** 'row 10' in the workbook or CSV (1-based, as a spreadsheet shows it) */
  position: string;
  title: string;
  publisher: string;
  issn: string;
  eIssn: string;
  rating: string;
}

export interface JournalListRead {
  rows: JournalListRow[];
  rejected: RejectedRow[];
  sheet?: string;
  headerRow?: number;
}

export class JournalListFormatError extends Error {
  constructor(message: string, readonly position = 'file') {
    super(message);
    this.name = 'JournalListFormatError';
  }
}

export interface ColumnNames {
  title: string;
  issn: string;
  eIssn?: string;
  rating: string;
  publisher?: string;
}

/** The ABDC workbook's columns. The rating column is found by 'rating' in its name ('2022 rating'). */
export const ABDC_COLUMNS: ColumnNames = { title: 'Journal Title', issn: 'ISSN', eIssn: 'ISSN Online', rating: 'rating', publisher: 'Publisher' };

const headerKey = (value: unknown) => cleanCell(value).toLowerCase();

function findColumns(header: string[], names: ColumnNames): Record<keyof ColumnNames, number> | null {
  const exact = (name: string | undefined) => (name ? header.findIndex((h) => h === name.toLowerCase()) : -1);
  const title = exact(names.title);
  const issn = exact(names.issn);
  const rating = exact(names.rating) >= 0 ? exact(names.rating) : header.findIndex((h) => h.includes(names.rating.toLowerCase()));
  if (title < 0 || rating < 0) return null;
  return { title, issn, eIssn: exact(names.eIssn), rating, publisher: exact(names.publisher) };
}

function toRow(position: string, cells: string[], columns: Record<keyof ColumnNames, number>): JournalListRow {
  const at = (index: number) => (index >= 0 ? cells[index] ?? '' : '');
  return {
    position, title: at(columns.title), publisher: at(columns.publisher),
    issn: normaliseIssn(at(columns.issn)), eIssn: normaliseIssn(at(columns.eIssn)), rating: at(columns.rating).toUpperCase(),
  };
}

/** Reads a workbook: the named sheet, or the first sheet with the expected header in its first 30 rows. */
export async function readJournalWorkbook(content: Buffer, options: { sheet?: string; columns?: ColumnNames } = {}): Promise<JournalListRead> {
  const columnsWanted = options.columns ?? ABDC_COLUMNS;
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch (error) {
    throw new JournalListFormatError(`The file is not an Excel workbook (.xlsx): ${(error as Error).message}`);
  }
  const sheets = options.sheet ? [workbook.getWorksheet(options.sheet)].filter((s) => s !== undefined) : workbook.worksheets;
  if (sheets.length === 0) {
    throw new JournalListFormatError(options.sheet ? `The workbook has no sheet '${options.sheet}' (sheets: ${workbook.worksheets.map((s) => s.name).join(', ')})` : 'The workbook has no sheets');
  }
  for (const sheet of sheets) {
    for (let r = 1; r <= Math.min(30, sheet.rowCount); r++) {
      const values = sheet.getRow(r).values as unknown[];
      const header = Array.from({ length: values.length }, (_, i) => headerKey(values[i]));
      const columns = findColumns(header, columnsWanted);
      if (!columns) continue;
      const rows: JournalListRow[] = [];
      const rejected: RejectedRow[] = [];
      for (let n = r + 1; n <= sheet.rowCount; n++) {
        const raw = sheet.getRow(n).values as unknown[];
        const cells = Array.from({ length: Math.max(raw.length, header.length) }, (_, i) => cleanCell(raw[i]));
        if (cells.every((c) => c === '')) continue;
        rows.push(toRow(`row ${n}`, cells, columns));
      }
      return { rows, rejected, sheet: sheet.name, headerRow: r };
    }
  }
  const where = options.sheet ? `sheet '${options.sheet}'` : `any sheet (${workbook.worksheets.map((s) => s.name).join(', ')})`;
  throw new JournalListFormatError(`No header row with the columns '${columnsWanted.title}' and '${columnsWanted.rating}' in the first 30 rows of ${where}`);
}

export function readJournalCsv(content: Buffer, columns: ColumnNames): JournalListRead {
  const text = content.toString('utf8');
  if (text.includes('\u0000')) throw new JournalListFormatError('The file is not a text (CSV) file');
  const table = parseCsv(text, { delimiter: 'detect' });
  const headerIndex = table.findIndex((r) => r.some((c) => c.trim() !== ''));
  if (headerIndex < 0) throw new JournalListFormatError('The CSV file is empty');
  const header = table[headerIndex]!.map(headerKey);
  const found = findColumns(header, columns);
  if (!found) throw new JournalListFormatError(`The CSV header (row ${headerIndex + 1}) lacks the column '${columns.title}' or '${columns.rating}' (it has: ${table[headerIndex]!.map((c) => c.trim()).join(', ')})`, `row ${headerIndex + 1}`);
  const rows: JournalListRow[] = [];
  for (let i = headerIndex + 1; i < table.length; i++) {
    const cells = table[i]!.map(cleanCell);
    if (cells.every((c) => c === '')) continue;
    rows.push(toRow(`row ${i + 1}`, cells, found));
  }
  return { rows, rejected: [], headerRow: headerIndex + 1 };
}

// the tier mapping lives in tierMapping.ts (no workbook reader: the API process imports it)
export { DEFAULT_TIER_MAPPING, parseTierMapping, type TierMapping } from './tierMapping.ts';
