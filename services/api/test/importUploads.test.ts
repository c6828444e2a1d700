// An import's upload stays a file (docs/reliability.md, "The API's event loop"): the run records its path, the
// worker reads the bytes from it, and dropping the upload removes the row and the file. The RSS import's stored
// content (saveUpload) still reads back.
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImportRun, dropUpload, loadUpload, saveUpload, saveUploadFile } from '@ri/ingestion/parser-free';
import { createTestApp, type TestApp } from './support/testApp.ts';

describe('import uploads', () => {
  let database: TestApp;
  let directory: string;
  beforeAll(async () => {
    database = await createTestApp();
    directory = await mkdtemp(path.join(os.tmpdir(), 'ri-import-uploads-'));
  });
  afterAll(async () => {
    await database.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('records a stored file by its path (no bytes in the row), reads it back, and removes row and file when dropped', async () => {
    const { db } = database;
    const file = path.join(directory, 'list.csv');
    const bytes = Buffer.from('title,issn,rating\nJournal of Finance,0022-1082,A*\n');
    await writeFile(file, bytes);
    const runId = await createImportRun(db, { source: 'journal_list', fileName: 'list.csv', requestedBy: null });
    await saveUploadFile(db, runId, 'list.csv', file);
    expect(await db.selectFrom('import_uploads').select(['content', 'stored_path']).where('import_run_id', '=', runId).executeTakeFirstOrThrow()).toEqual({ content: null, stored_path: file });
    expect(await loadUpload(db, runId)).toEqual({ fileName: 'list.csv', content: bytes });
    await dropUpload(db, runId);
    expect(await loadUpload(db, runId)).toBeNull();
    await expect(access(file)).rejects.toThrow(/ENOENT/);
  });

  it('still reads content stored in the row (the RSS import), and a row holds content or a file, never both', async () => {
    const { db } = database;
    const runId = await createImportRun(db, { source: 'rss', fileName: 'feed.xml', requestedBy: null });
    await saveUpload(db, runId, 'feed.xml', Buffer.from('<rss/>'));
    expect(await loadUpload(db, runId)).toEqual({ fileName: 'feed.xml', content: Buffer.from('<rss/>') });
    await expect(db.updateTable('import_uploads').set({ stored_path: '/nowhere' }).where('import_run_id', '=', runId).execute()).rejects.toThrow(/import_uploads_content_or_file/);
  });
});
