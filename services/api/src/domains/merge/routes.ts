import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorResponse, ZMergeAuthorsBody, ZMergeDecisionList, ZMergeDecisionListQuery, ZMergeDecisionResult, ZMergeList, ZMergeListQuery, ZMergeSearchParams, ZMergeSearchQuery,
  ZMergeSearchResult, ZMergeUndoParams,
} from '@ri/contracts';
import { ADMIN_ONLY, callerOf } from '../../http/access.ts';
import type { MergeService } from './service.ts';

const tags = ['merge authors'];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

export const mergeRoutes: FastifyPluginAsyncZod<{ merges: MergeService }> = async (app, { merges }) => {
  app.get('/tools/merge_user_author', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Authors waiting in the merge queue (undecided), oldest first', querystring: ZMergeListQuery, response: { 200: ZMergeList } },
  }, async (request) => merges.list(request.query.skip, request.query.limit));

  app.get('/tools/merge_author_search/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Records that may be the same person, best first (name similarity, shared co-authors, shared journals)',
      params: ZMergeSearchParams, querystring: ZMergeSearchQuery, response: { 200: ZMergeSearchResult, 404: ZErrorResponse },
    },
  }, async (request) => merges.search(request.params.id, request.query.paper_title));

  app.post('/tools/merge_authors', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Merge user_author_id into author_final_id, or record No Merge Required (add_unmergable_author 1)',
      body: ZMergeAuthorsBody, response: { 200: ZMergeDecisionResult, ...errors },
    },
  }, async (request) => merges.decide(callerOf(request), request.body, request.ip));

  app.get('/tools/merge_decisions', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Merge decisions taken, newest first, with who took them and whether a merge can still be undone',
      querystring: ZMergeDecisionListQuery, response: { 200: ZMergeDecisionList },
    },
  }, async (request) => merges.decisions(request.query.skip, request.query.limit));

  app.post('/tools/merge_authors/:decisionId/undo', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Undo a merge: everything it moved goes back', params: ZMergeUndoParams, response: { 200: ZMergeDecisionResult, ...errors } },
  }, async (request) => merges.undo(callerOf(request), request.params.decisionId, request.ip));
};
