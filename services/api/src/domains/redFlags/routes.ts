import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvAttachmentHeader } from '@ri/csv';
import {
  ZEducationPaperRows, ZErrorResponse, ZExperienceRows, ZFacultyPapersByUniversity, ZJournalYearRows, ZRedFlagAuthorRows,
  ZRedFlagDownloadQuery, ZRedFlagExportParams, ZRedFlagExportStarted, ZRedFlagFacultyQuery, ZRedFlagInconsistentQuery,
  ZRedFlagJournalList, ZRedFlagJournalQuery, ZRedFlagSameNumberQuery, ZRedFlagUniversityQuery, ZSameNumberRows, ZSpanRows,
  ZWithoutEducationRows, type TRedFlagExportPayload,
} from '@ri/contracts';
import { z } from 'zod';
import { ADMIN_ONLY, callerOf } from '../../http/access.ts';
import type { FacultyCheck } from './queries.ts';
import { parsePaperRanges, type RedFlagsService } from './service.ts';

const tags = ['red flags'];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };
const exportAnswer = { 202: ZRedFlagExportStarted, 503: ZErrorResponse };

const FACULTY_CHECKS: Array<{ path: string; kind: Exclude<FacultyCheck['kind'], 'inconsistent_paper_number'>; summary: string }> = [
  { path: 'faculty_with_incorrect_percent_appointment', kind: 'incorrect_percent_appointment', summary: 'Faculty whose department appointments do not add up to 100%' },
  { path: 'faculty_with_missing_marker', kind: 'missing_marker', summary: 'Faculty without a marker (or marker 0, unknown)' },
  { path: 'faculty_with_missing_department', kind: 'missing_department', summary: 'Faculty without any department appointment' },
  { path: 'faculty_with_missing_gender', kind: 'missing_gender', summary: 'Faculty without a gender' },
  { path: 'faculty_with_missing_position', kind: 'missing_position', summary: 'Faculty without a position title' },
];

export const redFlagRoutes: FastifyPluginAsyncZod<{ redFlags: RedFlagsService }> = async (app, { redFlags }) => {
  async function startExport(request: Parameters<typeof callerOf>[0], reply: FastifyReply, payload: TRedFlagExportPayload) {
    return reply.status(202).send(await redFlags.startExport(callerOf(request), payload));
  }

  for (const check of FACULTY_CHECKS) {
    app.get(`/red_flag/${check.path}`, {
      config: { access: ADMIN_ONLY },
      schema: {
        tags, summary: check.summary,
        description: 'university_id: comma-separated university ids, or none for every completed university.',
        querystring: ZRedFlagFacultyQuery, response: { 200: ZRedFlagAuthorRows, ...errors },
      },
    }, async (request) => redFlags.facultyCheck({ kind: check.kind }, request.query.university_id));
  }

  app.get('/red_flag/faculty_with_inconsistent_paper_number', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Faculty whose A + A- + B paper count lies outside the range given for their rank',
      description: 'paper_ranges: assistant from,to, associate from,to, professor from,to (defaults 0,5,7,40,20,60).',
      querystring: ZRedFlagInconsistentQuery, response: { 200: ZRedFlagAuthorRows, ...errors },
    },
  }, async (request) => redFlags.facultyCheck({ kind: 'inconsistent_paper_number', ranges: parsePaperRanges(request.query.paper_ranges) }, request.query.university_id));

  app.get('/red_flag/faculty_papers_by_university', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Papers per faculty member of a university, by journal tier', querystring: ZRedFlagUniversityQuery, response: { 200: ZFacultyPapersByUniversity, ...errors } },
  }, async (request) => redFlags.facultyPapers(request.query.university_id));

  app.get('/red_flag/total_papers_by_faculty_per_university', {
    config: { access: ADMIN_ONLY },
    schema: { tags, summary: 'Experience in years against total papers, per faculty member', querystring: ZRedFlagUniversityQuery, response: { 200: ZExperienceRows, ...errors } },
  }, async (request) => redFlags.experience(request.query.university_id));

  app.get('/red_flag/papers_published_per_year_in_journal', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'list=true&id=none: journals by impact factor; list=false&id={issn}: the journal\'s papers per year and issue',
      querystring: ZRedFlagJournalQuery, response: { 200: z.union([ZRedFlagJournalList, ZJournalYearRows]), ...errors },
    },
  }, async (request) => (request.query.list === 'true' ? redFlags.journals() : redFlags.journalYears(request.query.id)));

  app.get('/red_flag/authors_that_have_same_number_of_papers_per_group', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Groups of faculty of one department with the same number of papers (download=1: CSV job)',
      querystring: ZRedFlagSameNumberQuery, response: { 200: ZSameNumberRows, ...exportAnswer, ...errors },
    },
  }, async (request, reply) => {
    const q = request.query;
    if (q.download === '1') return startExport(request, reply, { check: 'authors_that_have_same_number_of_papers_per_group', universityId: q.university_id, minGroupSize: q.min_group_size });
    return redFlags.sameNumberOfPapers(q.university_id, q.min_group_size);
  });

  app.get('/red_flag/papers_older_than_two_years_before_phds', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Papers published more than two years before the author\'s PhD (download=1: CSV job)',
      querystring: ZRedFlagDownloadQuery, response: { 200: ZEducationPaperRows, ...exportAnswer, ...errors },
    },
  }, async (request, reply) => {
    const q = request.query;
    if (q.download === '1') return startExport(request, reply, { check: 'papers_older_than_two_years_before_phds', toleranceYears: q.tolerance_years });
    return redFlags.papersOlderThanYearsBeforePhd(q.tolerance_years);
  });

  app.get('/red_flag/papers_older_than_last_education_year', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Papers published more than two years before the author\'s last education year (download=1: CSV job)',
      querystring: ZRedFlagDownloadQuery, response: { 200: ZEducationPaperRows, ...exportAnswer, ...errors },
    },
  }, async (request, reply) => {
    const q = request.query;
    if (q.download === '1') return startExport(request, reply, { check: 'papers_older_than_last_education_year', toleranceYears: q.tolerance_years });
    return redFlags.papersOlderThanLastEducationYear(q.tolerance_years);
  });

  app.get('/red_flag/authors_without_education_field', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Authors without any education entry (download=1: CSV job)',
      querystring: ZRedFlagDownloadQuery, response: { 200: ZWithoutEducationRows, ...exportAnswer, ...errors },
    },
  }, async (request, reply) => {
    if (request.query.download === '1') return startExport(request, reply, { check: 'authors_without_education_field' });
    return redFlags.authorsWithoutEducation();
  });

  app.get('/red_flag/papers_with_span_of_more_than_fifty_years', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'Authors whose papers span more than fifty years (download=1: CSV job)',
      querystring: ZRedFlagDownloadQuery, response: { 200: ZSpanRows, ...exportAnswer, ...errors },
    },
  }, async (request, reply) => {
    if (request.query.download === '1') return startExport(request, reply, { check: 'papers_with_span_of_more_than_fifty_years' });
    return redFlags.papersWithSpan();
  });

  app.get('/red_flag/exports/:jobId.csv', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags, summary: 'The CSV file a finished red-flag export wrote (its requester or any admin)',
      description: 'text/csv; 404 for an unknown export, 409 while it is still running or when it failed.',
      params: ZRedFlagExportParams,
    },
  }, async (request, reply) => {
    const file = await redFlags.exportFile(callerOf(request), request.params.jobId);
    return reply
      .header('content-type', file.content_type)
      .header('content-disposition', csvAttachmentHeader(file.file_name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.content);
  });
};
