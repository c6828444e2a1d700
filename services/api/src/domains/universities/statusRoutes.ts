import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZUniversityIdParams, ZUniversityStatus, ZUniversityStatusBody } from '@ri/contracts';
import { ADMIN_ONLY, callerOf } from '../../http/access.ts';
import type { UniversityStatusService } from './status.ts';

const tags = ['universities'];
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };

/** A university's faculty data status, Pending or Completed (docs/admin-tools.md, "Faculty data status"). */
export const universityStatusRoutes: FastifyPluginAsyncZod<{ status: UniversityStatusService }> = async (app, { status }) => {
  app.get('/admin/universities/:universityId/status', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'A university\'s faculty data status and what it means', params: ZUniversityIdParams, response: { 200: ZUniversityStatus, ...errors } },
  }, async (request) => status.get(request.params.universityId));

  app.put('/admin/universities/:universityId/status', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Mark a university\'s faculty data complete (Completed: ranked and compared) or Pending; audited',
      params: ZUniversityIdParams, body: ZUniversityStatusBody, response: { 200: ZUniversityStatus, ...errors },
    },
  }, async (request) => status.set(callerOf(request), request.params.universityId, request.body.status, request.ip));
};
