import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@ri/db';
import { ZErrorResponse, ZJobList, ZJobListQuery, ZJobRetried, ZJobSchedulers, type TJobConsoleRun } from '@ri/contracts';
import { QUEUE_KEYS, QUEUES, findRun, queueKeyByName, toJobRun, type JobProducer } from '@ri/jobs';
import { ADMIN_ONLY, callerOf } from '../../http/access.ts';
import { Conflict, NotFound, ServiceUnavailable, ValidationFailed } from '../../http/errors.ts';
import * as queries from './queries.ts';

const ZJobParams = z.object({ queue: z.string().min(1).max(100), jobId: z.string().min(1).max(100) });

const unavailable = () => new ServiceUnavailable('The job queue is unavailable right now. Please try again in a minute.');

/** The admins' job console: every queue's recent runs, retrying failed ones, and the nightly schedulers. */
export const jobConsoleRoutes: FastifyPluginAsyncZod<{ db: Db; producer: JobProducer }> = async (app, { db, producer }) => {
  app.get('/jobs', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['jobs'],
      summary: 'Recent job runs of every queue, newest first (filter by queue and status)',
      querystring: ZJobListQuery,
      response: { 200: ZJobList, 400: ZErrorResponse },
    },
  }, async (request) => {
    const { queue, status, page, page_size } = request.query;
    if (queue && !queueKeyByName(queue)) {
      throw new ValidationFailed(`Unknown queue: ${queue}. Queues: ${QUEUE_KEYS.map((k) => QUEUES[k].name).join(', ')}.`, 'querystring.queue');
    }
    const { rows, total } = await queries.listJobRuns(db, { queue, status, limit: page_size, offset: (page - 1) * page_size });
    const runs = rows.map((row): TJobConsoleRun => {
      const key = queueKeyByName(row.queue);
      return {
        ...toJobRun(row),
        title: key ? QUEUES[key].title : row.queue,
        payload: row.payload ?? {},
        requested_by: row.requested_by,
        requested_by_username: row.requested_by_username ?? null,
        started_at: row.started_at ? row.started_at.toISOString() : null,
      };
    });
    return { total, page, page_size, runs, queues: QUEUE_KEYS.map((key) => ({ name: QUEUES[key].name, title: QUEUES[key].title })) };
  });

  app.get('/jobs/schedulers', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['jobs'], summary: 'The job schedulers (nightly recomputes) and their next run', response: { 200: ZJobSchedulers, 503: ZErrorResponse } },
  }, async () => {
    const schedulers = await Promise.all(QUEUE_KEYS.map(async (key) => {
      const list = await producer.queueFor(key).getJobSchedulers(0, -1, true).catch(() => { throw unavailable(); });
      return list.map((s) => ({
        id: s.id ?? s.key,
        queue: QUEUES[key].name,
        title: QUEUES[key].title,
        pattern: s.pattern ?? null,
        tz: s.tz ?? null,
        every: s.every ?? null,
        next_run: s.next ? new Date(s.next).toISOString() : null,
      }));
    }));
    return { schedulers: schedulers.flat() };
  });

  app.post('/jobs/:queue/:jobId/retry', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['jobs'],
      summary: 'Retry a failed job: the same BullMQ job when it is still kept, else a new one with the same payload',
      params: ZJobParams,
      response: { 202: ZJobRetried, 404: ZErrorResponse, 409: ZErrorResponse, 503: ZErrorResponse },
    },
  }, async (request, reply) => {
    const { queue, jobId } = request.params;
    const key = queueKeyByName(queue);
    if (!key) throw new NotFound('No such job.');
    const run = await findRun(db, queue, jobId);
    if (!run) throw new NotFound('No such job.');
    if (run.status !== 'failed') throw new Conflict('Only a failed job can be retried.');
    const job = await producer.queueFor(key).getJob(jobId).catch(() => { throw unavailable(); });
    if (job && (await job.isFailed())) {
      await job.retry('failed', { resetAttemptsMade: true }).catch(() => { throw unavailable(); });
      await queries.markRunRetried(db, queue, jobId);
      return reply.status(202).send({ queue, job_id: jobId, run_id: run.id, retried_as: 'same_job' });
    }
    const payload = QUEUES[key].payload.safeParse(run.payload ?? {});
    if (!payload.success) throw new Conflict('This job\'s payload is no longer valid; start it again instead.');
    const again = await producer.enqueue(key, payload.data as never, { requestedBy: callerOf(request).userId }).catch(() => { throw unavailable(); });
    return reply.status(202).send({ queue: again.queue, job_id: again.jobId, run_id: again.runId, retried_as: 'new_job' });
  });
};
