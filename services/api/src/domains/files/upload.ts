import type { FastifyRequest } from 'fastify';
import { assertValidText } from '../../http/nulCharacters.ts';
import { PayloadTooLarge, ValidationFailed } from '../../http/errors.ts';

export interface Upload {
  file: Uint8Array | null;
  fields: Record<string, string>;
}

/** Reads a multipart form: its one file (buffered, at most `limit` bytes) and its text fields. */
export async function readUpload(request: FastifyRequest, limit: number, tooLarge: string): Promise<Upload> {
  if (!request.isMultipart()) return { file: null, fields: {} };
  const fields: Record<string, string> = {};
  let file: Uint8Array | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1, fields: 20, fieldSize: 10_000 } })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (file === null && bytes.length > 0) file = bytes;
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLarge(tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new ValidationFailed('Please upload one file at a time.', 'file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new ValidationFailed('Too many form fields.', 'body');
    throw new ValidationFailed('The upload could not be read. Please try again.', 'file');
  }
  // the shared text rule (NUL, ill-formed Unicode) for the form's text fields, before any route uses them
  assertValidText(fields, 'body');
  return { file, fields };
}
