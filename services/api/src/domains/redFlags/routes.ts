import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { csvAttachmentHeader } from '@ri/csv';
import {
  RED_FLAG_CHECKS, RED_FLAG_CHECK_SCHEMAS, ZErrorResponse, ZRedFlagExportParams, ZRedFlagExportStarted,
  type RedFlagCheckId, type RedFlagCheckSchemas, type TRedFlagExportPayload,
} from '@ri/contracts';
import type { z } from 'zod';
import { ADMIN_ONLY, callerOf } from '../../http/access.ts';
import type { FacultyCheck } from './queries.ts';
import { parsePaperRanges, type RedFlagsService } from './service.ts';

const tags = ['red flags'];
const errors = { 400: ZErrorResponse, 404: ZErrorResponse };
const exportAnswer = { 202: ZRedFlagExportStarted, 503: ZErrorResponse };

type QueryOf<Id extends RedFlagCheckId> = z.output<RedFlagCheckSchemas[Id]['query']>;
type Handlers = { [Id in RedFlagCheckId]: (redFlags: RedFlagsService, query: QueryOf<Id>) => Promise<unknown> };

const facultyCheck = (kind: Exclude<FacultyCheck['kind'], 'inconsistent_paper_number'>) =>
  (redFlags: RedFlagsService, query: { university_id: string }) => redFlags.facultyCheck({ kind }, query.university_id);

/** The JSON answer of each check (its path, summary, schemas and CSV come from the red-flag catalogue of @ri/contracts). */
const HANDLERS: Handlers = {
  authors_that_have_same_number_of_papers_per_group: (redFlags, q) => redFlags.sameNumberOfPapers(q.university_id, q.min_group_size),
  authors_without_education_field: (redFlags) => redFlags.authorsWithoutEducation(),
  faculty_papers_by_university: (redFlags, q) => redFlags.facultyPapers(q.university_id),
  papers_older_than_last_education_year: (redFlags, q) => redFlags.papersOlderThanLastEducationYear(q.tolerance_years),
  papers_older_than_two_years_before_phds: (redFlags, q) => redFlags.papersOlderThanYearsBeforePhd(q.tolerance_years),
  papers_published_per_year_in_journal: (redFlags, q) => (q.list === 'true' ? redFlags.journals() : redFlags.journalYears(q.id)),
  papers_with_span_of_more_than_fifty_years: (redFlags) => redFlags.papersWithSpan(),
  total_papers_by_faculty_per_university: (redFlags, q) => redFlags.experience(q.university_id),
  faculty_with_incorrect_percent_appointment: facultyCheck('incorrect_percent_appointment'),
  faculty_with_missing_marker: facultyCheck('missing_marker'),
  faculty_with_missing_department: facultyCheck('missing_department'),
  faculty_with_missing_gender: facultyCheck('missing_gender'),
  faculty_with_missing_position: facultyCheck('missing_position'),
  faculty_with_inconsistent_paper_number: (redFlags, q) => redFlags.facultyCheck({ kind: 'inconsistent_paper_number', ranges: parsePaperRanges(q.paper_ranges) }, q.university_id),
};

/** `?download=1` of a CSV check: the export job's payload from the check's own parameters. */
function exportPayload(check: TRedFlagExportPayload['check'], query: { university_id?: unknown; tolerance_years?: unknown; min_group_size?: unknown }): TRedFlagExportPayload {
  return {
    check,
    ...(typeof query.university_id === 'number' ? { universityId: query.university_id } : {}),
    ...(typeof query.tolerance_years === 'number' ? { toleranceYears: query.tolerance_years } : {}),
    ...(typeof query.min_group_size === 'number' ? { minGroupSize: query.min_group_size } : {}),
  };
}

const FACULTY_DESCRIPTION = 'university_id: comma-separated university ids, or none for every completed university.';

export const redFlagRoutes: FastifyPluginAsyncZod<{ redFlags: RedFlagsService }> = async (app, { redFlags }) => {
  for (const check of RED_FLAG_CHECKS) {
    const schemas = RED_FLAG_CHECK_SCHEMAS[check.id];
    const handler = HANDLERS[check.id] as (redFlags: RedFlagsService, query: unknown) => Promise<unknown>;
    const csv = 'csv' in check;
    app.get(`/red_flag/${check.id}`, {
      config: { access: ADMIN_ONLY },
      schema: {
        tags, summary: check.summary,
        ...('description' in check ? { description: check.description } : check.panel === 'faculty' ? { description: FACULTY_DESCRIPTION } : {}),
        querystring: schemas.query,
        response: { 200: schemas.response, ...(csv ? exportAnswer : {}), ...errors },
      },
    }, async (request, reply) => {
      const query = request.query as { download?: string; university_id?: unknown; tolerance_years?: unknown; min_group_size?: unknown };
      if (csv && query.download === '1') {
        return reply.status(202).send(await redFlags.startExport(callerOf(request), exportPayload(check.id as TRedFlagExportPayload['check'], query)));
      }
      return handler(redFlags, query);
    });
  }

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
