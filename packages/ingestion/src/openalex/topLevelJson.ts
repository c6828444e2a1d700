// A fast path for JSON Lines: an OpenAlex work is about 26 KB of JSON of which the importer reads
// less than half (the abstract index, concepts, topics, locations and referenced works are not
// used). Decoding and JSON.parse-ing every byte was most of the importer's CPU time, so a line is
// first scanned as bytes for its top-level keys (strings skipped with the native indexOf, nesting
// tracked), and only the values asked for are decoded and parsed. Anything the scanner does not
// fully understand (not an object, unbalanced, trailing bytes) answers null and the caller falls
// back to JSON.parse of the whole line, which also words the error of a line that is not JSON.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

function isSpace(byte: number): boolean {
  return byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
}

/** The index just after the closing quote of the string that opens at `start` (a quote), or -1. */
function skipString(bytes: Uint8Array & { indexOf(value: number, from: number): number }, start: number, end: number): number {
  let at = start + 1;
  for (;;) {
    const quote = bytes.indexOf(QUOTE, at);
    if (quote === -1 || quote >= end) return -1;
    // an escaped quote has an odd number of backslashes before it
    let backslashes = 0;
    for (let i = quote - 1; i > start && bytes[i] === BACKSLASH; i--) backslashes += 1;
    if (backslashes % 2 === 0) return quote + 1;
    at = quote + 1;
  }
}

/**
 * The index just after the JSON value starting at `start` (no leading space), or -1 when it is not
 * well nested. Scalars end at the next ',', '}' or ']' at their own level; their syntax is left
 * to JSON.parse of the slice.
 */
function skipValue(bytes: Buffer, start: number, end: number): number {
  const first = bytes[start];
  if (first === QUOTE) return skipString(bytes, start, end);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    let i = start;
    while (i < end) {
      const byte = bytes[i]!;
      if (byte === COMMA || byte === CLOSE_BRACE || byte === CLOSE_BRACKET || isSpace(byte)) break;
      i += 1;
    }
    return i > start ? i : -1;
  }
  let depth = 0;
  let i = start;
  while (i < end) {
    const byte = bytes[i]!;
    if (byte === QUOTE) {
      i = skipString(bytes, i, end);
      if (i === -1) return -1;
      continue;
    }
    if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth += 1;
    else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth -= 1;
      if (depth === 0) return i + 1;
    }
    i += 1;
  }
  return -1;
}

function skipSpace(bytes: Buffer, at: number, end: number): number {
  let i = at;
  while (i < end && isSpace(bytes[i]!)) i += 1;
  return i;
}

/** Where each top-level key's value lies in the line: key -> [start, end) (the last one wins, as in JSON.parse). */
export function topLevelSpans(bytes: Buffer, start = 0, end = bytes.length): Map<string, [number, number]> | null {
  let i = skipSpace(bytes, start, end);
  // a byte-order mark before the object
  if (bytes[i] === 0xef && bytes[i + 1] === 0xbb && bytes[i + 2] === 0xbf) i = skipSpace(bytes, i + 3, end);
  if (bytes[i] !== OPEN_BRACE) return null;
  const spans = new Map<string, [number, number]>();
  i = skipSpace(bytes, i + 1, end);
  if (bytes[i] === CLOSE_BRACE) return skipSpace(bytes, i + 1, end) === end ? spans : null;
  for (;;) {
    if (bytes[i] !== QUOTE) return null;
    const keyEnd = skipString(bytes, i, end);
    if (keyEnd === -1) return null;
    // keys with escapes are decoded by JSON.parse; plain ones are read as they are
    const raw = bytes.toString('utf8', i + 1, keyEnd - 1);
    const key = raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw;
    i = skipSpace(bytes, keyEnd, end);
    if (bytes[i] !== COLON) return null;
    i = skipSpace(bytes, i + 1, end);
    const valueEnd = skipValue(bytes, i, end);
    if (valueEnd === -1) return null;
    spans.set(key, [i, valueEnd]);
    i = skipSpace(bytes, valueEnd, end);
    if (bytes[i] === COMMA) { i = skipSpace(bytes, i + 1, end); continue; }
    if (bytes[i] === CLOSE_BRACE) return skipSpace(bytes, i + 1, end) === end ? spans : null;
    return null;
  }
}

/**
 * The line as an object holding only the top-level keys `keep` says to keep (each value parsed
 * with JSON.parse), or null when the fast path does not apply (the caller parses the whole line).
 * `keep` sees the raw text of the `id` value first, so it can choose by the kind of record.
 */
export function parseTopLevel(bytes: Buffer, keep: (idText: string | null) => ReadonlySet<string> | null): Record<string, unknown> | null {
  const spans = topLevelSpans(bytes);
  if (!spans) return null;
  const idSpan = spans.get('id');
  const keys = keep(idSpan ? bytes.toString('utf8', idSpan[0], idSpan[1]) : null);
  if (!keys) return null;
  const out: Record<string, unknown> = {};
  try {
    for (const [key, [from, to]] of spans) {
      if (keys.has(key)) out[key] = JSON.parse(bytes.toString('utf8', from, to));
    }
  } catch {
    return null;
  }
  return out;
}
