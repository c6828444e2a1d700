import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvAttachmentHeader, toCsv } from '@ri/csv';
import {
  DIRECTORY_REPORT_COLUMNS, ZAdminAuthorSearchQuery, ZDirectoryList, ZErrorResponse, ZGetAuthorsQuery, ZManualMappingSearchQuery,
  ZManualMappingSearchResult, ZPaperSearchParams, ZPaperSearchResult, ZSimilarAuthors, ZSimilarAuthorsParams, ZSimilarAuthorsQuery,
  type TDirectoryAuthor,
} from '@ri/contracts';
import { ADMIN_ONLY, AUTHENTICATED, callerOf, rolesOnly } from '../../http/access.ts';
import type { DirectoryService } from './service.ts';

const tags = ['directory'];
const errors = { 400: ZErrorResponse, 403: ZErrorResponse, 404: ZErrorResponse };
const [FIRST, LAST, EMAIL, MARKER, DEPARTMENTS] = DIRECTORY_REPORT_COLUMNS;

export const directoryRoutes: FastifyPluginAsyncZod<{ directory: DirectoryService }> = async (app, { directory }) => {
  app.get('/get_authors', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: 'University faculty directory: name and department filters, sort first_name|last_name|marker _inc|_dec (university users: their own university)',
      querystring: ZGetAuthorsQuery, response: { 200: ZDirectoryList, ...errors },
    },
  }, async (request) => {
    const { authors, total } = await directory.directory(callerOf(request), request.query.id, request.query);
    return { authors, total };
  });

  app.get('/get_authors/report', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: "Directory 'Download Report': CSV with First Name, Last Name, Email, Marker, Departments (same filters as get_authors)",
      querystring: ZGetAuthorsQuery,
    },
  }, async (request, reply) => {
    const { university, authors } = await directory.directory(callerOf(request), request.query.id, request.query);
    const csv = toCsv<TDirectoryAuthor>([
      { header: FIRST, value: (r) => r.first_name },
      { header: LAST, value: (r) => r.last_name },
      { header: EMAIL, value: (r) => r.email },
      { header: MARKER, value: (r) => r.marker },
      { header: DEPARTMENTS, value: (r) => r.department.join('; ') },
    ], authors);
    return reply.type('text/csv; charset=utf-8')
      .header('content-disposition', csvAttachmentHeader(`facultyDirectory_${university.name}`))
      .header('cache-control', 'private, no-store')
      .send(csv);
  });

  app.get('/admin/author_search', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Admin author search over every university (or university_id): name, department, sort, paging',
      querystring: ZAdminAuthorSearchQuery, response: { 200: ZDirectoryList, 400: ZErrorResponse },
    },
  }, async (request) => {
    const q = request.query;
    return directory.adminSearch({ universityId: q.university_id, name: q.name, department: q.department, sort: q.sort, skip: q.skip, limit: q.limit });
  });

  app.get('/get_similar_auth/:authorId', {
    config: { access: rolesOnly('university', 'admin') },
    schema: {
      tags, summary: 'Co-authors (primary) and their co-authors (secondary), first year of career descending; start/end narrow to a cohort range',
      params: ZSimilarAuthorsParams, querystring: ZSimilarAuthorsQuery, response: { 200: ZSimilarAuthors, ...errors },
    },
  }, async (request) => directory.similarAuthors(callerOf(request), request.params.authorId, request.query));

  app.get('/paper_search/:text', {
    config: { access: AUTHENTICATED },
    schema: { tags, summary: 'Explore: papers whose title contains the text', params: ZPaperSearchParams, response: { 200: ZPaperSearchResult, 400: ZErrorResponse } },
  }, async (request) => directory.paperSearch(request.params.text));

  app.get('/manual_mapping_search', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Manual Mapping: authors of a university by first and last name',
      querystring: ZManualMappingSearchQuery, response: { 200: ZManualMappingSearchResult, 400: ZErrorResponse },
    },
  }, async (request) => directory.manualMapping(request.query));
};
