// The shared text rules of every request (docs/api-conventions.md, "Well-formed text"): each text field of each
// request is well-formed Unicode and holds no NUL. The API applies findInvalidText to every request's params,
// query string and body before its schema and its route run (so a refused request uses up no quota), and the
// multipart routes to their fields.

/** A UTF-16 surrogate standing alone (a paired one is one code point to a `u` expression and never matches). */
const LONE_SURROGATE = /\p{Cs}/u;

export const NUL_CHARACTER_MESSAGE = 'Text may not contain NUL characters.';

/** The field's name as a person reads it: 'body.update.keywords.1' -> 'keywords'. */
function fieldLabel(path: string): string {
  const parts = path.split('.').filter((part) => part !== '' && !/^\d+$/.test(part));
  return (parts[parts.length - 1] ?? 'text').replaceAll('_', ' ');
}

export const illFormedTextMessage = (path: string) =>
  `The ${fieldLabel(path)} is not valid text: it holds a broken character (an unpaired surrogate). Please type it again.`;

/** True for well-formed Unicode text (no lone surrogate). */
export function isWellFormedText(value: string): boolean {
  return !LONE_SURROGATE.test(value);
}

/** Why this text is refused, or null: a NUL character (Postgres text cannot hold it) or ill-formed Unicode. */
export function textProblem(value: string, path: string): string | null {
  if (value.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (!isWellFormedText(value)) return illFormedTextMessage(path);
  return null;
}

/** The first refused text in a request part (keys included), as `{ field, message }`, or null. */
export function findInvalidText(value: unknown, path: string, depth = 0): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = textProblem(value, path);
    return message ? { field: path, message } : null;
  }
  if (value === null || typeof value !== 'object' || depth > 20 || value instanceof Uint8Array) return null;
  for (const [key, inner] of Object.entries(value)) {
    const keyMessage = textProblem(key, `${path}.${key}`);
    if (keyMessage) return { field: `${path}.${key.replaceAll('\u0000', '')}`, message: keyMessage };
    const found = findInvalidText(inner, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
