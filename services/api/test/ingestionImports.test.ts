import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobEvent } from '@ri/contracts';
import { createImportRun, saveUpload } from '@ri/ingestion';
import { createJobProducer, createRedisConnection } from '@ri/jobs';
import { PROCESSORS, type Processor } from '@ri/workers';
import { testEnv } from '@ri/tests/support/env';
import { FIXTURES, multipart, snapshot, startHarness, tokenFor, type Harness } from './ingestionHelpers.ts';
import { createUser } from './support/testApp.ts';

const record = (name: string) => JSON.parse(readFileSync(new URL(`openalex/${name}.json`, FIXTURES), 'utf8')) as Record<string, unknown>;
const work = record('W2741809807');
const abdc = readFileSync(new URL('journal-lists/abdc-jql-2022.xlsx', FIXTURES));

/** The real work with another id, DOI and title (the benchmark's synthesis, small). */
function variant(i: number): Record<string, unknown> {
  return { ...work, id: `https://openalex.org/W900000${i}`, doi: `https://doi.org/10.5555/variant.${i}`, title: `Variant ${i} of ${String(work.title)}`, display_name: `Variant ${i}` };
}

// Imports whose first attempt "dies" after two committed batches (the worker process killed mid-import):
// BullMQ retries them, and the retry must resume after the last committed batch.
const crashOnFirstAttempt = new Set<number>();
const crashingOpenAlex: Processor<'openalexImport'> = async (context) => {
  if (!crashOnFirstAttempt.has(context.payload.importRunId) || context.job.attemptsMade > 0) return PROCESSORS.openalexImport(context);
  let committed = 0;
  return PROCESSORS.openalexImport({
    ...context,
    async reportProgress(progress) {
      await context.reportProgress(progress);
      if (progress.stage === 'import' && ++committed === 2) throw new Error('simulated crash after two batches');
    },
  });
};

describe('OpenAlex and journal-list imports: uploads, jobs, idempotence, resume, history', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness({ openalexImport: crashingOpenAlex }); });
  afterAll(async () => { await h.close(); });

  async function upload(url: string, file: { name: string; content: Buffer }, fields: Record<string, string> = {}, headers = h.admin) {
    const form = multipart(file, fields);
    return h.t.app.inject({ method: 'POST', url, headers: { ...headers, ...form.headers }, payload: form.body });
  }
  async function importFile(url: string, file: { name: string; content: Buffer }, fields: Record<string, string> = {}) {
    const response = await upload(url, file, fields);
    expect(response.statusCode, response.body).toBe(202);
    const started = response.json() as { queue: string; job_id: string };
    const events = await h.follow(started);
    const last = events.at(-1)!;
    expect(last.kind, JSON.stringify(last)).toBe('completed');
    return { ...(last as { result: Record<string, unknown> }).result, events, started } as unknown as Record<string, unknown> & { import_run_id: number; events: TJobEvent[]; started: { queue: string; job_id: string } };
  }

  it('imports the real records (an array of I, S, P, A and W) mapping the named institution\'s people as faculty', async () => {
    const all = ['I27837315', 'S137773608', 'P4310319965', 'A5023888391', 'W2741809807'].map(record);
    const result = await importFile('/api/imports/openalex', { name: 'records.json', content: Buffer.from(JSON.stringify(all)) }, { institution: 'https://openalex.org/I201448701' });
    // the university of Washington (named) is created from the work's authorship; Michigan is not ours and is skipped
    expect(result).toMatchObject({ created: 3, skipped: 2, rejected: 0 });
    // progress until the end (none if the job finished before the stream opened), and the run's last progress is 100 %
    expect(result.events.slice(0, -1).every((e) => e.kind === 'progress')).toBe(true);
    const run = await h.t.app.inject({ method: 'GET', url: `/api/jobs/${result.started.queue}/${result.started.job_id}`, headers: h.admin });
    expect(run.json()).toMatchObject({ status: 'completed', progress: { pct: 100 } });
    const { db } = h.t;
    const uw = await db.selectFrom('universities').selectAll().where('openalex_id', '=', 'I201448701').executeTakeFirstOrThrow();
    expect(uw).toMatchObject({ name: 'University of Washington', ror_id: '00cvxb145' });
    const paper = await db.selectFrom('papers').selectAll().where('openalex_id', '=', 'W2741809807').executeTakeFirstOrThrow();
    expect(paper).toMatchObject({ doi: '10.7717/peerj.4375', year: 2018, citation_count: 962, volume: '6', publication_name: 'PeerJ', issn: '2167-8359' });
    const journal = await db.selectFrom('journals').selectAll().where('id', '=', paper.journal_id!).executeTakeFirstOrThrow();
    expect(journal).toMatchObject({ name: 'PeerJ', issn: '2167-8359', openalex_id: 'S1983995261' });
    expect(await db.selectFrom('journals').select(['name', 'issn', 'e_issn']).where('openalex_id', '=', 'S137773608').executeTakeFirst()).toEqual({ name: 'Nature', issn: '0028-0836', e_issn: '1476-4687' });
    expect(await db.selectFrom('publishers').select('name').where('openalex_id', '=', 'P4310319965').executeTakeFirst()).toEqual({ name: 'Springer Nature' });
    const authorships = await db.selectFrom('authorships').selectAll().where('paper_id', '=', paper.id).orderBy('position').execute();
    expect(authorships).toHaveLength(9);
    const faculty = authorships.filter((a) => a.author_id !== null);
    expect(faculty.map((a) => a.printed_last_name)).toEqual(['Norlander', 'Farley', 'West']);
    expect(faculty.every((a) => a.university_id === uw.id)).toBe(true);
    const authors = await db.selectFrom('authors').select(['first_name', 'mid_name', 'last_name', 'orcid', 'openalex_id', 'university_id', 'search_name']).orderBy('id').execute();
    expect(authors).toEqual([
      { first_name: 'Bree', mid_name: '', last_name: 'Norlander', orcid: '0000-0002-0431-4221', openalex_id: 'A5015414792', university_id: uw.id, search_name: 'bree norlander' },
      { first_name: 'Ashley', mid_name: '', last_name: 'Farley', orcid: '0000-0001-9310-6944', openalex_id: 'A5062989025', university_id: uw.id, search_name: 'ashley farley' },
      { first_name: 'Jevin', mid_name: 'D.', last_name: 'West', orcid: '0000-0002-4118-0322', openalex_id: 'A5046879461', university_id: uw.id, search_name: 'jevin west' },
    ]);
    const citations = await db.selectFrom('citations').select(['year', 'count']).where('paper_id', '=', paper.id).orderBy('year').execute();
    expect(citations[0]).toEqual({ year: 2017, count: 9 });
    expect(citations.reduce((sum, c) => sum + c.count, 0)).toBe(960);

    // the same file again: nothing changes
    const before = await snapshot(db);
    const again = await importFile('/api/imports/openalex', { name: 'records.json', content: Buffer.from(JSON.stringify(all)) }, { institution: 'I201448701' });
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 5, rejected: 0, stats_refresh_job_id: null });
    expect(await snapshot(db)).toEqual(before);
  });

  it('reads a single entity, an API page and gzipped JSON Lines; a line that does not parse is rejected with its line number', async () => {
    const { db } = h.t;
    // an institution named with --institution becomes a university, mapped by ROR
    const single = await importFile('/api/imports/openalex', { name: 'I27837315.json', content: readFileSync(new URL('openalex/I27837315.json', FIXTURES)) }, { institution: 'I27837315' });
    expect(single).toMatchObject({ created: 1, rejected: 0 });
    expect(await db.selectFrom('universities').select(['name', 'ror_id']).where('openalex_id', '=', 'I27837315').executeTakeFirst()).toEqual({ name: 'University of Michigan', ror_id: '00jmfr291' });

    const page = await importFile('/api/imports/openalex', { name: 'page.json', content: Buffer.from(JSON.stringify({ meta: { count: 2 }, results: [variant(1), variant(2)] })) });
    expect(page).toMatchObject({ created: 2, rejected: 0 });

    const lines = [JSON.stringify(variant(3)), '{"id": "https://openalex.org/W1", "title": ', JSON.stringify({ id: 'https://openalex.org/W9999', title: '' }), '', JSON.stringify(variant(4)), '[1,2]'];
    const gz = await importFile('/api/imports/openalex', { name: 'part_000.gz', content: gzipSync(lines.join('\n')) });
    expect(gz).toMatchObject({ created: 2, rejected: 3 });
    const run = await db.selectFrom('import_runs').select('rejected_rows').where('id', '=', gz.import_run_id).executeTakeFirstOrThrow();
    expect((run.rejected_rows as Array<{ position: string; reason: string }>).map((r) => [r.position, r.reason.split(':')[0]])).toEqual([
      ['line 2', 'Not valid JSON'], ['line 3', 'the work has no title'], ['line 6', 'Not a JSON object'],
    ]);
    // co-authors elsewhere stay printed names: no author records beyond the two named institutions' people
    expect(await db.selectFrom('authors').select('id').where('university_id', 'is', null).execute()).toEqual([]);

    const notJson = await importFile('/api/imports/openalex', { name: 'bad.json', content: Buffer.from('<html>not json</html>') });
    // nothing could be read: the run is failed, with the reason (docs/ingestion.md, "Outcomes")
    expect(notJson).toMatchObject({ status: 'failed', created: 0, rejected: 1, error: expect.stringContaining('The file is neither JSON nor JSON Lines') });
  });

  it('a worker killed mid-import resumes after its last committed batch: every work imported exactly once', async () => {
    const { db } = h.t;
    const works = [10, 11, 12, 13, 14, 15, 16].map(variant);
    const runId = await createImportRun(db, { source: 'openalex', fileName: 'resume.jsonl', requestedBy: h.adminUserId });
    await saveUpload(db, runId, 'resume.jsonl', Buffer.from(works.map((w) => JSON.stringify(w)).join('\n')));
    crashOnFirstAttempt.add(runId);
    const redis = createRedisConnection(testEnv.redisUrl, 'producer');
    const producer = createJobProducer({ connection: redis, prefix: h.t.queuePrefix, db });
    const job = await producer.enqueue('openalexImport', { importRunId: runId, institution: 'I201448701', batchSize: 2 }, { requestedBy: h.adminUserId });
    const events = await h.follow({ queue: job.queue, job_id: job.jobId });
    expect(events.at(-1)).toMatchObject({ kind: 'completed', result: { import_run_id: runId, created: 7, updated: 0, skipped: 0, rejected: 0 } });
    const bull = await producer.queueFor('openalexImport').getJob(job.jobId);
    expect(bull?.attemptsMade).toBe(2);
    // the retry started at batch 3 (the saved step and the run's checkpoint agree)
    expect(events.some((e) => e.kind === 'progress' && /Resuming at batch 3/.test(e.progress.message))).toBe(true);
    await producer.close();
    redis.disconnect();
    const ids = works.map((w) => String(w.id).replace('https://openalex.org/', ''));
    const papers = await db.selectFrom('papers').select('id').where('openalex_id', 'in', ids).execute();
    expect(papers).toHaveLength(7);
    const counts = await db.selectFrom('authorships').select((eb) => eb.fn.countAll<number>().as('n')).where('paper_id', 'in', papers.map((p) => p.id)).executeTakeFirstOrThrow();
    expect(Number(counts.n)).toBe(63);
    const run = await db.selectFrom('import_runs').selectAll().where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run).toMatchObject({ status: 'completed', created: 7, updated: 0, skipped: 0, checkpoint: { nextBatch: 4 } });
  });

  it('applies the ABDC workbook as published: ISSN (print or online) then title matching, tiers by the default mapping; twice changes nothing', { timeout: 150_000 }, async () => {
    const { db } = h.t;
    await db.insertInto('journals').values([
      { name: 'Abacus (old title)', issn: '0001-3072' },
      { name: 'Academy of Management Annals', e_issn: '1941-6067', tier: 'B' },
      { name: 'AIS TRANSACTIONS ON HUMAN-COMPUTER INTERACTION' },
    ]).execute();
    const result = await importFile('/api/imports/journal-list', { name: 'abdc-jql-2022.xlsx', content: abdc });
    expect(result).toMatchObject({ created: 2677, updated: 3, skipped: 0, rejected: 0 });
    const tiers = await db.selectFrom('journals').select(['name', 'issn', 'e_issn', 'tier']).where('name', 'in', ['Abacus (old title)', 'Academy of Management Annals', 'AIS TRANSACTIONS ON HUMAN-COMPUTER INTERACTION', '4OR', 'Academia Economic Papers']).execute();
    expect(tiers.sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()))).toEqual([
      { name: '4OR', issn: '1619-4500', e_issn: '1614-2411', tier: 'B' },
      { name: 'Abacus (old title)', issn: '0001-3072', e_issn: '1467-6281', tier: 'A-' },
      { name: 'Academia Economic Papers', issn: '1018-161X', e_issn: null, tier: null },
      { name: 'Academy of Management Annals', issn: '1941-6520', e_issn: '1941-6067', tier: 'A' },
      { name: 'AIS TRANSACTIONS ON HUMAN-COMPUTER INTERACTION', issn: '1944-3900', e_issn: null, tier: 'A-' },
    ].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())));
    const before = await snapshot(db);
    const again = await importFile('/api/imports/journal-list', { name: 'abdc-jql-2022.xlsx', content: abdc });
    expect(again).toMatchObject({ created: 0, updated: 0, skipped: 2680, rejected: 0 });
    expect(await snapshot(db)).toEqual(before);
  });

  it('applies a CSV with named columns and a mapping to chosen departments, reporting each unreadable row', async () => {
    const { db } = h.t;
    const [uni] = await db.insertInto('universities').values([{ name: 'List University' }]).returning('id').execute();
    const [finance, marketing] = await db.insertInto('departments').values([{ university_id: uni!.id, name: 'Finance' }, { university_id: uni!.id, name: 'Marketing' }]).returning('id').execute();
    const csv = [
      'Journal,Print ISSN,Grade',
      '4OR,1619-4500,A',
      '"New, Journal of Things",1234-5678,A*',
      'Strange Journal,2345-6789,Q',
      ',3456-7890,A',
      '"=HYPERLINK(""http://evil.example"")",4567-8901,Z',
      'Academia Economic Papers,1018-161X,C',
    ].join('\n');
    const fields = { title_column: 'Journal', issn_column: 'Print ISSN', rating_column: 'Grade', mapping: 'A*=A,A=A-,B=B,C=', departments: `${finance!.id},${marketing!.id}` };
    const result = await importFile('/api/imports/journal-list', { name: 'list.csv', content: Buffer.from(csv) }, fields);
    expect(result).toMatchObject({ created: 1, updated: 1, skipped: 1, rejected: 3 });
    const rows = await db.selectFrom('department_journals').innerJoin('journals', 'journals.id', 'department_journals.journal_id')
      .select(['department_journals.department_id', 'journals.name', 'department_journals.tier']).orderBy('journals.name').orderBy('department_id').execute();
    expect(rows).toEqual([
      { department_id: finance!.id, name: '4OR', tier: 'A-' }, { department_id: marketing!.id, name: '4OR', tier: 'A-' },
      { department_id: finance!.id, name: 'New, Journal of Things', tier: 'A' }, { department_id: marketing!.id, name: 'New, Journal of Things', tier: 'A' },
    ]);
    // the global tier is untouched when departments are chosen
    expect((await db.selectFrom('journals').select('tier').where('name', '=', '4OR').executeTakeFirstOrThrow()).tier).toBe('B');

    const csvResponse = await h.t.app.inject({ method: 'GET', url: `/api/imports/${result.import_run_id}/rejected.csv`, headers: h.admin });
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.headers['content-type']).toMatch(/^text\/csv/);
    expect(csvResponse.headers['content-disposition']).toMatch(/attachment; filename="import-\d+-journal_list-rejected.csv"/);
    expect(csvResponse.body.split('\r\n')).toEqual([
      '"position","reason","raw"',
      `"row 4","Unknown rating 'Q' (the mapping has A*, A, B, C)","Strange Journal"`,
      '"row 5","No journal title","3456-7890 A"',
      `"row 6","Unknown rating 'Z' (the mapping has A*, A, B, C)","'=HYPERLINK(""http://evil.example"")"`,
      '',
    ]);
  });

  it('reports a workbook without the expected sheet or header (a failed run), and refuses bad options', { timeout: 150_000 }, async () => {
    const noSheet = await importFile('/api/imports/journal-list', { name: 'abdc.xlsx', content: abdc }, { sheet: '2030 JQL' });
    expect(noSheet).toMatchObject({ status: 'failed', created: 0, rejected: 1, error: expect.stringContaining("The workbook has no sheet '2030 JQL'") });
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Sheet1').addRows([['Name', 'Code'], ['Something', 'X']]);
    const noHeader = await importFile('/api/imports/journal-list', { name: 'other.xlsx', content: Buffer.from(await workbook.xlsx.writeBuffer()) });
    expect(noHeader).toMatchObject({ status: 'failed', rejected: 1 });
    const runs = await h.t.db.selectFrom('import_runs').select(['id', 'rejected_rows']).where('id', 'in', [noSheet.import_run_id, noHeader.import_run_id]).orderBy('id').execute();
    expect(runs.map((r) => (r.rejected_rows as Array<{ reason: string }>)[0]!.reason)).toEqual([
      "The workbook has no sheet '2030 JQL' (sheets: 2022 JQL, 2019 JQL, 2016 JQL, 2013 JQL, 2010 JQL)",
      "No header row with the columns 'Journal Title' and 'rating' in the first 30 rows of any sheet (Sheet1)",
    ]);
    const badMapping = await upload('/api/imports/journal-list', { name: 'abdc.xlsx', content: abdc }, { mapping: 'A*=Gold' });
    expect(badMapping.statusCode).toBe(400);
    expect(badMapping.json().message).toBe("mapping: 'GOLD' is not a tier (A, A- or B, or empty for none)");
    expect((await upload('/api/imports/journal-list', { name: 'abdc.xlsx', content: abdc }, { departments: '999999' })).statusCode).toBe(400);
    expect((await upload('/api/imports/openalex', { name: 'x.json', content: Buffer.from('{}') }, { institution: 'Harvard' })).statusCode).toBe(400);
    const noFile = await h.t.app.inject({ method: 'POST', url: '/api/imports/openalex', headers: h.admin, payload: {} });
    expect(noFile.statusCode).toBe(400);
  });

  it('lists the import history for admins only, newest first, with who, counts and the job', async () => {
    await createUser(h.t.db, { username: 'history-faculty', type: 'faculty' });
    expect((await h.t.app.inject({ method: 'GET', url: '/api/imports', headers: await tokenFor(h.t, 'history-faculty') })).statusCode).toBe(403);
    const list = await h.t.app.inject({ method: 'GET', url: '/api/imports?limit=100', headers: h.admin });
    expect(list.statusCode).toBe(200);
    const { total, runs } = list.json();
    const inDatabase = await h.t.db.selectFrom('import_runs').select('id').execute();
    expect(total).toBe(inDatabase.length);
    expect(runs).toHaveLength(inDatabase.length);
    expect(runs.length).toBeGreaterThanOrEqual(10);
    expect(runs[0].id).toBeGreaterThan(runs.at(-1).id);
    const openalex = runs.filter((r: { source: string }) => r.source === 'openalex');
    expect(openalex.at(-1)).toMatchObject({ status: 'completed', file_name: 'records.json', requested_by: { id: h.adminUserId, username: 'ingestion-admin' }, created: 3, job: { queue: 'openalex-import', status: 'completed' } });
    const journalOnly = (await h.t.app.inject({ method: 'GET', url: '/api/imports?source=journal_list', headers: h.admin })).json();
    expect(journalOnly.runs.every((r: { source: string }) => r.source === 'journal_list')).toBe(true);
    // uploads are dropped once their import has completed
    expect(await h.t.db.selectFrom('import_uploads').select('import_run_id').execute()).toEqual([]);
  });
});
