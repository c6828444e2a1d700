// Uploads are streamed to a file, never gathered into one Buffer in the API's event loop (docs/reliability.md,
// "The API's event loop"): a 7.5 MB workbook read with toBuffer() and then passed to Postgres as one bytea
// parameter held the loop for about 20 ms of CPU (the pg protocol writer copies the whole value synchronously,
// twice for an upsert), and the copies forced full garbage collections. Here each chunk of the request goes to
// disk as it arrives (stream.pipeline: back-pressure, no copy of the whole) and the first bytes are kept for the
// magic-number check; an import's file stays where it was written (STORAGE_DIR/imports) and the worker reads it.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { assertValidText } from './nulCharacters.ts';
import { PayloadTooLarge, ValidationFailed } from './errors.ts';
import { holdUploadSlot } from './uploadLimits.ts';
import { STAGED_UPLOAD_PREFIX } from '@ri/ingestion/parser-free';

/** How many of a file's first bytes are kept in memory (PDF readers look for `%PDF-` within the first 1024). */
export const HEAD_BYTES = 1024;

/** An uploaded file on disk (the API's temporary directory, or the directory the route names) until `remove()`. */
export interface StagedFile {
  /** the name the client gave (never used as a path) */
  fileName: string;
  path: string;
  size: number;
  /** its first HEAD_BYTES bytes (or fewer) */
  head: Buffer;
  remove(): Promise<void>;
}

export interface StagedUpload {
  file: StagedFile | null;
  fields: Record<string, string>;
}

/** Keeps the first HEAD_BYTES bytes and counts the rest as they stream past. */
function headKeeper() {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (kept < HEAD_BYTES) {
        const slice = chunk.subarray(0, HEAD_BYTES - kept);
        chunks.push(Buffer.from(slice));
        kept += slice.length;
      }
      done(null, chunk);
    },
  });
  return { transform, head: () => Buffer.concat(chunks), size: () => size };
}

/**
 * Reads a multipart form: its one file, streamed to a temporary file (at most `limit` bytes; over it 413 with
 * `tooLarge`), and its text fields (the shared text rule applied). The caller removes the file (`remove()`),
 * also when it refuses it; on an error here nothing is left behind.
 */
export async function receiveUpload(request: FastifyRequest, options: { limit: number; tooLarge: string; fields?: number; directory?: string }): Promise<StagedUpload> {
  if (!request.isMultipart()) return { file: null, fields: {} };
  // at most MAX_UPLOADS_IN_FLIGHT of one user's files stream in at once (docs/reliability.md, "Uploads never pile up")
  const release = await holdUploadSlot(request);
  try {
    return await receiveParts(request, options);
  } finally {
    await release();
  }
}

async function receiveParts(request: FastifyRequest, options: { limit: number; tooLarge: string; fields?: number; directory?: string }): Promise<StagedUpload> {
  const fields: Record<string, string> = {};
  let file: StagedFile | null = null;
  const staged: string[] = [];
  try {
    for await (const part of request.parts({ limits: { fileSize: options.limit, files: 1, fields: options.fields ?? 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const directory = options.directory ?? os.tmpdir();
        await mkdir(directory, { recursive: true });
        const target = path.join(directory, `${STAGED_UPLOAD_PREFIX}${randomUUID()}`);
        staged.push(target);
        const keeper = headKeeper();
        await pipeline(part.file, keeper.transform, createWriteStream(target, { flags: 'wx' }));
        if (part.file.truncated) throw Object.assign(new Error('file too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
        if (file === null && keeper.size() > 0) {
          file = {
            fileName: part.filename || 'upload', path: target, size: keeper.size(), head: keeper.head(),
            remove: () => rm(target, { force: true }),
          };
        }
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    await Promise.all(staged.map((target) => rm(target, { force: true })));
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(options.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ValidationFailed('Please upload one file at a time.', 'file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ValidationFailed('Too many form fields.', 'body');
    throw new ValidationFailed('The upload could not be read. Please try again.', 'file');
  }
  // an empty file part is no file
  await Promise.all(staged.filter((target) => target !== file?.path).map((target) => rm(target, { force: true })));
  try {
    // the shared text rule (NUL, ill-formed Unicode) for the form's text fields, before any route uses them
    assertValidText(fields, 'body');
  } catch (error) {
    await file?.remove();
    throw error;
  }
  return { file, fields };
}
