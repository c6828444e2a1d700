import { toCsv, type CsvValue } from '@ri/csv';
import {
  RED_FLAG_DEFAULT_MIN_GROUP_SIZE, RED_FLAG_DEFAULT_TOLERANCE_YEARS, RED_FLAG_SPAN_YEARS, redFlagCsv, sameNumberBucket,
  type RedFlagCsvCheckId, type TRedFlagExportPayload,
} from '@ri/contracts';
import type { Db } from '@ri/db';
import {
  authorsWithoutEducation, papersOlderThanLastEducationYear, papersOlderThanYearsBeforePhd, papersWithSpanOfMoreThan,
  sameNumberOfPapersRows, universityName,
} from '@ri/db/queries/redFlags';
import type { Processor } from '../runtime.ts';
import { saveJobFile } from './queries.ts';

type Rows = ReadonlyArray<object>;

/**
 * The rows of each CSV check (its file name and columns are declared in @ri/contracts' red-flag catalogue).
 * This object does not compile while a CSV check lacks its rows.
 */
const CSV_ROWS = {
  papers_older_than_two_years_before_phds: (db, payload) => papersOlderThanYearsBeforePhd(db, payload.toleranceYears ?? RED_FLAG_DEFAULT_TOLERANCE_YEARS),
  papers_older_than_last_education_year: (db, payload) => papersOlderThanLastEducationYear(db, payload.toleranceYears ?? RED_FLAG_DEFAULT_TOLERANCE_YEARS),
  authors_without_education_field: (db) => authorsWithoutEducation(db),
  papers_with_span_of_more_than_fifty_years: (db) => papersWithSpanOfMoreThan(db, RED_FLAG_SPAN_YEARS),
  authors_that_have_same_number_of_papers_per_group: async (db, payload) => {
    const rows = await sameNumberOfPapersRows(db, payload.universityId!, payload.minGroupSize ?? RED_FLAG_DEFAULT_MIN_GROUP_SIZE);
    return rows.map((row) => ({ ...row, bucket: sameNumberBucket(row) }));
  },
} satisfies Record<RedFlagCsvCheckId, (db: Db, payload: TRedFlagExportPayload) => Promise<Rows>>;

/** The CSV of one check: its file name (`_{university}` for a per-university check), its text and its row count. */
export async function buildRedFlagCsv(db: Db, payload: TRedFlagExportPayload): Promise<{ fileName: string; csv: string; rows: number }> {
  const declaration = redFlagCsv(payload.check);
  let fileName = declaration.fileName;
  if (declaration.perUniversity) {
    if (payload.universityId === undefined) throw new Error(`${payload.check} needs a university`);
    const name = await universityName(db, payload.universityId);
    if (name === null) throw new Error(`University ${payload.universityId} does not exist`);
    fileName = `${fileName}_${name}`;
  }
  const rows = await CSV_ROWS[payload.check](db, payload);
  const columns = declaration.columns.map((column) => ({ header: column.header, value: (row: object) => (row as Record<string, CsvValue>)[column.field] }));
  return { fileName: `${fileName}.csv`, csv: toCsv(columns, rows), rows: rows.length };
}

export function redFlagExportUrl(jobId: string): string {
  return `/api/red_flag/exports/${encodeURIComponent(jobId)}.csv`;
}

/**
 * One red-flag CSV: runs the check, writes the file into job_files (one per job run, so a retry
 * overwrites its own file) and answers where to download it.
 */
export const redFlagExportProcessor: Processor<'redFlagExport'> = async ({ db, job, payload, requestedBy, reportProgress }) => {
  await reportProgress({ pct: 5, stage: 'query', message: 'Running the check' });
  const { fileName, csv, rows } = await buildRedFlagCsv(db, payload);
  await reportProgress({ pct: 80, stage: 'write', message: `${rows} rows found; writing the file` });
  const content = Buffer.from(csv, 'utf8');
  await saveJobFile(db, { queue: job.queueName, jobId: String(job.id), fileName, contentType: 'text/csv; charset=utf-8', content, rows, requestedBy });
  await reportProgress({ pct: 100, stage: 'done', message: `${rows} rows` });
  return { file_name: fileName, rows, bytes: content.length, download_url: redFlagExportUrl(String(job.id)) };
};
