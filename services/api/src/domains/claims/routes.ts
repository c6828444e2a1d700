import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClaimDecisionBody, ZClaimDecisionResponse, ZClaimIdParams, ZClaimList, ZClaimsQuery, ZEmailDomains, ZEmailDomainsBody, ZErrorResponse, ZUniversityIdParams,
} from '@ri/contracts';
import { ADMIN_ONLY, callerOf } from '../../http/access.ts';
import type { ClaimsService } from './service.ts';

const tags = ['claims'];
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/** The administrators' claims queue and the universities' e-mail domains (docs/accounts-and-claims.md). */
export const claimRoutes: FastifyPluginAsyncZod<{ claims: ClaimsService }> = async (app, { claims }) => {
  app.get('/admin/claims', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Claims of existing authors made at sign-up: who, which author, evidence, conflicts; pending first', querystring: ZClaimsQuery, response: { 200: ZClaimList } },
  }, async (request) => ({ claims: await claims.list(request.query) }));

  app.post('/admin/claims/:claimId/decision', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Approve (link the account to the author) or reject a claim, with a note; audited; the user is e-mailed',
      params: ZClaimIdParams, body: ZClaimDecisionBody, response: { 200: ZClaimDecisionResponse, ...errors },
    },
  }, async (request) => claims.decide(callerOf(request), request.params.claimId, request.body, request.ip));

  app.get('/admin/universities/:universityId/email_domains', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'The e-mail domains of a university\'s faculty (they prove a claim at sign-up)', params: ZUniversityIdParams, response: { 200: ZEmailDomains, ...errors } },
  }, async (request) => claims.emailDomains(request.params.universityId));

  app.put('/admin/universities/:universityId/email_domains', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Replace a university\'s e-mail domains; audited', params: ZUniversityIdParams, body: ZEmailDomainsBody, response: { 200: ZEmailDomains, ...errors } },
  }, async (request) => claims.setEmailDomains(callerOf(request), request.params.universityId, request.body.domains, request.ip));
};
