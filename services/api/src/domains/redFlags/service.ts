import type { Db } from '@ri/db';
import { QUEUES, findRun, type JobProducer } from '@ri/jobs';
import {
  RED_FLAG_SPAN_YEARS, sameNumberBucket, type TRedFlagExportPayload, type TRedFlagExportStarted,
} from '@ri/contracts';
import { validateUniversitySelected } from '@ri/metrics';
import type { Caller } from '../../http/access.ts';
import { Conflict, Forbidden, NotFound, ServiceUnavailable, ValidationFailed } from '../../http/errors.ts';
import * as queries from './queries.ts';
import type { FacultyCheck, PaperRanges, UniversityScope } from './queries.ts';

const MAX_UNIVERSITIES = 1_000;

/** 'none', '' or 'all' -> every completed university; '3,7' -> those two. */
export function parseUniversityScope(text: string): UniversityScope {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'none' || value === 'all') return { kind: 'all' };
  const parts = value.split(',').map((part) => part.trim()).filter((part) => part !== '');
  const ids = parts.map(Number);
  if (parts.length === 0 || parts.length > MAX_UNIVERSITIES || ids.some((id, i) => !/^\d{1,9}$/.test(parts[i]!) || id <= 0)) {
    throw new ValidationFailed('university_id must be "none" or a comma-separated list of university ids', 'querystring.university_id');
  }
  return { kind: 'ids', ids: [...new Set(ids)] };
}

/** Six whole numbers 'aFrom,aTo,bFrom,bTo,pFrom,pTo', each from not above its to. */
export function parsePaperRanges(text: string): PaperRanges {
  const parts = text.split(',').map((part) => part.trim());
  const numbers = parts.map(Number);
  const valid = parts.length === 6 && parts.every((part) => /^\d{1,5}$/.test(part))
    && numbers[0]! <= numbers[1]! && numbers[2]! <= numbers[3]! && numbers[4]! <= numbers[5]!;
  if (!valid) {
    throw new ValidationFailed(
      'paper_ranges needs six whole numbers: assistant from,to; associate from,to; professor from,to (each from not above its to)',
      'querystring.paper_ranges',
    );
  }
  return { assistant: [numbers[0]!, numbers[1]!], associate: [numbers[2]!, numbers[3]!], professor: [numbers[4]!, numbers[5]!] };
}

export function createRedFlagsService({ db, producer, now = () => new Date() }: { db: Db; producer: JobProducer; now?: () => Date }) {
  async function university(universityId: number) {
    const issue = validateUniversitySelected(universityId)[0];
    if (issue) throw new ValidationFailed(issue.message, 'querystring.university_id');
    const found = await queries.findUniversity(db, universityId);
    if (!found) throw new NotFound('No such university.');
    return found;
  }

  return {
    async facultyCheck(check: FacultyCheck, universityIds: string) {
      const rows = await queries.facultyCheckRows(db, parseUniversityScope(universityIds), check);
      return {
        authors: rows.map((row) => ({
          name: row.name, auth_id: row.auth_id, univ_name: row.univ_name, univ_profile_link: row.univ_profile_link,
          percent_appointment: row.percent_appointment, position: row.position, marker: row.marker, gender: row.gender,
          A: row.a, 'A-': row.a_minus, B: row.b, paper_count: row.paper_count,
        })),
      };
    },

    async facultyPapers(universityId: number) {
      const found = await university(universityId);
      const rows = await queries.facultyPapersByUniversity(db, found.id);
      return [{
        university_id: found.id, univ_name: found.name,
        faculty: rows.map((row) => ({ auth_id: row.auth_id, faculty_name: row.faculty_name, papers_published: row.papers_published, A: row.a, 'A-': row.a_minus, B: row.b, other: row.other })),
      }];
    },

    async sameNumberOfPapers(universityId: number, minGroupSize: number) {
      const found = await university(universityId);
      const rows = await queries.sameNumberOfPapersRows(db, found.id, minGroupSize);
      const authors = rows.map((row) => ({ ...row, bucket: sameNumberBucket(row) }));
      return { univ_name: found.name, buckets: [...new Set(authors.map((row) => row.bucket))], authors };
    },

    async experience(universityId: number) {
      const found = await university(universityId);
      return { univ_name: found.name, faculty: await queries.experienceRows(db, found.id, now().getUTCFullYear()) };
    },

    async journals() {
      return { journals: await queries.journalsByImpactFactor(db) };
    },

    async journalYears(issn: string) {
      if (issn === '' || issn.toLowerCase() === 'none') throw new ValidationFailed('Choose a journal (its ISSN) to see its papers per year', 'querystring.id');
      const journal = await queries.journalByIssn(db, issn);
      if (!journal) throw new NotFound('No journal with this ISSN.');
      return { journal, rows: await queries.journalPapersPerYear(db, journal.id) };
    },

    papersOlderThanYearsBeforePhd: async (toleranceYears: number) => ({ papers: await queries.papersOlderThanYearsBeforePhd(db, toleranceYears) }),
    papersOlderThanLastEducationYear: async (toleranceYears: number) => ({ papers: await queries.papersOlderThanLastEducationYear(db, toleranceYears) }),
    authorsWithoutEducation: async () => ({ authors: await queries.authorsWithoutEducation(db) }),
    papersWithSpan: async () => ({ authors: await queries.papersWithSpanOfMoreThan(db, RED_FLAG_SPAN_YEARS) }),

    /** `?download=1`: a red-flag-export job; the browser follows its SSE stream, then downloads. */
    async startExport(caller: Caller, payload: TRedFlagExportPayload): Promise<TRedFlagExportStarted> {
      if (payload.universityId !== undefined) await university(payload.universityId);
      const job = await producer.enqueue('redFlagExport', payload, { requestedBy: caller.userId }).catch(() => {
        throw new ServiceUnavailable('The job queue is unavailable right now. Please try again in a minute.');
      });
      return {
        queue: job.queue, job_id: job.jobId, run_id: job.runId,
        events_url: `/api/jobs/${job.queue}/${job.jobId}/events`,
        download_url: `/api/red_flag/exports/${encodeURIComponent(job.jobId)}.csv`,
      };
    },

    /** The finished file of an export: its requester or any admin (the route is admin-only). */
    async exportFile(caller: Caller, jobId: string) {
      const queue = QUEUES.redFlagExport.name;
      const run = await findRun(db, queue, jobId);
      if (!run) throw new NotFound('No such export.');
      if (caller.type !== 'admin' && run.requested_by !== caller.userId) throw new Forbidden();
      if (run.status === 'failed') throw new Conflict(`The export failed: ${run.error ?? 'unknown error'}. Please start it again.`);
      const file = await queries.findJobFile(db, queue, jobId);
      if (!file) throw new Conflict('The export is not finished yet: follow its progress, then download it.');
      return file;
    },
  };
}

export type RedFlagsService = ReturnType<typeof createRedFlagsService>;
