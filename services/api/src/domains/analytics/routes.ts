import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZComputeFieldsDetails, ZComputeStarted, ZErrorResponse, ZRankingAuthorsBody, ZRankingAuthorsResponse,
} from '@ri/contracts';
import { ADMIN_ONLY, AUTHENTICATED, callerOf } from '../../http/access.ts';
import type { AnalyticsService } from './service.ts';

const computeJobDescription = 'Starts the job, or joins the one already waiting or running. Follow it with GET /api/jobs/:queue/:job_id/events; its requester gets an e-mail when it ends.';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsService }> = async (app, { analytics }) => {
  app.post('/ranking/authors', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['analytics'],
      summary: 'Author ranking (Faculty Ranking): one page of authors with their figures, from the precomputed tables',
      body: ZRankingAuthorsBody,
      response: { 200: ZRankingAuthorsResponse, 400: ZErrorResponse },
    },
  }, async (request) => analytics.rankAuthors(request.body));

  app.get('/generate_university_stats', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['analytics'],
      summary: 'Compute Fields: when each button\'s job last finished, and whether one is running',
      response: { 200: ZComputeFieldsDetails },
    },
  }, async () => analytics.computeFieldsDetails());

  app.post('/generate_university_stats', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['analytics'], summary: 'Compute Fields: rebuild the precomputed statistics', description: computeJobDescription, response: { 202: ZComputeStarted, 409: ZErrorResponse, 503: ZErrorResponse } },
  }, async (request, reply) => reply.status(202).send(await analytics.startComputeJob('generate_university_stats', callerOf(request))));

  app.post('/generate_tenure_data', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['analytics'], summary: 'Compute Fields: rebuild the tenure readiness data', description: computeJobDescription, response: { 202: ZComputeStarted, 409: ZErrorResponse, 503: ZErrorResponse } },
  }, async (request, reply) => reply.status(202).send(await analytics.startComputeJob('generate_tenure_data', callerOf(request))));

  // a GET that starts a job: the seed's page calls it so
  app.get('/generate_first_year_career', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['analytics'], summary: 'Compute Fields: set every author\'s first year of career from their history', description: computeJobDescription, response: { 202: ZComputeStarted, 409: ZErrorResponse, 503: ZErrorResponse } },
  }, async (request, reply) => reply.status(202).send(await analytics.startComputeJob('generate_first_year_career', callerOf(request))));
};
