// The hostile-file corpus (tests/hostile/corpus.ts) through the real routes, the real API process
// and the real workers process (docs/reliability.md, "Hostile files"): each file ends with its 4xx
// or its failed job and sentence, nothing is written for it, /api/health answers throughout, and
// both processes live on. Health latency, the API's event-loop delay and the workers' peak memory
// are printed and written to test-results/hostile-files.json (figures, not assertions: on the shared machine
// the delay is mostly other processes'); what is asserted is the API main thread's CPU time between two idle
// points, from a CPU profile (tests/hostile/cpuProfileProbe.mjs), which other processes do not lengthen.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEED_LIMITS, JOURNAL_LIST_TOO_LARGE, PDF_TOO_LARGE_TO_MARK, PDF_TOO_LARGE_TO_READ, PICTURE_TOO_LARGE,
} from '@ri/ingestion';
import { repoRoot } from '@ri/infra';
import { NOT_A_PDF_MESSAGE, NOT_AN_IMAGE_MESSAGE } from '../src/domains/files/service.ts';
import { createUser, TEST_PASSWORD } from './support/testApp.ts';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';
import { testEnv } from '@ri/tests/support/env';
import { call, jobRun, startStack, waitFor, type Stack } from '@ri/tests/faults/support/stack';
import { hostileCorpus, type HostileFile } from '@ri/tests/hostile/corpus';
import { CPU_PROFILE_PROBE, EVENT_LOOP_PROBE, observe, type WindowFigures } from '@ri/tests/hostile/observe';
import { longTasks } from '@ri/tests/hostile/longTasks';

/**
 * The longest the API's main thread may run without going idle while hostile files are handled (CPU time):
 * five times the issue's 20 ms event-loop target, generous for a loaded machine's slower CPU; parsing a file in
 * the API took 1,200 to 2,200 ms (docs/reliability.md, "The API's event loop").
 */
const API_CPU_STRETCH_BOUND_MS = 100;

type Corpus = Awaited<ReturnType<typeof hostileCorpus>>;

describe('hostile files through the real API and workers processes', () => {
  let database: TestDatabase;
  let stack: Stack;
  let probeDir: string;
  let profileDir: string;
  let startedAt: number;
  let feeds: Server;
  let feedsUrl: string;
  let corpus: Corpus;
  let faculty: string;
  let admin: string;
  let authorId: number;
  const figures: Array<{ file: string; route: string; outcome: string } & WindowFigures> = [];

  beforeAll(async () => {
    corpus = await hostileCorpus({ pages: 400, sharedStrings: 2_000_000 });
    database = await createTestDatabase();
    const university = await database.db.insertInto('universities').values({ name: 'Hostile University', status: 'Completed' }).returning('id').executeTakeFirstOrThrow();
    const author = await database.db.insertInto('authors').values({ first_name: 'Ann', last_name: 'Lee', search_name: 'ann lee', university_id: university.id, email: 'ann@example.edu' }).returning('id').executeTakeFirstOrThrow();
    authorId = author.id;
    await database.db.insertInto('journals').values({ name: 'Management Science', tier: 'A' }).execute();
    await createUser(database.db, { username: 'hostile-faculty', type: 'faculty', authorId, universityId: university.id });
    await createUser(database.db, { username: 'hostile-admin', type: 'admin' });
    probeDir = await mkdtemp(path.join(os.tmpdir(), 'ri-event-loop-'));
    profileDir = await mkdtemp(path.join(os.tmpdir(), 'ri-api-profile-'));
    feeds = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/rss+xml' });
      response.end(request.url === '/lol.xml' ? corpus.xmlEntities.bytes : Buffer.alloc(FEED_LIMITS.inputBytes + 1, ' '));
    });
    await new Promise<void>((resolve) => feeds.listen(0, '127.0.0.1', resolve));
    feedsUrl = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
    stack = await startStack({
      name: 'hostile-files', databaseUrl: database.url, redisUrl: testEnv.redisUrl,
      env: { NODE_OPTIONS: `--import ${EVENT_LOOP_PROBE} --import ${CPU_PROFILE_PROBE}`, EVENT_LOOP_PROBE_DIR: probeDir, HOSTILE_BENCH_PROFILE_DIR: profileDir, HOSTILE_BENCH_PROFILE_INTERVAL_US: '1000', FETCH_ALLOW_HOSTS: new URL(feedsUrl).host },
    });
    // the API's start (loading its modules) is not a request: stretches before now are not counted
    startedAt = Date.now();
    const login = async (username: string) => {
      const answer = await call(stack.baseUrl, '/api/login', { body: { username, password: TEST_PASSWORD } });
      expect(answer.status, answer.text).toBe(200);
      return (answer.body as { access_token: string }).access_token;
    };
    faculty = await login('hostile-faculty');
    admin = await login('hostile-admin');
  }, 300_000);

  afterAll(async () => {
    console.table(figures);
    await mkdir(path.join(repoRoot, 'test-results'), { recursive: true });
    await writeFile(path.join(repoRoot, 'test-results', 'hostile-files.json'), `${JSON.stringify(figures, null, 2)}\n`);
    await stack?.stop();
    await new Promise((resolve) => feeds?.close(resolve));
    await database?.drop();
    await rm(probeDir, { recursive: true, force: true });
    await rm(profileDir, { recursive: true, force: true });
  });

  const form = (file: HostileFile, type: string, fields: Record<string, string> = {}) => {
    const data = new FormData();
    for (const [name, value] of Object.entries(fields)) data.append(name, value);
    data.append('file', new Blob([new Uint8Array(file.bytes)], { type }), file.name);
    return data;
  };

  /** Sends one file while watching the API and the workers; answers the route's answer and, for a job, how it ended. */
  async function send(route: string, file: HostileFile, send: () => Promise<Awaited<ReturnType<typeof call>>>) {
    const watch = observe({ baseUrl: stack.baseUrl, workerPid: stack.workers?.pid, apiPid: stack.api.pid, probeDir });
    const answer = await send();
    let run: Awaited<ReturnType<typeof jobRun>> | null = null;
    const started = answer.body as { queue?: string; job_id?: string };
    if (answer.status === 202 && started.queue && started.job_id) {
      run = await waitFor(`the ${started.queue} job to end`, async () => {
        const current = await jobRun(stack.baseUrl, admin, started.queue!, started.job_id!);
        return current.status === 'completed' || current.status === 'failed' ? current : undefined;
      }, 240_000, 250);
    }
    const window = await watch.window();
    figures.push({ file: file.name, route, outcome: run ? `${run.status}: ${run.error ?? ''}`.slice(0, 90) : `${answer.status}`, ...window });
    // the API answered every health check, and both processes are still the ones that started
    expect(window.healthFailures, `${file.name}: failed health checks`).toBe(0);
    expect(stack.api.hasExited()).toBe(false);
    expect(stack.workers?.hasExited()).toBe(false);
    return { answer, run };
  }

  const markCv = (file: HostileFile) => send('POST /api/mark_journals', file, () => call(stack.baseUrl, '/api/mark_journals', { token: faculty, form: form(file, 'application/pdf'), timeoutMs: 60_000 }));
  const highlighted = async () => (await database.db.selectFrom('authors').select('highlighted_cv').where('id', '=', authorId).executeTakeFirstOrThrow()).highlighted_cv;

  // the 12 MB text bomb (the text limits rather than the inflate limit) is in the fault suite and the benchmark: it takes 40 s here
  it('Mark CV: a Flate bomb, 400 pages and unreadable PDFs fail their job with the sentence; a broken xref table is read; nothing is written for a failure', async () => {
    for (const key of ['flateBombPdf', 'manyPagesPdf'] as const) {
      const { answer, run } = await markCv(corpus[key]);
      expect(answer.status, answer.text).toBe(202);
      expect(run, key).toMatchObject({ status: 'failed', error: PDF_TOO_LARGE_TO_MARK });
    }
    const garbage = await markCv(corpus.noXrefGarbagePdf);
    expect(garbage.run).toMatchObject({ status: 'failed', error: NOT_A_PDF_MESSAGE });
    expect(await highlighted()).toBe('');
    const audit = await database.db.selectFrom('audit_log').select('id').where('action', '=', 'profile.highlighted_cv.upload').execute();
    expect(audit).toEqual([]);

    const wrongXref = await markCv(corpus.wrongXrefPdf);
    expect(wrongXref.run?.status, wrongXref.run?.error ?? '').toBe('completed');
    expect((wrongXref.run?.result as { matches: Array<{ name: string }> }).matches.map((m) => m.name)).toEqual(['Management Science']);
    expect(await highlighted()).toBe((wrongXref.run?.result as { url: string }).url);

    const lying = await markCv(corpus.pngNamedPdf);
    expect(lying.answer.status).toBe(415);
    expect((lying.answer.body as { message: string }).message).toBe(NOT_A_PDF_MESSAGE);
  }, 600_000);

  it('CV and picture uploads: a Flate bomb, 400 pages and a 400-megapixel PNG are refused with 413 and their sentence, a file whose extension lies with 415; nothing is stored', async () => {
    for (const key of ['flateBombPdf', 'manyPagesPdf'] as const) {
      const { answer } = await send('POST /api/profile/upload_cv', corpus[key], () => call(stack.baseUrl, '/api/profile/upload_cv', { token: faculty, form: form(corpus[key], 'application/pdf'), timeoutMs: 90_000 }));
      expect(answer.status, answer.text).toBe(413);
      expect((answer.body as { message: string }).message).toBe(PDF_TOO_LARGE_TO_READ);
    }
    const bomb = await send('POST /api/profile/upload_picture', corpus.pngBomb, () => call(stack.baseUrl, '/api/profile/upload_picture', { token: faculty, form: form(corpus.pngBomb, 'image/png'), timeoutMs: 60_000 }));
    expect(bomb.answer.status, bomb.answer.text).toBe(413);
    expect((bomb.answer.body as { message: string }).message).toBe(PICTURE_TOO_LARGE);
    const lying = await send('POST /api/profile/upload_picture', corpus.pdfNamedPng, () => call(stack.baseUrl, '/api/profile/upload_picture', { token: faculty, form: form(corpus.pdfNamedPng, 'image/png') }));
    expect(lying.answer.status).toBe(415);
    expect((lying.answer.body as { message: string }).message).toBe(NOT_AN_IMAGE_MESSAGE);
    const author = await database.db.selectFrom('authors').select(['cv', 'profile_picture']).where('id', '=', authorId).executeTakeFirstOrThrow();
    expect(author).toEqual({ cv: '', profile_picture: '' });
  }, 300_000);

  it('journal lists and OpenAlex files: zip bombs, a huge shared-string table, a 100 MB line and 10,000 levels of nesting fail their import with the sentence; nothing is imported', async () => {
    const journalsBefore = await database.db.selectFrom('journals').select(['id', 'tier']).orderBy('id').execute();
    for (const key of ['xlsxZipBomb', 'xlsxSharedStrings'] as const) {
      const file = corpus[key];
      const { run } = await send('POST /api/imports/journal-list', file, () => call(stack.baseUrl, '/api/imports/journal-list', { token: admin, form: form(file, 'application/octet-stream'), timeoutMs: 60_000 }));
      expect(run, key).toMatchObject({ status: 'failed', error: JOURNAL_LIST_TOO_LARGE });
    }
    expect(await database.db.selectFrom('journals').select(['id', 'tier']).orderBy('id').execute()).toEqual(journalsBefore);
    const huge = await send('POST /api/imports/openalex', corpus.jsonLinesHugeLine, () => call(stack.baseUrl, '/api/imports/openalex', { token: admin, form: form(corpus.jsonLinesHugeLine, 'application/gzip') }));
    expect(huge.run).toMatchObject({ status: 'failed', error: expect.stringMatching(/^This OpenAlex file cannot be imported: line 1 is longer than 16 MB/) });
    const deep = await send('POST /api/imports/openalex', corpus.jsonLinesDeep, () => call(stack.baseUrl, '/api/imports/openalex', { token: admin, form: form(corpus.jsonLinesDeep, 'application/json') }));
    expect(deep.run).toMatchObject({ status: 'failed', error: expect.stringMatching(/^This OpenAlex file cannot be imported: line 1 is nested deeper than 64 levels/) });
    expect((await database.db.selectFrom('papers').select('id').execute()).length).toBe(0);
    const runs = await database.db.selectFrom('import_runs').select(['source', 'status']).orderBy('id').execute();
    expect(runs).toEqual([
      { source: 'journal_list', status: 'failed' }, { source: 'journal_list', status: 'failed' }, { source: 'openalex', status: 'failed' }, { source: 'openalex', status: 'failed' },
    ]);
  }, 600_000);

  /** What eventLoopProbe.mjs recorded in a process: the worker threads it started and the parser libraries it loaded. */
  const diagnosticsOf = async (pid: number | undefined) => JSON.parse(await readFile(path.join(probeDir, `${pid}.diagnostics.json`), 'utf8')) as { threadsStarted: number; parsersLoaded: string[] };

  it('RSS previews: entities are not expanded (billion laughs), a feed over 5 MB is refused in `error`', async () => {
    const lol = await send('GET /api/rss (entities)', corpus.xmlEntities, () => call(stack.baseUrl, `/api/rss?link=${encodeURIComponent(`${feedsUrl}/lol.xml`)}`, { token: admin }));
    expect(lol.answer.status, lol.answer.text).toBe(200);
    expect(lol.answer.text.length).toBeLessThan(20_000);
    const big = await send('GET /api/rss (6 MB)', { name: 'big.xml', bytes: Buffer.alloc(0) }, () => call(stack.baseUrl, `/api/rss?link=${encodeURIComponent(`${feedsUrl}/big.xml`)}`, { token: admin }));
    expect(big.answer.status).toBe(200);
    expect((big.answer.body as { error: string }).error).toMatch(/^Something went wrong while uploading link: /);
  });

  // after every file: how long the API's main thread ran at a stretch while they were handled
  it(`no stretch of the API's main thread took more than ${API_CPU_STRETCH_BOUND_MS} ms of CPU while the files were handled`, async () => {
    // the probe writes its current profile on SIGUSR2
    const before = (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile')).length;
    process.kill(stack.api.pid!, 'SIGUSR2');
    await waitFor('the API\'s CPU profile', async () => (await readdir(profileDir)).filter((f) => f.endsWith('.cpuprofile')).length > before || undefined, 30_000, 200);
    // the probe's own work (stopping the profiler, writing the profile) is not the API's
    const tasks = longTasks(profileDir, { since: startedAt, minCpuMs: 5 }).filter((t) => !t.inside.some((f) => f.includes('cpuProfileProbe.mjs')));
    const longest = tasks.reduce((a, b) => (b.cpuMs > a.cpuMs ? b : a), { cpuMs: 0, wallMs: 0, start: '-', self: [] as string[], inside: [] as string[] });
    console.log(`API main thread: ${tasks.length} stretches of 5 ms of CPU or more; the longest ${longest.cpuMs.toFixed(1)} ms of CPU (${longest.wallMs.toFixed(1)} ms wall) at ${longest.start}:`, longest.self, longest.inside);
    expect(longest.cpuMs, `${longest.self.join(' | ')}\n${longest.inside.join('\n')}`).toBeLessThanOrEqual(API_CPU_STRETCH_BOUND_MS);
  });

  // runs last: every file above went through the API; the parses ran in the workers (docs/reliability.md, "The sandbox")
  it('the API process started no thread and loaded no parser library; the workers process did both', async () => {
    const api = await diagnosticsOf(stack.api.pid);
    console.log('API process:', api, 'workers process:', await diagnosticsOf(stack.workers?.pid));
    expect(api).toMatchObject({ threadsStarted: 0, parsersLoaded: [] });
    // the same probe in the workers process saw its sandbox threads and the parsers its main thread loads (so the
    // check above can fail); a parser imported inside a sandbox thread (sharp, pdfjs) is not seen from the main thread
    const workers = await diagnosticsOf(stack.workers?.pid);
    expect(workers.threadsStarted).toBeGreaterThan(0);
    expect(workers.parsersLoaded).toEqual(expect.arrayContaining(['pdf-lib', 'exceljs', 'fast-xml-parser']));
  });
});
