import type { FastifyInstance } from 'fastify';
import { findInvalidText } from '@ri/contracts';
import { ValidationFailed } from './errors.ts';

/** Throws the shared text rule's 400 (docs/api-conventions.md, "Well-formed text") for the first refused text. */
export function assertValidText(value: unknown, path: string): void {
  const found = findInvalidText(value, path);
  if (found) throw new ValidationFailed(found.message, found.field);
}

/**
 * Every text of every request keeps the shared text rule (@ri/contracts text.ts): Postgres text cannot hold a NUL
 * character (it answers "invalid byte sequence", a 500 to us) and a lone surrogate is not text at all, so a request
 * carrying either in its body, query string or path is refused with a 400 naming the field before its schema and
 * its route run (no quota is used). Multipart fields are parsed by the routes that take them, which call
 * assertValidText themselves.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    assertValidText(request.params, 'params');
    assertValidText(request.query, 'querystring');
    assertValidText(request.body, 'body');
  });
}
