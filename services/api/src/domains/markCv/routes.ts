import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZMarkJournalsBody, ZMarkJournalsStarted } from '@ri/contracts';
import { callerOf, rolesOnly } from '../../http/access.ts';
import { parseInput } from '../../http/validation.ts';
import { CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE } from '../files/service.ts';
import { withUpload } from '../files/upload.ts';
import type { MarkCvService } from './service.ts';

const uploadErrors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 413: ZErrorResponse, 415: ZErrorResponse, 429: ZErrorResponse };

/** Mark CV: the job that highlights each graded journal of a CV (the job itself: workers/src/markCv). */
export const markCvRoutes: FastifyPluginAsyncZod<{ markCv: MarkCvService }> = async (app, { markCv }) => {
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(fastifyMultipart, { limits: { fileSize: CV_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  }

  app.post('/mark_journals', {
    config: { access: rolesOnly('faculty', 'admin') },
    schema: {
      tags: ['profile'],
      summary: 'Mark CV: starts the Mark CV job (202) on the CV (multipart `file`, or the stored CV); follow GET /api/jobs/mark-cv/{job_id}/events: the completed event carries the marked copy (each graded journal highlighted in its tier colour; stored as highlighted_cv) and the journals found',
      response: { 202: ZMarkJournalsStarted, ...uploadErrors },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    // nothing is read past the caller's pending runs (docs/reliability.md, "Uploads never pile up")
    await markCv.assertMayStart(caller);
    if (!request.isMultipart()) {
      return reply.status(202).send(await markCv.markJournals(caller, { file: null, ...parseInput(ZMarkJournalsBody, request.body ?? {}, 'body') }, request.ip));
    }
    const started = await withUpload(request, CV_LIMIT_BYTES, CV_TOO_LARGE_MESSAGE,
      (file, fields) => markCv.markJournals(caller, { file, ...parseInput(ZMarkJournalsBody, fields, 'body') }, request.ip));
    return reply.status(202).send(started);
  });
};
