// Uploads never pile up (docs/reliability.md, "Uploads never pile up"): what an attacker sends may stay on disk only
// while a record or a run needs it. The sweep runs when the API starts and then periodically; each step is bounded
// by an age, so a file still being written or just handed to its run is never taken.
import { readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '@ri/db';
import { dropUpload } from '../importRuns.ts';
import { isStoredFileName } from './fileStorage.ts';

/** The name every staged upload file starts with (services/api/src/http/stagedUpload.ts). */
export const STAGED_UPLOAD_PREFIX = 'ri-upload-';

export const STALE_IMPORT_MESSAGE = 'The import did not finish within a day; its file was removed. Please upload it again.';

export interface UploadSweepOptions {
  db: Db;
  /** STORAGE_DIR: stored CVs, pictures and marked CVs; `imports/` beside them holds import uploads */
  storageDir: string;
  /** where uploads are staged before a route takes them (the API's temporary directory) */
  tempDir: string;
  now?: Date;
  /** a staged or import file no run points at is removed once this old (default 1 h: an upload in progress keeps its mtime fresh) */
  orphanAgeMs?: number;
  /** an import still queued or running this long is failed and its file removed (default 24 h) */
  staleRunMs?: number;
  /**
   * a stored file no record points at (a replaced CV or picture, a marked CV nobody kept) is removed this long after
   * the sweep first found it so (default 7 days; see releaseMarkerOf)
   */
  storedFileRetentionMs?: number;
}

export interface UploadSweepReport {
  /** import uploads of finished runs that were still there (a job BullMQ failed without its code running) */
  finishedRuns: number;
  /** runs failed for being stale */
  staleRuns: number;
  /** files removed from STORAGE_DIR/imports that no run pointed at */
  importOrphans: number;
  /** staged uploads (and half-written stored files) left by a process that died mid-upload */
  stagedOrphans: number;
  /** stored files no record pointed at, past their retention */
  storedFiles: number;
  /** stored files found with no record pointing at them for the first time (their retention starts now) */
  released: number;
  bytes: number;
}

const HOUR = 60 * 60 * 1000;

/**
 * The marker beside a stored file that no record points at any more: written (empty, its mtime the time) by the first
 * sweep that finds the file so, which is within one sweep interval of its replacement; the file is removed once the
 * marker is older than the retention, so a file is kept STORED_FILE_RETENTION_DAYS after it was replaced, not after it
 * was uploaded (docs/reliability.md, "Uploads never pile up"). A dot name: never served (isStoredFileName), not listed.
 */
export function releaseMarkerOf(name: string): string {
  return `.released-${name}`;
}
const RELEASE_MARKER = /^\.released-(.+)$/;

async function filesOf(directory: string): Promise<string[]> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Removes `file` when it is a regular file last written before `before`; the bytes removed, or null. */
async function removeIfOlder(file: string, before: number): Promise<number | null> {
  try {
    const info = await stat(file);
    if (!info.isFile() || info.mtimeMs >= before) return null;
    await rm(file, { force: true });
    return info.size;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every stored file name a record points at (`.../api/files/<name>`): the files the app serves. */
async function referencedStoredFiles(db: Db): Promise<Set<string>> {
  const { rows } = await sql<{ link: string }>`
    SELECT link FROM (
      SELECT cv AS link FROM authors UNION ALL SELECT highlighted_cv FROM authors UNION ALL SELECT profile_picture FROM authors
      UNION ALL SELECT profile_picture FROM universities
    ) links WHERE link LIKE '%/api/files/%'`.execute(db);
  return new Set(rows.map((r) => decodeURIComponent(r.link.trim().slice(r.link.trim().lastIndexOf('/') + 1))));
}

export async function sweepUploads(options: UploadSweepOptions): Promise<UploadSweepReport> {
  const { db } = options;
  const now = (options.now ?? new Date()).getTime();
  const orphanBefore = now - (options.orphanAgeMs ?? HOUR);
  const report: UploadSweepReport = { finishedRuns: 0, staleRuns: 0, importOrphans: 0, stagedOrphans: 0, storedFiles: 0, released: 0, bytes: 0 };
  const count = (key: Exclude<keyof UploadSweepReport, 'bytes' | 'released'>, bytes: number | null) => {
    if (bytes === null) return;
    report[key] += 1;
    report.bytes += bytes;
  };

  // 1. finished runs keep no upload (the worker drops it; this catches a job that ended without its code running)
  const finished = await db.selectFrom('import_uploads as u').innerJoin('import_runs as r', 'r.id', 'u.import_run_id')
    .select('u.import_run_id').where('r.status', 'in', ['completed', 'failed']).execute();
  for (const row of finished) {
    await dropUpload(db, row.import_run_id);
    report.finishedRuns += 1;
  }
  // 2. a run still queued or running after a day is failed, and its file removed
  const stale = await db.updateTable('import_runs').set({ status: 'failed', finished_at: new Date(now), error: STALE_IMPORT_MESSAGE })
    .where('status', 'in', ['queued', 'running']).where('created_at', '<', new Date(now - (options.staleRunMs ?? 24 * HOUR)))
    .where((eb) => eb.exists(eb.selectFrom('import_uploads').select(sql`1`.as('one')).whereRef('import_uploads.import_run_id', '=', 'import_runs.id')))
    .returning('id').execute();
  for (const row of stale) {
    await dropUpload(db, row.id);
    report.staleRuns += 1;
  }
  // 3. import files no run points at (the API died between writing the file and recording it)
  const importsDir = path.resolve(options.storageDir, 'imports');
  const kept = new Set((await db.selectFrom('import_uploads').select('stored_path').where('stored_path', 'is not', null).execute()).map((r) => path.resolve(r.stored_path!)));
  for (const name of await filesOf(importsDir)) {
    const file = path.join(importsDir, name);
    if (!kept.has(file)) count('importOrphans', await removeIfOlder(file, orphanBefore));
  }
  // 4. staged uploads in the temporary directory (the API died mid-upload) and half-written stored files
  for (const name of await filesOf(options.tempDir)) {
    if (name.startsWith(STAGED_UPLOAD_PREFIX)) count('stagedOrphans', await removeIfOlder(path.join(options.tempDir, name), orphanBefore));
  }
  const storageDir = path.resolve(options.storageDir);
  const storedNames = await filesOf(storageDir);
  for (const name of storedNames) {
    if (name.startsWith('.') && name.endsWith('.part')) count('stagedOrphans', await removeIfOlder(path.join(storageDir, name), orphanBefore));
  }
  // 5. stored files no record points at, kept for their retention from the time they were replaced (admins can open
  // an earlier CV from the audit log until then): the first sweep that finds one writes its release marker, a later
  // one removes file and marker once the marker is past the retention; a file pointed at again loses its marker
  const referenced = await referencedStoredFiles(db);
  const retainedAfter = now - (options.storedFileRetentionMs ?? 7 * 24 * HOUR);
  const names = new Set(storedNames);
  for (const name of storedNames) {
    if (!isStoredFileName(name)) continue;
    const marker = path.join(storageDir, releaseMarkerOf(name));
    if (referenced.has(name)) {
      if (names.has(releaseMarkerOf(name))) await rm(marker, { force: true });
      continue;
    }
    if (!names.has(releaseMarkerOf(name))) {
      try {
        await writeFile(marker, '', { flag: 'wx' });
        await utimes(marker, new Date(now), new Date(now));
        report.released += 1;
      } catch (error) {
        // another API process's sweep wrote it first
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      continue;
    }
    const released = await stat(marker).then((info) => info.mtimeMs, () => now);
    if (released >= retainedAfter) continue;
    const bytes = await removeIfOlder(path.join(storageDir, name), retainedAfter);
    await rm(marker, { force: true });
    count('storedFiles', bytes);
  }
  // markers whose file is gone (a Mark CV upload its job removed, a file removed by hand)
  for (const name of storedNames) {
    const of = RELEASE_MARKER.exec(name)?.[1];
    if (of !== undefined && !names.has(of)) await rm(path.join(storageDir, name), { force: true });
  }
  return report;
}
