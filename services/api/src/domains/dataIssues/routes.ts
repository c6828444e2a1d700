import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDataIssueDetectBody, ZDataIssueDetectStarted, ZDataIssueList, ZDataIssueListQuery, ZDataIssueLog, ZDataIssueParams, ZDataIssueResolved, ZDataIssueTypedParams, ZDataIssueTypeParams, ZErrorResponse,
  ZResolveGapBody, ZResolveNameVariationBody, ZResolvePaperBody, ZResolveRgGsBody, type TDataIssueType,
} from '@ri/contracts';
import { dataIssueTypesResolvedBy, type DataIssueTypeResolvedBy } from '@ri/contracts/catalogue';
import type { z } from 'zod';
import { ADMIN_ONLY, callerOf, type Caller } from '../../http/access.ts';
import type { DataIssuesService } from './service.ts';

const tags = ['data issues'];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const upper = (type: string) => type.toUpperCase() as TDataIssueType;

export const dataIssueRoutes: FastifyPluginAsyncZod<{ dataIssues: DataIssuesService }> = async (app, { dataIssues }) => {
  app.get('/data_issues', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Routine logs, newest first (status open by default)', querystring: ZDataIssueListQuery, response: { 200: ZDataIssueList } },
  }, async (request) => dataIssues.list({ type: null, ...request.query }));

  app.post('/data_issues/detect', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Look for data issues now (the data-issue-detection job; it also runs nightly): 202 with the job to follow',
      body: ZDataIssueDetectBody, response: { 202: ZDataIssueDetectStarted, 503: ZErrorResponse },
    },
  }, async (request, reply) => reply.status(202).send(await dataIssues.detect(callerOf(request), request.body.author_ids)));

  app.post('/data_issues/undo/:logId', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Undo a resolution: what it changed goes back and the log is open again (409 when the data changed since)',
      params: ZDataIssueParams, response: { 200: ZDataIssueResolved, 404: ZErrorResponse, 409: ZErrorResponse },
    },
  }, async (request) => dataIssues.undo(callerOf(request), request.params.logId, request.ip));

  app.get('/data_issues/:errorType', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Routine logs of one error type', params: ZDataIssueTypeParams, querystring: ZDataIssueListQuery, response: { 200: ZDataIssueList, 400: ZErrorResponse } },
  }, async (request) => dataIssues.list({ type: upper(request.params.errorType), ...request.query }));

  app.get('/data_issues/:errorType/:logId', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'One routine log, open or resolved (a resolution page loads its log by id, so it survives a reload)',
      params: ZDataIssueTypedParams, response: { 200: ZDataIssueLog, 400: ZErrorResponse, 404: ZErrorResponse },
    },
  }, async (request) => dataIssues.get(upper(request.params.errorType), request.params.logId));

  // One resolution route per type declared with its own body (packages/contracts/src/catalogue/dataIssueTypes.ts,
  // `resolution`); paper decisions and reminders share POST data_issues/:errorType/:logId below.
  function resolutionRoutes<R extends 'name_variations' | 'gap' | 'rg_gs', B extends z.ZodType>(
    resolution: R, summary: string, body: B,
    handle: (caller: Caller, type: DataIssueTypeResolvedBy<R>, logId: number, body: z.output<B>, ip: string) => Promise<z.output<typeof ZDataIssueResolved>>,
  ) {
    for (const type of dataIssueTypesResolvedBy(resolution)) {
      app.post(`/data_issues/${type.toLowerCase()}/:logId`, {
        config: { access: ADMIN_ONLY },
        schema: { tags, summary, params: ZDataIssueParams, body, response: { 200: ZDataIssueResolved, ...errors } },
      }, async (request) => handle(callerOf(request), type, request.params.logId, request.body as z.output<B>, request.ip));
    }
  }
  resolutionRoutes('name_variations', 'Resolve a name-variation log: unmap removed_papers, drop removed_name_variations', ZResolveNameVariationBody,
    (caller, type, logId, body, ip) => dataIssues.resolveNameVariations(caller, type, logId, body, ip));
  resolutionRoutes('gap', 'Resolve a 10-year-gap log: unmap removed_papers (none: the gap is real)', ZResolveGapBody,
    (caller, type, logId, body, ip) => dataIssues.resolveGap(caller, type, logId, body, ip));
  resolutionRoutes('rg_gs', "Resolve an RG/GS mismatch: 'map' (both profiles are this author's) or 'merge_and_map' (merge the other record in, then map)", ZResolveRgGsBody,
    (caller, type, logId, body, ip) => dataIssues.resolveRgGs(caller, type, logId, body, ip));

  app.post('/data_issues/:errorType/:logId', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Resolve a paper log with Yes/No (toMap: map or unmap paper_id for author_id); merge_tool_check_merge_later: close the reminder',
      params: ZDataIssueTypedParams, body: ZResolvePaperBody, response: { 200: ZDataIssueResolved, ...errors },
    },
  }, async (request) => dataIssues.resolvePaperDecision(callerOf(request), upper(request.params.errorType), request.params.logId, request.body, request.ip));
};
