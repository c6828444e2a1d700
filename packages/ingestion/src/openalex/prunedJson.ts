// A fast path for JSON Lines: an OpenAlex work is about 26 KB of JSON of which the importer reads
// a few hundred bytes (ids, names, the source, counts per year); the abstract index, concepts,
// topics, locations, referenced works and most of each authorship (affiliation strings, lineage,
// countries) are not used. Decoding and JSON.parse-ing every byte was most of the importer's CPU
// time, so a line is parsed from its bytes against a *shape*, the part of the record the importer
// reads: values outside the shape are skipped (strings and nesting tracked, nothing decoded), the
// ones inside are decoded as JSON.parse would. The result is what JSON.parse would give with every
// key outside the shape removed. Anything the parser does not fully understand (unbalanced, an
// unterminated string, a missing colon, trailing bytes, a kept value JSON.parse rejects) answers
// null, and the caller falls back to JSON.parse of the whole line, which also words the error.

/**
 * The part of a JSON value to keep: `true` the whole value; an object, only these keys of an
 * object (each with its own shape); `[shape]`, every item of an array with that shape. A value of
 * another type than its shape expects (a string where an object was expected) is kept whole.
 */
export type Shape = true | { readonly [key: string]: Shape } | readonly [Shape];

const WHOLE = 0;
const OBJECT = 1;
const ARRAY = 2;

interface CompiledKey { name: string; shape: CompiledShape }

export type CompiledShape =
  | { kind: typeof WHOLE }
  | { kind: typeof OBJECT; keys: CompiledKey[] }
  | { kind: typeof ARRAY; item: CompiledShape };

export function compileShape(shape: Shape): CompiledShape {
  if (shape === true) return { kind: WHOLE };
  if (Array.isArray(shape)) return { kind: ARRAY, item: compileShape((shape as readonly [Shape])[0]) };
  return {
    kind: OBJECT,
    keys: Object.entries(shape as Record<string, Shape>).map(([name, inner]) => ({ name, shape: compileShape(inner) })),
  };
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

// The line is read as a latin1 string (one character per byte, a native copy): the structural
// characters of JSON are ASCII, and never part of a multi-byte UTF-8 sequence, so positions in the
// string are positions in the bytes; the string's native indexOf then skips each string's content
// (most of a work's bytes) much faster than a loop over the bytes. Kept strings with non-ASCII
// characters are decoded from the bytes as UTF-8.

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09;
}

function skipSpace(text: string, at: number, end: number): number {
  let i = at;
  while (i < end && isSpace(text.charCodeAt(i))) i += 1;
  return i;
}

/** The index just after the closing quote of the string that opens at `start` (a quote), or -1. */
function skipString(text: string, start: number, end: number): number {
  let quote = text.indexOf('"', start + 1);
  for (;;) {
    if (quote === -1 || quote >= end) return -1;
    // an escaped quote has an odd number of backslashes before it
    let backslashes = 0;
    for (let i = quote - 1; i > start && text.charCodeAt(i) === BACKSLASH; i--) backslashes += 1;
    if ((backslashes & 1) === 0) return quote + 1;
    quote = text.indexOf('"', quote + 1);
  }
}

/** How deep a skipped container may nest for the native matcher (deeper ones take the loop in skipValue). */
const NATIVE_SKIP_DEPTH = 6;
const STRING_PATTERN = '"[^"\\\\]*(?:\\\\[\\s\\S][^"\\\\]*)*"';
const OTHER_CHARACTERS = '[^\\[\\]{}"]*';

/**
 * A JSON object or array nested at most `depth` deep, as a regular expression: V8 compiles it to
 * machine code, which walks a skipped value faster than the loop below (a whole 26 KB work in about
 * 50 µs against 100-180 µs on the 2-core test machine; the parse of a work fell from a median of
 * 154 to 137 µs, docs/benchmarks/openalex-import.md). Strings are matched as
 * skipString reads them (a quote closes unless an odd number of backslashes precedes it), and the
 * characters between strings and brackets in runs; every repetition starts at a quote or bracket,
 * which a run cannot consume, so a container that never closes fails in linear time, not by
 * exponential backtracking. Like the loop, it checks nesting and strings only, not the syntax
 * between them.
 */
function containerPattern(depth: number): string {
  const inner = depth === 1 ? STRING_PATTERN : `(?:${STRING_PATTERN}|${containerPattern(depth - 1)})`;
  const body = `${OTHER_CHARACTERS}(?:${inner}${OTHER_CHARACTERS})*`;
  return `(?:\\[${body}\\]|\\{${body}\\})`;
}

const CONTAINER = new RegExp(containerPattern(NATIVE_SKIP_DEPTH), 'y');

/**
 * The index just after the JSON value starting at `start` (no leading space), or -1 when it is not
 * well nested. Scalars end at the next ',', '}', ']' or space at their own level; their syntax is
 * left to JSON.parse when they are kept.
 */
function skipValue(text: string, start: number, end: number): number {
  const first = text.charCodeAt(start);
  if (first === QUOTE) return skipString(text, start, end);
  if (first !== OPEN_BRACE && first !== OPEN_BRACKET) {
    let i = start;
    while (i < end) {
      const code = text.charCodeAt(i);
      if (code === COMMA || code === CLOSE_BRACE || code === CLOSE_BRACKET || isSpace(code)) break;
      i += 1;
    }
    return i > start ? i : -1;
  }
  CONTAINER.lastIndex = start;
  let matched = false;
  try {
    matched = CONTAINER.test(text);
  } catch {
    // a container of millions of items overflows the matcher's backtracking stack (RangeError)
  }
  if (matched && CONTAINER.lastIndex <= end) return CONTAINER.lastIndex;
  // nested deeper than the pattern reaches, too long for it, or not well nested: the loop decides
  let depth = 0;
  let i = start;
  while (i < end) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      i = skipString(text, i, end);
      if (i === -1) return -1;
      continue;
    }
    if (code === OPEN_BRACE || code === OPEN_BRACKET) depth += 1;
    else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && --depth === 0) return i + 1;
    i += 1;
  }
  return -1;
}

/** The line being parsed: its bytes (for UTF-8 decoding) and the same bytes as a latin1 string. */
let bytes: Buffer = Buffer.alloc(0);
/** The value of the last parse step (set by parseValue, parseObject, parseArray). */
let parsed: unknown;

/** A kept scalar or whole value, as JSON.parse reads it (throws where JSON.parse throws). */
function decode(text: string, start: number, end: number): unknown {
  const first = text.charCodeAt(start);
  if (first === QUOTE) {
    // a plain string (no escapes): decoded without JSON.parse
    let ascii = true;
    for (let i = start + 1; i < end - 1; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKSLASH || code < 0x20) return JSON.parse(bytes.toString('utf8', start, end));
      if (code >= 0x80) ascii = false;
    }
    return ascii ? text.slice(start + 1, end - 1) : bytes.toString('utf8', start + 1, end - 1);
  }
  // a small non-negative integer without a leading zero
  if (first >= 0x31 && first <= 0x39 && end - start <= 15) {
    let n = 0;
    let i = start;
    for (; i < end; i++) {
      const digit = text.charCodeAt(i) - 0x30;
      if (digit < 0 || digit > 9) break;
      n = n * 10 + digit;
    }
    if (i === end) return n;
  }
  if (end - start === 4 && text.startsWith('null', start)) return null;
  return JSON.parse(bytes.toString('utf8', start, end));
}

function findKey(shape: { keys: CompiledKey[] }, text: string, start: number, end: number): CompiledKey | undefined {
  const length = end - start;
  for (const key of shape.keys) {
    if (key.name.length === length && text.startsWith(key.name, start)) return key;
  }
  // a key with escapes is compared decoded
  for (let i = start; i < end; i++) {
    if (text.charCodeAt(i) !== BACKSLASH) continue;
    const name = JSON.parse(bytes.toString('utf8', start - 1, end + 1)) as string;
    return shape.keys.find((k) => k.name === name);
  }
  return undefined;
}

/**
 * After a member of an object or an item of an array: the start of the next one (after a comma),
 * or, when `close` ends the container, minus the index just after it (always below -1), or -1.
 */
function nextItem(text: string, at: number, end: number, close: number): number {
  const i = skipSpace(text, at, end);
  const next = text.charCodeAt(i);
  if (next === COMMA) return skipSpace(text, i + 1, end);
  return next === close ? -(i + 1) : -1;
}

function parseObject(text: string, start: number, end: number, shape: { keys: CompiledKey[] }): number {
  const out: Record<string, unknown> = {};
  let i = skipSpace(text, start + 1, end);
  if (text.charCodeAt(i) === CLOSE_BRACE) { parsed = out; return i + 1; }
  for (;;) {
    if (text.charCodeAt(i) !== QUOTE) return -1;
    const keyEnd = skipString(text, i, end);
    if (keyEnd === -1) return -1;
    const key = findKey(shape, text, i + 1, keyEnd - 1);
    i = skipSpace(text, keyEnd, end);
    if (text.charCodeAt(i) !== COLON) return -1;
    i = skipSpace(text, i + 1, end);
    if (key) {
      i = parseValue(text, i, end, key.shape);
      if (i === -1) return -1;
      // the last of a repeated key wins, as in JSON.parse
      out[key.name] = parsed;
    } else {
      i = skipValue(text, i, end);
      if (i === -1) return -1;
    }
    i = nextItem(text, i, end, CLOSE_BRACE);
    if (i < -1) { parsed = out; return -i; }
    if (i === -1) return -1;
  }
}

function parseArray(text: string, start: number, end: number, item: CompiledShape): number {
  const out: unknown[] = [];
  let i = skipSpace(text, start + 1, end);
  if (text.charCodeAt(i) === CLOSE_BRACKET) { parsed = out; return i + 1; }
  for (;;) {
    i = parseValue(text, i, end, item);
    if (i === -1) return -1;
    out.push(parsed);
    i = nextItem(text, i, end, CLOSE_BRACKET);
    if (i < -1) { parsed = out; return -i; }
    if (i === -1) return -1;
  }
}

function parseValue(text: string, start: number, end: number, shape: CompiledShape): number {
  const first = text.charCodeAt(start);
  if (shape.kind === OBJECT && first === OPEN_BRACE) return parseObject(text, start, end, shape);
  if (shape.kind === ARRAY && first === OPEN_BRACKET) return parseArray(text, start, end, shape.item);
  const stop = skipValue(text, start, end);
  if (stop === -1) return -1;
  parsed = decode(text, start, stop);
  return stop;
}

/**
 * The JSON object in `line` with only what `shape` (an object shape) keeps, or null when the fast
 * path does not apply: not an object, not well formed, or a kept value JSON.parse rejects (the
 * caller parses the whole line).
 */
export function parsePruned(line: Buffer, shape: CompiledShape): Record<string, unknown> | null {
  if (shape.kind !== OBJECT) throw new Error('parsePruned reads objects');
  const text = line.toString('latin1');
  const end = text.length;
  let i = skipSpace(text, 0, end);
  // a byte-order mark before the object
  if (text.startsWith('\u00ef\u00bb\u00bf', i)) i = skipSpace(text, i + 3, end);
  if (text.charCodeAt(i) !== OPEN_BRACE) return null;
  bytes = line;
  try {
    const stop = parseObject(text, i, end, shape);
    if (stop === -1 || skipSpace(text, stop, end) !== end) return null;
    return parsed as Record<string, unknown>;
  } catch {
    return null;
  } finally {
    parsed = undefined;
    bytes = EMPTY;
  }
}

const EMPTY = Buffer.alloc(0);
