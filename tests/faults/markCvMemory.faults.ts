// A Mark CV job whose sandbox thread is ended by its heap limit in the middle of reading the PDF
// (docs/reliability.md, "The sandbox" and "Faults"): the job fails with the sentence for the person,
// the workers process is the same one afterwards, the next Mark CV job completes, another queue's
// job runs, and the API answered /api/health throughout. The thread's heap is lowered to 128 MB
// (SANDBOX_PDF_HEAP_MB) so that a 12 MB text bomb reaches it before the text limits do (a normal CV against
// the demo catalogue needs more than 96 MB in a fresh thread).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF_TOO_LARGE_TO_MARK } from '@ri/ingestion';
import { demoDatabaseForFile, type FileDatabase } from './support/files.ts';
import { signInDemoAccounts, type DemoSessions } from './support/figures.ts';
import { call, jobRun, startStack, waitFor, type Stack } from './support/stack.ts';
import { recordFigure } from './support/record.ts';
import { hostileCorpus, normalCv } from '../hostile/corpus.ts';
import { observe } from '../hostile/observe.ts';

describe('a Mark CV thread ended by its memory limit mid-job', () => {
  let database: FileDatabase;
  let stack: Stack;
  let sessions: DemoSessions;

  beforeAll(async () => {
    database = await demoDatabaseForFile();
    stack = await startStack({ name: 'mark-cv-memory', databaseUrl: database.url, redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', env: { SANDBOX_PDF_HEAP_MB: '128' } });
    sessions = await signInDemoAccounts(stack.baseUrl, database.url);
  });
  afterAll(async () => {
    await stack?.stop();
    await database?.drop();
  });

  const markCv = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'cv.pdf');
    const answer = await call(stack.baseUrl, '/api/mark_journals', { token: sessions.faculty, form, timeoutMs: 60_000 });
    expect(answer.status, answer.text).toBe(202);
    const { queue, job_id: jobId } = answer.body as { queue: string; job_id: string };
    return waitFor('the Mark CV job to end', async () => {
      const run = await jobRun(stack.baseUrl, sessions.faculty, queue, jobId);
      return run.status === 'completed' || run.status === 'failed' ? run : undefined;
    }, 300_000, 250);
  };

  it('fails that job with the sentence; the same workers process runs the next Mark CV job and other queues', async () => {
    const corpus = await hostileCorpus({ pages: 201, sharedStrings: 1 });
    const workersPid = stack.workers!.pid;
    const before = (await call(stack.baseUrl, '/api/profile/get_profile', { token: sessions.faculty })).body as { highlighted_cv: string };
    const watch = observe({ baseUrl: stack.baseUrl, workerPid: workersPid, apiPid: stack.api.pid, probeDir: null });
    const started = Date.now();
    const killed = await markCv(corpus.textBombPdf.bytes);
    const failedAfterS = (Date.now() - started) / 1000;
    expect(killed).toMatchObject({ status: 'failed', error: PDF_TOO_LARGE_TO_MARK });
    // the heap limit ended the thread (not the text limits, not the wall time)
    expect(killed.progress).toMatchObject({ stage: 'refused', message: 'limit: heap' });
    // the thread died, not the process; nothing was recorded for the failed job
    expect(stack.workers!.hasExited()).toBe(false);
    expect(stack.workers!.pid).toBe(workersPid);
    expect(((await call(stack.baseUrl, '/api/profile/get_profile', { token: sessions.faculty })).body as { highlighted_cv: string }).highlighted_cv).toBe(before.highlighted_cv);

    const next = await markCv(await normalCv(3, ['Journal of Finance', 'Management Science']));
    expect(next.status, next.error ?? '').toBe('completed');
    expect((next.result as { pages: number }).pages).toBe(3);
    const totals = await call(stack.baseUrl, '/api/jobs/author-totals', { token: sessions.admin, method: 'POST' });
    expect(totals.status).toBe(202);
    const { job_id: totalsJob } = totals.body as { job_id: string };
    await waitFor('author totals', async () => (await jobRun(stack.baseUrl, sessions.admin, 'author-totals', totalsJob)).status === 'completed' || undefined, 120_000);
    const window = await watch.window();
    expect(window.healthFailures).toBe(0);
    expect(stack.api.hasExited()).toBe(false);
    recordFigure('mark-cv-memory', 'thread-heap-limit', { failedAfterS, ...window });
  });
});
