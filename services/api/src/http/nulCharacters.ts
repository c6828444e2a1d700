import type { FastifyInstance } from 'fastify';
import { ValidationFailed } from './errors.ts';

export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters.';

/** The path of the first string holding a NUL character ('body.name', 'querystring.q'), or null. */
export function findNulCharacter(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 20 || Buffer.isBuffer(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}.${key.replaceAll('\u0000', '')}`;
    const found = findNulCharacter(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Postgres text cannot hold a NUL character (it answers "invalid byte sequence", a 500 to us), so a
 * request carrying one in its body, query string or path is refused with a 400 before any route sees it.
 * Multipart fields are parsed by the routes that take them, which call findNulCharacter themselves.
 */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const found = findNulCharacter(request.params, 'params') ?? findNulCharacter(request.query, 'querystring') ?? findNulCharacter(request.body, 'body');
    if (found) throw new ValidationFailed(NUL_CHARACTER_MESSAGE, found);
  });
}
