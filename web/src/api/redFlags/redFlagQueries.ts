import { queryOptions } from '@tanstack/react-query';
import { type RedFlagCheckIdOf } from '@ri/contracts/catalogue';
import { RED_FLAG_CHECK_SCHEMAS, ZExperienceRows, ZFacultyPapersByUniversity, ZJournalYearRows, ZRedFlagAuthorRows, ZRedFlagExportResult, ZRedFlagExportStarted, ZRedFlagJournalList, ZSameNumberRows, type RedFlagCheckSchemas, type TRedFlagCsvCheck } from '@ri/contracts/redFlags';
import { apiFetch } from '../client.ts';

/** The six faculty checks (9 to 14), by the last segment of their path. */
export type RedFlagFacultyCheck = RedFlagCheckIdOf<'faculty'>;

/** The checks listed from JSON (their CSV is a job): 2, 4, 5 and 7. */
export type RedFlagListCheck = RedFlagCheckIdOf<'list'>;

export const redFlagKeys = {
  all: ['redFlags'] as const,
  faculty: (check: RedFlagFacultyCheck, universityIds: readonly number[], paperRanges: string | null) =>
    [...redFlagKeys.all, 'faculty', check, [...universityIds], paperRanges] as const,
  list: (check: RedFlagListCheck) => [...redFlagKeys.all, 'list', check] as const,
  facultyPapers: (universityId: number) => [...redFlagKeys.all, 'facultyPapers', universityId] as const,
  experience: (universityId: number) => [...redFlagKeys.all, 'experience', universityId] as const,
  sameNumber: (universityId: number) => [...redFlagKeys.all, 'sameNumber', universityId] as const,
  journals: () => [...redFlagKeys.all, 'journals'] as const,
  journalYears: (issn: string) => [...redFlagKeys.all, 'journalYears', issn] as const,
};

/** `university_id` of the faculty checks: the ids comma-separated, or 'none' for every completed university. */
export function universityIdParam(universityIds: readonly number[]): string {
  return universityIds.length === 0 ? 'none' : universityIds.join(',');
}

/** GET red_flag/{check}?university_id=...[&paper_ranges=...]: checks 9 to 14. */
export function facultyCheckQueryOptions(check: RedFlagFacultyCheck, universityIds: readonly number[], paperRanges: string | null) {
  return queryOptions({
    queryKey: redFlagKeys.faculty(check, universityIds, paperRanges),
    queryFn: ({ signal }) => apiFetch(`/red_flag/${check}`, {
      query: { university_id: universityIdParam(universityIds), paper_ranges: paperRanges ?? undefined },
      schema: ZRedFlagAuthorRows,
      signal,
    }),
  });
}

/** GET red_flag/{check} without download: the rows a CSV check finds, as JSON (checks 2, 4, 5 and 7). */
export function listCheckQueryOptions<C extends RedFlagListCheck>(check: C) {
  return queryOptions({
    queryKey: redFlagKeys.list(check),
    queryFn: ({ signal }) => apiFetch(`/red_flag/${check}`, { schema: RED_FLAG_CHECK_SCHEMAS[check].response as RedFlagCheckSchemas[C]['response'], signal }),
  });
}

/** GET red_flag/faculty_papers_by_university: response[0].faculty is the list (docs/requirements/admin-tools.md §7). */
export function facultyPapersQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: redFlagKeys.facultyPapers(universityId),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/red_flag/faculty_papers_by_university', { query: { university_id: universityId }, schema: ZFacultyPapersByUniversity, signal });
      return answer[0] ?? null;
    },
  });
}

/** GET red_flag/total_papers_by_faculty_per_university: experience in years against total papers. */
export function experienceQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: redFlagKeys.experience(universityId),
    queryFn: ({ signal }) => apiFetch('/red_flag/total_papers_by_faculty_per_university', { query: { university_id: universityId }, schema: ZExperienceRows, signal }),
  });
}

/** GET red_flag/authors_that_have_same_number_of_papers_per_group (JSON). */
export function sameNumberQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: redFlagKeys.sameNumber(universityId),
    queryFn: ({ signal }) => apiFetch('/red_flag/authors_that_have_same_number_of_papers_per_group', { query: { university_id: universityId }, schema: ZSameNumberRows, signal }),
  });
}

/** GET red_flag/papers_published_per_year_in_journal?list=true&id=none: the journal picker's choices. */
export function redFlagJournalsQueryOptions() {
  return queryOptions({
    queryKey: redFlagKeys.journals(),
    queryFn: ({ signal }) => apiFetch('/red_flag/papers_published_per_year_in_journal', { query: { list: 'true', id: 'none' }, schema: ZRedFlagJournalList, signal }),
    staleTime: 10 * 60_000,
  });
}

/** GET red_flag/papers_published_per_year_in_journal?list=false&id={issn}: per year and issue. */
export function journalYearsQueryOptions(issn: string) {
  return queryOptions({
    queryKey: redFlagKeys.journalYears(issn),
    queryFn: ({ signal }) => apiFetch('/red_flag/papers_published_per_year_in_journal', { query: { list: 'false', id: issn }, schema: ZJournalYearRows, signal }),
  });
}

/** `?download=1`: starts the red-flag-export job (202) whose SSE stream the page follows. */
export function startRedFlagExport(check: TRedFlagCsvCheck, universityId?: number) {
  return apiFetch(`/red_flag/${check}`, { query: { download: 1, university_id: universityId }, schema: ZRedFlagExportStarted });
}

/** The completed job's result ({ file_name, rows, bytes, download_url }), or null when it is not one. */
export function exportResultOf(result: unknown) {
  const parsed = ZRedFlagExportResult.safeParse(result);
  return parsed.success ? parsed.data : null;
}

/** The file a finished export wrote (GET red_flag/exports/{jobId}.csv), as text. */
export async function fetchExportFile(downloadUrl: string): Promise<string> {
  const path = downloadUrl.startsWith('/api/') ? downloadUrl.slice('/api'.length) : downloadUrl;
  const text = await apiFetch(path);
  return typeof text === 'string' ? text : '';
}
