import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFArray, PDFDocument, StandardFonts, decodePDFRawStream, type PDFFont, type PDFRawStream } from 'pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { createProfileWorld, multipart, onePagePdf, type ProfileWorld } from './support/profileFixtures.ts';
import { TIER_COLOURS, type Tier } from '@ri/ingestion';
import type { TMarkJournalsResponse } from '@ri/contracts';
import { NOT_A_PDF_MESSAGE } from '../src/domains/files/service.ts';
import { NO_STORED_CV_MESSAGE, OUTSIDE_CV_MESSAGE } from '../src/domains/markCv/service.ts';
import { startAnalyticsWorkers, waitForRun, type AnalyticsWorkers } from './support/analyticsWorkers.ts';

const SIZE = 11;
const LEFT = 72;
const lineY = (index: number) => 720 - index * 16;

/** A CV: each page a list of lines, drawn in Helvetica 11 pt from the top. */
async function cvPdf(pages: string[][]): Promise<{ bytes: Uint8Array; font: PDFFont }> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = doc.addPage([612, 792]);
    lines.forEach((line, index) => page.drawText(line, { x: LEFT, y: lineY(index), size: SIZE, font }));
  }
  return { bytes: await doc.save(), font };
}

interface DrawnRect { page: number; tier: Tier | null; x: number; y: number; width: number; height: number }

/** Reads back the translucent rectangles drawn on each page (pdf-lib's drawRectangle operators). */
async function drawnHighlights(pdf: Uint8Array): Promise<DrawnRect[]> {
  const doc = await PDFDocument.load(pdf);
  const rects: DrawnRect[] = [];
  doc.getPages().forEach((page, index) => {
    const contents = page.node.Contents();
    const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref)) : [contents];
    const text = streams.map((s) => new TextDecoder().decode(decodePDFRawStream(s as PDFRawStream).decode())).join('\n');
    for (const block of text.split(/^Q$/m)) {
      const m = /\/GS-\d+ gs\n([\d.]+) ([\d.]+) ([\d.]+) rg\n[\s\S]*?1 0 0 1 ([\d.-]+) ([\d.-]+) cm\n[\s\S]*?0 0 m\n0 ([\d.]+) l\n([\d.]+) [\d.]+ l/.exec(block);
      if (!m) continue;
      const [r, g, b] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const tier = (Object.entries(TIER_COLOURS).find(([, c]) => Math.abs(c.r - r) < 1e-6 && Math.abs(c.g - g) < 1e-6 && Math.abs(c.b - b) < 1e-6)?.[0] ?? null) as Tier | null;
      rects.push({ page: index + 1, tier, x: Number(m[4]), y: Number(m[5]), height: Number(m[6]), width: Number(m[7]) });
    }
  });
  return rects.filter((r) => r.tier !== null);
}

async function pageTextOf(pdf: Uint8Array, pageNumber: number): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 }).promise;
  const content = await (await document.getPage(pageNumber)).getTextContent();
  await document.destroy();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('Mark CV: journal names found in the PDF\'s text and highlighted in their tier colours', () => {
  let t: TestApp;
  let w: ProfileWorld;
  let storageDir: string;
  let workers: AnalyticsWorkers;

  const mark = async (user: Parameters<ProfileWorld['headers']>[0], bytes?: Uint8Array, fields: Record<string, string> = {}) => {
    const headers = await w.headers(user);
    if (!bytes) return t.app.inject({ method: 'POST', url: '/api/mark_journals', headers, payload: fields });
    const form = await multipart(fields, { name: 'cv.pdf', type: 'application/pdf', bytes });
    return t.app.inject({ method: 'POST', url: '/api/mark_journals', headers: { ...headers, ...form.headers }, payload: form.payload });
  };
  /** POST mark_journals answers 202 with the Mark CV job at once; the job's result is the marked CV. */
  const marked = async (user: Parameters<ProfileWorld['headers']>[0], bytes?: Uint8Array, fields: Record<string, string> = {}): Promise<TMarkJournalsResponse> => {
    const response = await mark(user, bytes, fields);
    expect(response.statusCode, response.body).toBe(202);
    expect(response.json()).toMatchObject({ queue: 'mark-cv', job_id: expect.any(String), message: 'Marking your CV' });
    // the first job of a process starts a sandbox thread and loads pdfjs: seconds, a minute on a busy machine
    return (await waitForRun(t.db, 'mark-cv', response.json().job_id, 170_000)).result as TMarkJournalsResponse;
  };
  const download = async (url: string) => (await t.app.inject({ method: 'GET', url: new URL(url).pathname, headers: await w.headers('faculty') })).rawPayload;

  const CV = [
    [
      'Ann Lee - Curriculum Vitae',
      'Lee, A. (2020). Pricing under uncertainty. Management Science, 66(3), 1-20.',
      'Lee, A. and Co, C. (2019). Risk and return. The Journal of Finance, 74, 10-40.',
      'Lee, A. (2018). Audits. Journal of Accounting',
      'Research, 56(2), 100-130.',
    ],
    [
      'Lee, A. (2017). Leverage. JFE 120, 1-30.',
      'Lee, A. (2016). Choices. DECISION SCIENCES 47.',
      'Lee, A. (2015). Brands. Marketing Letters 26.',
      'Lee, A. (2014). Nothing. Journal of Untiered Studies 1.',
    ],
    [
      'Lee, A. (2013). Forecasts. Manage-',
      'ment Science 59, 1-2.',
      'Lee, A. (2012). Disclosure. The Accounting Review 87.',
    ],
  ];

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'ri-markcv-'));
    t = await createTestApp({ STORAGE_DIR: storageDir, PUBLIC_URL: 'http://app.test' });
    w = await createProfileWorld(t);
    workers = await startAnalyticsWorkers(t, { storageDir });
    const journals = await t.db.insertInto('journals').values([
      { name: 'Management Science', tier: 'A' },
      { name: 'Journal of Finance', tier: 'A' },
      { name: 'Journal of Financial Economics', abbreviation: 'JFE', tier: 'A-' },
      { name: 'Journal of Accounting Research', tier: 'A' },
      { name: 'The Accounting Review', tier: 'A' },
      { name: 'Decision Sciences', tier: 'B' },
      { name: 'Marketing Letters', tier: 'B' },
      { name: 'Journal of Untiered Studies', tier: null },
    ]).returning(['id', 'name']).execute();
    // Ann's department (Finance at Stanford) grades Marketing Letters A
    const finance = await t.db.selectFrom('departments').select('id').where('university_id', '=', w.stanford).where('name', '=', 'Finance').executeTakeFirstOrThrow();
    await t.db.insertInto('author_departments').values({ author_id: w.own, department_id: finance.id, percent_appointment: 100 }).execute();
    await t.db.insertInto('department_journals').values({ department_id: finance.id, journal_id: journals.find((j) => j.name === 'Marketing Letters')!.id, tier: 'A' }).execute();
  });
  afterAll(async () => {
    await workers?.close();
    await t.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('finds full names, abbreviations, names broken across lines or hyphenated, in any case, with department tiers over global ones', async () => {
    const { bytes, font } = await cvPdf(CV);
    const body = await marked('faculty', bytes, { first_name: 'Ann', last_name: 'Lee' });
    expect(body.pages).toBe(3);
    expect(body.matches.map((m) => [m.page, m.name, m.tier, m.text])).toEqual([
      [1, 'Management Science', 'A', 'Management Science'],
      [1, 'Journal of Finance', 'A', 'Journal of Finance'],
      [1, 'Journal of Accounting Research', 'A', 'Journal of Accounting Research'],
      [2, 'Journal of Financial Economics', 'A-', 'JFE'],
      [2, 'Decision Sciences', 'B', 'DECISION SCIENCES'],
      [2, 'Marketing Letters', 'A', 'Marketing Letters'],
      [3, 'Management Science', 'A', 'Management Science'],
      [3, 'The Accounting Review', 'A', 'Accounting Review'],
    ]);
    expect(body.url).toMatch(/^http:\/\/app\.test\/api\/files\/marked-[0-9a-f-]{36}\.pdf$/);

    // the highlights sit on the words: x from the text before them, one rectangle per line
    const rects = await drawnHighlights(await download(body.url));
    const expected: Array<{ page: number; line: number; before: string; text: string; tier: Tier }> = [
      { page: 1, line: 1, before: 'Lee, A. (2020). Pricing under uncertainty. ', text: 'Management Science', tier: 'A' },
      { page: 1, line: 2, before: 'Lee, A. and Co, C. (2019). Risk and return. The ', text: 'Journal of Finance', tier: 'A' },
      { page: 1, line: 3, before: 'Lee, A. (2018). Audits. ', text: 'Journal of Accounting', tier: 'A' },
      { page: 1, line: 4, before: '', text: 'Research', tier: 'A' },
      { page: 2, line: 0, before: 'Lee, A. (2017). Leverage. ', text: 'JFE', tier: 'A-' },
      { page: 2, line: 1, before: 'Lee, A. (2016). Choices. ', text: 'DECISION SCIENCES', tier: 'B' },
      { page: 2, line: 2, before: 'Lee, A. (2015). Brands. ', text: 'Marketing Letters', tier: 'A' },
      { page: 3, line: 0, before: 'Lee, A. (2013). Forecasts. ', text: 'Manage', tier: 'A' },
      { page: 3, line: 1, before: '', text: 'ment Science', tier: 'A' },
      { page: 3, line: 2, before: 'Lee, A. (2012). Disclosure. The ', text: 'Accounting Review', tier: 'A' },
    ];
    expect(rects).toHaveLength(expected.length);
    // pdf-lib writes glyphs without kerning, so the printed width is the sum of the glyphs' widths
    const printedWidth = (text: string) => [...text].reduce((sum, ch) => sum + font.widthOfTextAtSize(ch, SIZE), 0);
    for (const e of expected) {
      const x = LEFT + printedWidth(e.before);
      const width = printedWidth(e.text);
      const baseline = lineY(e.line);
      const rect = rects.find((r) => r.page === e.page && Math.abs(r.x - x) < 0.5 && r.y < baseline && r.y + r.height > baseline + SIZE * 0.7);
      expect(rect, `${e.text} on page ${e.page}`).toBeDefined();
      expect(rect!.width).toBeCloseTo(width, 0);
      expect(rect!.tier).toBe(e.tier);
    }
    // the untiered journal is not highlighted, and the legend is on the first page only
    expect(await pageTextOf(await download(body.url), 1)).toMatch(/Journals in the CV of Ann Lee:.*A journal \(6\).*A- journal \(1\).*B journal \(1\)/);
    expect(await pageTextOf(await download(body.url), 2)).not.toMatch(/A journal \(/);

    const profile = (await t.app.inject({ method: 'GET', url: '/api/profile/get_profile', headers: await w.headers('faculty') })).json();
    expect(profile.highlighted_cv).toBe(body.url);
  }, 180_000);

  it('marks the stored CV when no file is sent; clear messages without a usable CV or with a file that is not a PDF', async () => {
    const none = await mark('faculty');
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(NO_STORED_CV_MESSAGE);

    await t.db.updateTable('authors').set({ cv: 'https://dropbox.example.com/ann.pdf' }).where('id', '=', w.own).execute();
    expect((await mark('faculty')).json().message).toBe(OUTSIDE_CV_MESSAGE);

    const { bytes } = await cvPdf([['Published in Management Science.']]);
    const form = await multipart({}, { name: 'cv.pdf', type: 'application/pdf', bytes });
    const uploaded = await t.app.inject({ method: 'POST', url: '/api/profile/upload_cv', headers: { ...(await w.headers('faculty')), ...form.headers }, payload: form.payload });
    expect(uploaded.statusCode).toBe(200);
    const stored = await marked('faculty');
    expect(stored.matches).toEqual([{ journal_id: expect.any(Number), name: 'Management Science', tier: 'A', page: 1, text: 'Management Science' }]);

    const notPdf = await mark('faculty', Buffer.from('plain text'));
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toBe(NOT_A_PDF_MESSAGE);
  });

  it('refuses another author\'s CV to faculty and every university user; an admin may mark any author\'s, even a verified one', async () => {
    const pdf = await onePagePdf('Journal of Finance');
    const other = await mark('faculty', pdf, { author_id: String(w.other) });
    expect(other.statusCode).toBe(403);
    expect((await t.db.selectFrom('authors').select('highlighted_cv').where('id', '=', w.other).executeTakeFirstOrThrow()).highlighted_cv).toBe('');
    expect((await mark('university', pdf)).statusCode).toBe(403);
    await marked('verifiedFaculty', pdf);
    const admin = await marked('admin', pdf, { author_id: String(w.other) });
    expect((await t.db.selectFrom('authors').select('highlighted_cv').where('id', '=', w.other).executeTakeFirstOrThrow()).highlighted_cv).toBe(admin.url);
  });

  it('marks a 10-page CV against a catalogue of 2,000 journals in the job (time printed; npm run bench:hostile records it)', async () => {
    const names = Array.from({ length: 2000 }, (_, i) => ({ name: `Journal of Synthetic Studies ${i} Quarterly`, tier: (['A', 'A-', 'B'] as const)[i % 3] }));
    await t.db.insertInto('journals').values(names).execute();
    const pages = Array.from({ length: 10 }, (_, p) => Array.from({ length: 42 }, (_, l) =>
      l % 3 === 0 ? `Lee, A. (${2000 + l}). Paper ${p}-${l}. Journal of Synthetic Studies ${(p * 42 + l) % 2000} Quarterly, ${l}(2), 1-20.`
        : l % 3 === 1 ? `Lee, A. and Co, C. (${1990 + l}). Another title for line ${l}. Management Science ${l}, 100-120.`
          : `Invited talk ${l} at the annual meeting of the society for research, ${2000 + p}.`));
    const { bytes } = await cvPdf(pages);
    const started = performance.now();
    const result = await marked('faculty', bytes);
    expect(result.pages).toBe(10);
    expect(result.matches).toHaveLength(10 * 28);
    console.log(`Mark CV job, 10-page CV, 2,008 journals: ${Math.round(performance.now() - started)} ms`);
  });
});
