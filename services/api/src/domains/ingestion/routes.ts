import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZDirectoryConfig, ZDirectoryConfigResponse, ZErrorResponse, ZIdParam, ZImportRunsQuery, ZImportRunsResponse, ZImportStarted,
  ZJournalListColumns, ZJournalListDepartments, ZOpenAlexUploadFields, ZRssAddBody, ZRssCheckBody, ZRssCheckResponse, ZRssParseQuery, ZRssParseResponse,
  ZInstitutionDetail, ZInstitutionParam, ZInstitutionSearchQuery, ZInstitutionSearchResponse, ZOnboardBody,
  ZRssPublisherSearchQuery, ZRssPublisherSearchResponse, ZUnmatchedJournalAction, ZUnmatchedJournalResult, ZUnmatchedJournalsQuery, ZUnmatchedJournalsResponse, ZUpdateFacultyBody, ZUpdateFacultyQuery, ZUpdateFacultyResponse, ZUpdateFacultyResult,
} from '@ri/contracts';
import { DEFAULT_TIER_MAPPING, parseTierMapping, type TierMapping } from '@ri/ingestion/parser-free';
import { ADMIN_ONLY, callerOf, rolesOnly } from '../../http/access.ts';
import { ValidationFailed } from '../../http/errors.ts';
import { receiveUpload, type StagedFile } from '../../http/stagedUpload.ts';
import { parseInput } from '../../http/validation.ts';
import type { IngestionService } from './service.ts';

/** Largest upload an import accepts (OpenAlex pages and snapshot parts, journal lists). */
export const IMPORT_UPLOAD_LIMIT_BYTES = 100 * 1024 * 1024;

const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const started = { 202: ZImportStarted, ...errors, 429: ZErrorResponse, 503: ZErrorResponse };
const ZUniversityParam = z.object({ universityId: ZIdParam });

/** The import's file, streamed into `directory` (http/stagedUpload.ts); the import run owns it once started, else the route removes it. */
async function readImportUpload(request: FastifyRequest, directory: string): Promise<StagedFile & { fields: Record<string, string> }> {
  if (!request.isMultipart()) throw new ValidationFailed('Send the file as multipart/form-data (field `file`).', 'file');
  const { file, fields } = await receiveUpload(request, {
    limit: IMPORT_UPLOAD_LIMIT_BYTES, directory,
    tooLarge: `The file is larger than ${IMPORT_UPLOAD_LIMIT_BYTES / 1024 / 1024} MB; import it with the command line (npm run import).`,
  });
  if (!file) throw new ValidationFailed('Please choose a file to import.', 'file');
  return Object.assign(file, { fields });
}

export const ingestionRoutes: FastifyPluginAsyncZod<{
  ingestion: IngestionService;
  /** where an import's upload is written (STORAGE_DIR/imports: the workers read it from there) */
  importsDir: string;
}> = async (app, { ingestion, importsDir }) => {
  if (!app.hasRequestDecorator('isMultipart')) {
    await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_UPLOAD_LIMIT_BYTES, files: 1, fields: 20, fieldSize: 10_000 } });
  }

  // ------------------------------------------------------------------ onboarding a school from OpenAlex (docs/ingestion.md)
  const outside = { ...errors, 503: ZErrorResponse };
  app.get('/openalex/institutions', {
    config: { access: rolesOnly('admin', 'university') },
    schema: {
      tags: ['ingestion'], summary: 'Onboard a school: OpenAlex institutions by name, ROR id or OpenAlex id (at most 10), with their counts and our linked university',
      querystring: ZInstitutionSearchQuery, response: { 200: ZInstitutionSearchResponse, ...outside },
    },
  }, async (request) => ingestion.searchInstitutions(request.query.q));

  app.get('/openalex/institutions/:institutionId', {
    config: { access: rolesOnly('admin', 'university') },
    schema: {
      tags: ['ingestion'], summary: 'Onboard a school: one institution with its counts (works, citations, authors) and whether the caller may onboard it',
      params: ZInstitutionParam, response: { 200: ZInstitutionDetail, ...outside },
    },
  }, async (request) => ingestion.institutionDetail(callerOf(request), request.params.institutionId));

  app.post('/openalex/onboard', {
    config: { access: rolesOnly('admin', 'university') },
    schema: {
      tags: ['ingestion'],
      summary: 'Onboard a school: import its authors and works from the OpenAlex API (a job; follow its events). University users: their own school only',
      body: ZOnboardBody, response: { ...started, 409: ZErrorResponse },
    },
  }, async (request, reply) => reply.status(202).send(await ingestion.startOnboarding(callerOf(request), request.body.institution, request.ip)));

  // ------------------------------------------------------------------ RSS Feed Tool (docs/requirements/admin-tools.md §7 "RSS"; admin-only here)
  app.get('/rss/journal-publisher/search', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['ingestion'], summary: 'RSS Feed Tool: publishers (id, publisher_name); with pub_id, that publisher\'s journals with their saved feed config',
      querystring: ZRssPublisherSearchQuery, response: { 200: ZRssPublisherSearchResponse, ...errors },
    },
  }, async (request) => ingestion.publisherSearch(request.query));

  app.get('/rss', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['ingestion'], summary: 'RSS Feed Tool Submit: fetch and parse a feed (RSS 2.0, RSS 1.0/RDF, Atom) and offer its tags for mapping; a feed that cannot be read comes back in `error`',
      querystring: ZRssParseQuery, response: { 200: ZRssParseResponse, ...errors },
    },
  }, async (request) => ingestion.parseLink(callerOf(request), request.query.link));

  app.post('/rss', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['ingestion'], summary: 'RSS Feed Tool Check: the feed\'s items through a mapping', body: ZRssCheckBody, response: { 200: ZRssCheckResponse, ...errors } },
  }, async (request) => ingestion.checkMapping(callerOf(request), request.body.link, request.body.config));

  app.post('/rss/add', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['ingestion'], summary: 'RSS Feed Tool Submit: save the journal\'s feed and mapping and import it now (a job; follow its events)',
      body: ZRssAddBody, response: started,
    },
  }, async (request, reply) => reply.status(202).send(await ingestion.addFeed(callerOf(request), request.body, request.ip)));

  // ------------------------------------------------------------------ directory configuration
  app.get('/directory_config/:universityId', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['ingestion'], summary: 'A university\'s faculty-directory scraping configuration', params: ZUniversityParam, response: { 200: ZDirectoryConfigResponse, ...errors } },
  }, async (request) => ingestion.getDirectoryConfig(request.params.universityId));

  app.put('/directory_config/:universityId', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['ingestion'], summary: 'Set a university\'s faculty-directory configuration: listing URL, pagination, CSS selectors (and profile-page selectors)',
      params: ZUniversityParam, body: ZDirectoryConfig, response: { 200: ZDirectoryConfigResponse, ...errors },
    },
  }, async (request) => ingestion.putDirectoryConfig(callerOf(request), request.params.universityId, request.body, request.ip));

  // ------------------------------------------------------------------ Update Faculty (docs/requirements/admin-tools.md §7 "Update faculty")
  app.get('/update_faculty', {
    config: { access: rolesOnly('admin', 'university') },
    schema: {
      tags: ['ingestion'],
      summary: 'Update Faculty: search (stored directory rows), check (problems), compare (actions against our authors), or scrape (starts a job: 202). University users: their own university only',
      querystring: ZUpdateFacultyQuery, response: { 200: ZUpdateFacultyResponse, ...started },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const { id, type } = request.query;
    switch (type) {
      case 'scrape': return reply.status(202).send(await ingestion.startScrape(caller, id));
      case 'search': return ingestion.search(caller, id);
      case 'check': return ingestion.check(caller, id);
      default: return ingestion.compare(caller, id);
    }
  });

  app.post('/update_faculty', {
    config: { access: rolesOnly('admin', 'university') },
    schema: {
      tags: ['ingestion'],
      summary: 'Update Faculty: update_marker (new_marker), delete_faculty (marker 9 only), or apply_action (a compare row\'s action)',
      body: ZUpdateFacultyBody, response: { 200: ZUpdateFacultyResult, ...errors },
    },
  }, async (request) => ingestion.postUpdateFaculty(callerOf(request), request.body, request.ip));

  // ------------------------------------------------------------------ imports
  app.post('/imports/openalex', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['ingestion'],
      summary: 'Import an OpenAlex file (multipart `file`: one entity, an array, an API page or JSON Lines, gzipped or not; optional field `institution`: the OpenAlex institution whose people become faculty)',
      response: { ...started, 413: ZErrorResponse },
    },
  }, async (request, reply) => {
    await ingestion.assertMayUpload(callerOf(request));
    const upload = await readImportUpload(request, importsDir);
    try {
      const fields = parseInput(ZOpenAlexUploadFields, { institution: upload.fields.institution || undefined }, 'body', 'institution');
      const institution = fields.institution ? fields.institution.replace(/^https:\/\/openalex\.org\//i, '').toUpperCase() : null;
      return reply.status(202).send(await ingestion.startOpenAlex(callerOf(request), upload, institution));
    } catch (error) {
      // refused before the import run took the file
      await upload.remove();
      throw error;
    }
  });

  app.post('/imports/journal-list', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['ingestion'],
      summary: 'Import a journal list (multipart `file`: the ABDC workbook or a CSV). Fields: mapping (A*=A,A=A-,B=B,C=), departments (ids; default: global tiers), sheet, title_column, issn_column, eissn_column, rating_column (CSV)',
      response: { ...started, 413: ZErrorResponse },
    },
  }, async (request, reply) => {
    await ingestion.assertMayUpload(callerOf(request));
    const upload = await readImportUpload(request, importsDir);
    try {
      const f = upload.fields;
      let mapping: TierMapping = DEFAULT_TIER_MAPPING;
      if (f.mapping?.trim()) {
        try {
          mapping = parseTierMapping(f.mapping);
        } catch (error) {
          throw new ValidationFailed(`mapping: ${(error as Error).message}`, 'body.mapping');
        }
      }
      const departmentIds = parseInput(ZJournalListDepartments, f.departments ?? '', 'body', 'departments');
      const isWorkbook = upload.head[0] === 0x50 && upload.head[1] === 0x4b;
      let columns = null;
      if (f.title_column || f.rating_column || f.issn_column || !isWorkbook) {
        columns = parseInput(ZJournalListColumns, {
          title: f.title_column || 'title', issn: f.issn_column || 'issn', rating: f.rating_column || 'rating',
          ...(f.eissn_column ? { eIssn: f.eissn_column } : {}), ...(f.publisher_column ? { publisher: f.publisher_column } : {}),
        }, 'body', 'columns');
      }
      return reply.status(202).send(await ingestion.startJournalList(callerOf(request), upload, {
        format: isWorkbook ? 'xlsx' : 'csv', mapping, departmentIds, columns, sheet: f.sheet?.trim() || null,
      }));
    } catch (error) {
      // refused before the import run took the file
      await upload.remove();
      throw error;
    }
  });

  app.get('/imports', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['ingestion'], summary: 'Import history: every import and scrape, newest first, with counts and the first rejected rows', querystring: ZImportRunsQuery, response: { 200: ZImportRunsResponse, ...errors } },
  }, async (request) => ingestion.listImports(request.query));

  app.get('/imports/unmatched_journals', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['ingestion'], summary: 'Journals seen in imports that match no journal of the catalogue, with their paper counts, to map by hand', querystring: ZUnmatchedJournalsQuery, response: { 200: ZUnmatchedJournalsResponse, ...errors } },
  }, async (request) => ingestion.listUnmatchedJournals(request.query));

  app.post('/imports/unmatched_journals/:id', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['ingestion'], summary: 'Map an unmatched journal to a journal of the catalogue (its papers, past and future) or keep it as its own',
      params: z.object({ id: ZIdParam }), body: ZUnmatchedJournalAction, response: { 200: ZUnmatchedJournalResult, ...errors, 409: ZErrorResponse },
    },
  }, async (request) => ingestion.resolveUnmatchedJournal(callerOf(request), request.params.id, request.body, request.ip));

  app.get('/imports/:id/rejected.csv', {
    config: { access: ADMIN_ONLY },
    schema: { tags: ['ingestion'], summary: 'Every rejected row of an import as CSV (position, reason, raw); text/csv', params: z.object({ id: ZIdParam }) },
  }, async (request, reply) => {
    const { fileName, csv } = await ingestion.rejectedCsv(request.params.id);
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${fileName}"`).send(csv);
  });
};
