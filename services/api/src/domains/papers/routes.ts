import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZDoiSearchBody, ZDoiSearchResponse, ZErrorResponse, ZIdParam, ZJournalAutocomplete, ZManualMappingQuery, ZMissingPapersQuery,
  ZMissingPapersResponse, ZPaperIdBody, ZPaperLinkResponse, ZPaperOptions, ZPapersQuery,
} from '@ri/contracts';
import { ADMIN_ONLY, AUTHENTICATED, PUBLIC, callerOf, rolesOnly } from '../../http/access.ts';
import { NotFound } from '../../http/errors.ts';
import { limitAnonymousAutocomplete, type RateLimiter } from '../../http/rateLimit.ts';
import type { PapersService } from './service.ts';

const ZText = z.object({ text: z.string().trim().min(1, 'Type at least one character').max(200) });
const ZCoAuthor = z.object({ coAuthorId: ZIdParam });
const linkErrors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

export const paperRoutes: FastifyPluginAsyncZod<{ papers: PapersService; limiter: RateLimiter }> = async (app, { papers, limiter }) => {
  app.post('/paper_search_by_doi', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['papers'],
      summary: 'Check a DOI: our catalogue, else Crossref (creating the paper, its journal and printed authors); empty result for an unknown DOI',
      body: ZDoiSearchBody,
      response: { 200: ZDoiSearchResponse, 429: ZErrorResponse, 502: ZErrorResponse, 504: ZErrorResponse },
    },
  }, async (request) => papers.searchByDoi(callerOf(request), request.body.doi, request.ip));

  app.get('/papers', {
    config: { access: AUTHENTICATED },
    schema: { tags: ['papers'], summary: 'Papers of a journal in a year (Add Your Paper)', querystring: ZPapersQuery, response: { 200: ZPaperOptions } },
  }, async (request) => papers.papersOf(request.query.journal_id, request.query.year));

  app.get('/auto/journal/:text', {
    config: { access: PUBLIC },
    schema: { tags: ['papers'], summary: 'Journal autocomplete (name, abbreviation or ISSN; anonymous callers limited per address)', params: ZText, response: { 200: ZJournalAutocomplete, 429: ZErrorResponse } },
    preHandler: async (request) => limitAnonymousAutocomplete(limiter, request),
  }, async (request) => papers.journals(request.params.text));

  app.get('/manual_mapping', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['papers'], summary: 'Papers of a journal (by ISSN) over a year range (admin Add Your Paper)', querystring: ZManualMappingQuery, response: { 200: ZPaperOptions, 400: ZErrorResponse } },
  }, async (request) => papers.manualMapping(request.query.issn, request.query.startyear, request.query.endyear));

  app.get('/getmissingpapers', {
    config: { access: AUTHENTICATED },
    schema: {
      tags: ['papers'],
      summary: 'Suggested papers: printed author names like the author\'s, linked to nobody; best matches first (own profile, or admin)',
      querystring: ZMissingPapersQuery,
      response: { 200: ZMissingPapersResponse, 403: ZErrorResponse, 404: ZErrorResponse },
    },
  }, async (request) => papers.missingPapers(callerOf(request), request.query.id));

  const ownAuthor = (authorId: number | null) => {
    if (authorId === null) throw new NotFound('No author profile is linked to this account.');
    return authorId;
  };

  app.post('/papers', {
    config: { access: rolesOnly('faculty') },
    schema: { tags: ['papers'], summary: 'Add a paper to my profile (links my authorship)', body: ZPaperIdBody, response: { 200: ZPaperLinkResponse, ...linkErrors } },
  }, async (request) => {
    const caller = callerOf(request);
    return papers.linkPaper(caller, ownAuthor(caller.authorId), request.body.paper_id, request.ip);
  });

  app.delete('/papers', {
    config: { access: rolesOnly('faculty') },
    schema: { tags: ['papers'], summary: 'Remove a paper from my profile (unlinks my authorship)', body: ZPaperIdBody, response: { 200: ZPaperLinkResponse, ...linkErrors } },
  }, async (request) => {
    const caller = callerOf(request);
    return papers.unlinkPaper(caller, ownAuthor(caller.authorId), request.body.paper_id, request.ip);
  });

  app.post('/editauthor/papers/:coAuthorId', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['papers'], summary: 'Admin: add a paper to a faculty member\'s profile', params: ZCoAuthor, body: ZPaperIdBody, response: { 200: ZPaperLinkResponse, ...linkErrors } },
  }, async (request) => papers.linkPaper(callerOf(request), request.params.coAuthorId, request.body.paper_id, request.ip));

  app.delete('/editauthor/papers/:coAuthorId', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['papers'], summary: 'Admin: remove a paper from a faculty member\'s profile', params: ZCoAuthor, body: ZPaperIdBody, response: { 200: ZPaperLinkResponse, ...linkErrors } },
  }, async (request) => papers.unlinkPaper(callerOf(request), request.params.coAuthorId, request.body.paper_id, request.ip));
};
