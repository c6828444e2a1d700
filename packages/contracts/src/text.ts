import { z } from 'zod';

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

// ---- links: the one URL rule of every link field of every request (docs/api-conventions.md, "Links")

export const LINK_MESSAGES = {
  credentials: 'Links may not contain a user name or password: remove the "name:password@" part.',
  privateAddress: 'Links must point to a public web address, not a private, local or loopback one.',
} as const;

let hostAllowed: (url: URL) => boolean = () => true;

/**
 * The check of a link's host (and port), set by the API at start to the safe fetcher's (packages/ingestion
 * `hostAllowedAtSave`: literal private, loopback and link-local addresses and local names are refused, as when
 * fetched, unless the host and port are named in FETCH_ALLOW_HOSTS). Elsewhere (the browser) hosts are not judged.
 */
export function setLinkHostCheck(check: (url: URL) => boolean): void {
  hostAllowed = check;
}

/**
 * Why this link is refused, or null: an http(s) link carrying a user name or password (it would be stored and echoed
 * into audit rows and CSVs), or one pointing at an address the server may not fetch. Blank and non-link text pass:
 * the field's own rule judges them (the seed's messages).
 */
export function linkProblem(raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '') return LINK_MESSAGES.credentials;
  if (!hostAllowed(url)) return LINK_MESSAGES.privateAddress;
  return null;
}

/** The link rule as a zod refinement, for link schemas with rules of their own. */
export function refineLink(value: string, context: z.RefinementCtx): void {
  const problem = linkProblem(value);
  if (problem) context.addIssue({ code: 'custom', message: problem });
}

/** A link field of a request: text of at most `max` characters under the link rule. */
export function link(max = 2000) {
  return z.string().max(max).superRefine(refineLink);
}
