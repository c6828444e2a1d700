import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@ri/db';
import { ZErrorResponse, ZJobRun, type TJobEvent } from '@ri/contracts';
import { QUEUES, findRun, queueKeyByName, toJobRun, type JobProducer } from '@ri/jobs';
import { ADMIN_ONLY, AUTHENTICATED, callerOf, type Caller } from '../../http/access.ts';
import { Forbidden, NotFound, ServiceUnavailable } from '../../http/errors.ts';
import type { JobEvents } from './jobEvents.ts';

const ZJobParams = z.object({ queue: z.string().min(1).max(100), jobId: z.string().min(1).max(100) });
const ZEnqueued = z.object({ queue: z.string(), job_id: z.string(), run_id: z.number().int() });

const HEARTBEAT_MS = 15_000;

export const jobRoutes: FastifyPluginAsyncZod<{ db: Db; producer: JobProducer; jobEvents: JobEvents }> = async (app, { db, producer, jobEvents }) => {
  // Progress streams end when the API stops (SIGTERM): the browser reconnects (to another instance), and the
  // shutdown waits neither for jobs that may run for minutes nor for its forced-exit bound (docs/reliability.md, "Faults").
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const finish of [...openStreams]) finish();
  });

  /** A job run is visible to the user who asked for it and to admins. */
  async function visibleRun(caller: Caller, queue: string, jobId: string) {
    if (!queueKeyByName(queue)) throw new NotFound('No such job.');
    const run = await findRun(db, queue, jobId);
    if (!run) throw new NotFound('No such job.');
    if (caller.type !== 'admin' && run.requested_by !== caller.userId) throw new Forbidden();
    return run;
  }

  app.post('/jobs/author-totals', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['jobs'],
      summary: `Start "${QUEUES.authorTotals.title}" (joins the running one if there is one)`,
      response: { 202: ZEnqueued, 503: ZErrorResponse },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const job = await producer.enqueue('authorTotals', {}, { requestedBy: caller.userId, joinRunningId: 'author-totals' })
      .catch((error: unknown) => {
        request.log.warn({ err: error }, 'could not enqueue');
        throw new ServiceUnavailable('The job queue is unavailable right now. Please try again in a minute.');
      });
    return reply.status(202).send({ queue: job.queue, job_id: job.jobId, run_id: job.runId });
  });

  app.get('/jobs/:queue/:jobId', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['jobs'], summary: 'A job run: status, progress, result', params: ZJobParams, response: { 200: ZJobRun } },
  }, async (request) => toJobRun(await visibleRun(callerOf(request), request.params.queue, request.params.jobId)));

  app.get('/jobs/:queue/:jobId/events', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['jobs'],
      summary: 'Server-sent events: progress, then completed or failed',
      description: 'text/event-stream; each event is `event: <kind>` with a JSON `data:` line (ZJobEvent).',
      params: ZJobParams,
    },
  }, async (request, reply) => {
    const { queue, jobId } = request.params;
    const run = await visibleRun(callerOf(request), queue, jobId);

    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let closed = false;
    const send = (event: TJobEvent) => {
      if (closed) return;
      out.write(`event: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
      if (event.kind !== 'progress') finish();
    };
    let unsubscribe: () => void = () => {};
    const heartbeat = setInterval(() => { if (!closed) out.write(': keep-alive\n\n'); }, HEARTBEAT_MS);
    function finish() {
      if (closed) return;
      closed = true;
      openStreams.delete(finish);
      clearInterval(heartbeat);
      unsubscribe();
      out.end();
    }
    request.raw.on('close', finish);
    openStreams.add(finish);

    // subscribe first, then read the state, so that an event between the two is not lost
    unsubscribe = await jobEvents.subscribe(queue, jobId, send);
    // ended meanwhile (the client left, or the API is stopping): nothing to follow
    if (closed) return unsubscribe();
    const current = await findRun(db, queue, jobId) ?? run;
    if (current.status === 'completed') return send({ kind: 'completed', result: current.result ?? null });
    if (current.status === 'failed') return send({ kind: 'failed', error: current.error ?? 'Job failed' });
    const key = queueKeyByName(queue);
    const job = key ? await producer.queueFor(key).getJob(jobId).catch(() => undefined) : undefined;
    const progress = job?.progress;
    if (progress && typeof progress === 'object') {
      send({ kind: 'progress', progress: { pct: 0, stage: '', message: '', ...(progress as object) } });
    } else {
      send({ kind: 'progress', progress: { pct: 0, stage: 'waiting', message: 'Waiting to start' } });
    }
  });
};
