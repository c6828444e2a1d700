// A form's one file (CV, picture, Mark CV, Add Author's CV): streamed to disk, never gathered with toBuffer() nor read
// back whole in the API (http/stagedUpload.ts; docs/reliability.md, "The API's event loop").
import type { FastifyRequest } from 'fastify';
import { receiveUpload, type StagedFile } from '../../http/stagedUpload.ts';

/** An upload as the services take it: on disk, with its first bytes for the magic-number checks. */
export type UploadedFile = Pick<StagedFile, 'path' | 'size' | 'head'>;

/**
 * Runs `use` with the form's one file still on disk (a CV, a picture, a PDF to mark: the service checks its first
 * bytes and moves it into storage with storage.adopt, so the API never holds the whole file) and its text fields; the
 * staged file is removed afterwards unless the service moved it.
 */
export async function withUpload<T>(request: FastifyRequest, limit: number, tooLarge: string, use: (file: StagedFile | null, fields: Record<string, string>) => Promise<T>): Promise<T> {
  const { file, fields } = await receiveUpload(request, { limit, tooLarge });
  try {
    return await use(file, fields);
  } finally {
    await file?.remove();
  }
}
