// Checks the demo journal catalogue against the ABDC Journal Quality List 2022 as published
// (tests/fixtures/journal-lists/abdc-jql-2022.xlsx): every ISSN must be the one ABDC records for a
// journal of the same title, and the ABDC rating the catalogue quotes must be ABDC's.
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_CATALOGUE, type CatalogueJournal } from '../src/demo/journals.ts';

const WORKBOOK = fileURLToPath(new URL('../../../tests/fixtures/journal-lists/abdc-jql-2022.xlsx', import.meta.url));

/**
 * Catalogue ISSNs that are right although the workbook does not have them, each with its reason.
 * (Checked by hand against the publishers' pages and the ISSN portal.)
 */
const ISSNS_NOT_IN_ABDC: Readonly<Record<string, { issn: string; reason: string }>> = {
  'Journal of Accounting and Economics': { issn: '1879-1980', reason: 'ABDC leaves the online ISSN blank; 1879-1980 is the journal\'s e-ISSN at Elsevier' },
  'Journal of Financial Economics': { issn: '1879-2774', reason: 'ABDC leaves the online ISSN blank; 1879-2774 is the journal\'s e-ISSN at Elsevier' },
  'The American Economic Review': { issn: '1944-7981', reason: 'ABDC gives 0065-812X as online ISSN, which is the print ISSN of AER Papers and Proceedings; the AER\'s own online ISSN is 1944-7981' },
};

/**
 * Catalogue journals absent from ABDC altogether (the FT50 has a few non-business journals that
 * lists like ABDC may leave out). Every FT50 and UTD24 journal of the catalogue is in ABDC 2022,
 * so none is needed today; an entry added here must give its reason, and the test below fails if
 * the journal is in fact in the workbook.
 */
const JOURNALS_ABSENT_FROM_ABDC: Readonly<Record<string, string>> = {};

interface AbdcRow {
  readonly title: string;
  readonly issns: ReadonlySet<string>;
  readonly rating: string;
}

/** Cell text as published: rich text joined, trailing tabs and spaces cut, '-' read as blank. */
function cellText(value: ExcelJS.CellValue): string {
  let text = '';
  if (value === null || value === undefined) text = '';
  else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else if ('richText' in value) text = value.richText.map((part) => part.text).join('');
  else if ('text' in value) text = String(value.text);
  else if ('result' in value) text = String(value.result ?? '');
  text = text.replace(/[\s\u00a0]+$/u, '').replace(/^[\s\u00a0]+/u, '');
  return text === '-' ? '' : text;
}

/** Title comparison: case, accents, '&'/'and', punctuation, a leading 'The' and parenthesised qualifiers ('(US)') do not count. */
function normaliseTitle(title: string): string {
  return title
    .normalize('NFD').replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^the /, '');
}

/** Equal titles, or one is the other plus a subtitle after a colon ('Omega: The International Journal of Management Science'). */
function titlesMatch(catalogueTitle: string, abdcTitle: string): boolean {
  const mainTitle = (title: string) => normaliseTitle(title.split(':')[0] ?? title);
  return normaliseTitle(catalogueTitle) === normaliseTitle(abdcTitle) || mainTitle(catalogueTitle) === normaliseTitle(abdcTitle) || normaliseTitle(catalogueTitle) === mainTitle(abdcTitle);
}

async function readAbdc(): Promise<AbdcRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(WORKBOOK);
  const sheet = workbook.getWorksheet('2022 JQL');
  if (!sheet) throw new Error("sheet '2022 JQL' not found");
  const header = sheet.getRow(9);
  const column = (name: string): number => {
    let found = -1;
    header.eachCell((cell, index) => { if (cellText(cell.value).toLowerCase() === name.toLowerCase()) found = index; });
    if (found < 0) throw new Error(`column '${name}' not found on row 9`);
    return found;
  };
  const titleColumn = column('Journal Title');
  const issnColumn = column('ISSN');
  const onlineColumn = column('ISSN Online');
  const ratingColumn = column('2022 rating');
  const rows: AbdcRow[] = [];
  sheet.eachRow((row, index) => {
    if (index <= 9) return;
    const title = cellText(row.getCell(titleColumn).value);
    if (!title) return;
    const issns = new Set([cellText(row.getCell(issnColumn).value), cellText(row.getCell(onlineColumn).value)].map((issn) => issn.toUpperCase()).filter(Boolean));
    rows.push({ title, issns, rating: cellText(row.getCell(ratingColumn).value) });
  });
  return rows;
}

function issnsOf(journal: CatalogueJournal): string[] {
  return [journal.issn, journal.eIssn].filter((issn): issn is string => issn !== null);
}

describe('journal catalogue against ABDC JQL 2022 (the workbook is required: it is the reference)', () => {
  let abdc: AbdcRow[];
  beforeAll(async () => {
    abdc = await readAbdc();
  }, 60_000);

  it('reads the whole list', () => {
    expect(abdc.length).toBeGreaterThan(2_600);
  });

  it('finds every catalogue ISSN in ABDC under a matching title, with the ABDC rating the catalogue quotes', () => {
    const problems: string[] = [];
    for (const journal of JOURNAL_CATALOGUE) {
      if (journal.name in JOURNALS_ABSENT_FROM_ABDC) continue;
      const issns = issnsOf(journal);
      const row = abdc.find((candidate) => issns.some((issn) => candidate.issns.has(issn)));
      if (!row) {
        problems.push(`${journal.name}: none of ${issns.join(', ')} is in ABDC`);
        continue;
      }
      if (!titlesMatch(journal.name, row.title)) problems.push(`${journal.name}: ABDC files ${issns.join('/')} under '${row.title}'`);
      for (const issn of issns) {
        const allowed = ISSNS_NOT_IN_ABDC[journal.name];
        if (!row.issns.has(issn) && allowed?.issn !== issn) problems.push(`${journal.name}: ISSN ${issn} is not in its ABDC row (${[...row.issns].join(', ')})`);
      }
      if (row.rating !== journal.abdcRating) problems.push(`${journal.name}: ABDC rates it ${row.rating}, the catalogue says ${journal.abdcRating}`);
    }
    expect(problems).toEqual([]);
  });

  it('keeps its allow-lists honest', () => {
    for (const [name, { issn }] of Object.entries(ISSNS_NOT_IN_ABDC)) {
      const journal = JOURNAL_CATALOGUE.find((candidate) => candidate.name === name);
      expect(journal, name).toBeDefined();
      expect(issnsOf(journal as CatalogueJournal), name).toContain(issn);
      expect(abdc.some((row) => row.issns.has(issn)), `${name} ${issn} is in ABDC after all`).toBe(false);
    }
    for (const name of Object.keys(JOURNALS_ABSENT_FROM_ABDC)) {
      expect(abdc.some((row) => titlesMatch(name, row.title)), `${name} is in ABDC after all`).toBe(false);
    }
  });
});

describe('journal catalogue', () => {
  it('has the FT50 and UT Dallas 24 lists as tier A, and only those', () => {
    expect(JOURNAL_CATALOGUE.filter((journal) => journal.rankingLists.includes('FT50'))).toHaveLength(50);
    expect(JOURNAL_CATALOGUE.filter((journal) => journal.rankingLists.includes('UTD24'))).toHaveLength(24);
    for (const journal of JOURNAL_CATALOGUE) expect(journal.tier === 'A', journal.name).toBe(journal.rankingLists.length > 0);
    expect(JOURNAL_CATALOGUE.filter((journal) => journal.tier === 'A-').length).toBeGreaterThan(40);
    expect(JOURNAL_CATALOGUE.filter((journal) => journal.tier === 'B').length).toBeGreaterThan(40);
  });

  it('has unique, well-formed ISSNs, names and a publisher for every journal', () => {
    const seen = new Set<string>();
    for (const journal of JOURNAL_CATALOGUE) {
      expect(journal.issn ?? journal.eIssn, journal.name).not.toBeNull();
      expect(journal.publisher, journal.name).not.toBe('');
      expect(journal.abbreviation, journal.name).not.toBe('');
      for (const issn of issnsOf(journal)) {
        expect(issn, journal.name).toMatch(/^\d{4}-\d{3}[\dX]$/);
        expect(seen.has(issn), `${issn} twice`).toBe(false);
        seen.add(issn);
      }
    }
    expect(new Set(JOURNAL_CATALOGUE.map((journal) => normaliseTitle(journal.name))).size).toBe(JOURNAL_CATALOGUE.length);
  });

  it('has ISSNs whose check digits are right', () => {
    for (const journal of JOURNAL_CATALOGUE) {
      for (const issn of issnsOf(journal)) {
        const digits = issn.replace('-', '');
        const sum = [...digits.slice(0, 7)].reduce((total, digit, index) => total + Number(digit) * (8 - index), 0);
        const check = (11 - (sum % 11)) % 11;
        expect(digits[7], `${journal.name} ${issn}`).toBe(check === 10 ? 'X' : String(check));
      }
    }
  });
});
