import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZMessage, ZSendEmailBody, ZTeamRequest, ZTeamRequestsQuery } from '@ri/contracts';
import { ADMIN_ONLY, AUTHENTICATED, callerOf, type Caller } from '../../http/access.ts';
import type { RateLimiter, RateRule } from '../../http/rateLimit.ts';
import type { TeamRequestService } from './service.ts';

/** Team requests (send_email, department requests) per user and hour. */
export const TEAM_REQUEST_RULE: RateRule = {
  limit: 10,
  windowSeconds: 60 * 60,
  message: 'You have sent several requests in the last hour. Please wait a little before sending another.',
};

/** Counts a team request of a non-admin against TEAM_REQUEST_RULE (429 past it). */
export const limitTeamRequests = (limiter: RateLimiter) => async (caller: Caller): Promise<void> => {
  if (caller.type !== 'admin') await limiter.consume(`team-request:user:${caller.userId}`, TEAM_REQUEST_RULE);
};

export const teamRequestRoutes: FastifyPluginAsyncZod<{ teamRequests: TeamRequestService; limiter: RateLimiter }> = async (app, { teamRequests, limiter }) => {
  const limitRequests = limitTeamRequests(limiter);

  app.post('/send_email', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['profile'],
      summary: 'Ask the team (add a university, school, department, paper ...): stored as a team request and e-mailed to the team',
      body: ZSendEmailBody,
      response: { 200: ZMessage.extend({ id: z.number().int() }), 400: ZErrorResponse, 429: ZErrorResponse },
    },
  }, async (request) => {
    const caller = callerOf(request);
    await limitRequests(caller);
    return teamRequests.sendEmail(caller, request.body);
  });

  app.get('/team_requests', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['profile'], summary: 'Requests sent to the team, newest first', querystring: ZTeamRequestsQuery, response: { 200: z.object({ requests: z.array(ZTeamRequest) }) } },
  }, async (request) => ({ requests: await teamRequests.list(request.query) }));
};
