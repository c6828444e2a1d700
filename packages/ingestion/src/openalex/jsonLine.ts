// One JSON Lines record parsed with JSON.parse, without decoding the whole line as UTF-8
// (docs/ingestion.md, "Reading a line"). Decoding a 26 KB work that holds a few accented
// names to a JavaScript string cost about a third of its JSON.parse (the string becomes two-byte,
// and so does everything JSON.parse scans); decoded as Latin-1, one byte to one character, it is a
// copy. The structure JSON.parse sees is the same: JSON's syntax is ASCII, and UTF-8 writes every
// other character with bytes 0x80-0xFF only, which can stand only inside strings. So a string comes
// out holding its UTF-8 bytes as characters, and is decoded as UTF-8 where it is read: of a work,
// only the strings workOf reads (its `read` argument, recodeString); another entity whole (recodeStrings).
// A `\u` escape would yield real characters beside the bytes, so a line holding both non-ASCII bytes
// and a `\u` is decoded as UTF-8 first, as is any line JSON.parse refuses (its reason then counts
// characters, not bytes).
import { isAscii } from 'node:buffer';

const HIGH_BYTE = /[\x80-\xff]/;

export type ParsedLine = { value: unknown; recode: boolean } | { error: string };

/**
 * Parses one line. `recode` says the strings still hold UTF-8 bytes: decode each string that is read
 * (recodeString) before anything else reads it (trimming or lower-casing first would change the bytes).
 */
export function parseJsonLine(line: Buffer): ParsedLine {
  const ascii = isAscii(line);
  const text = line.toString('latin1');
  if (ascii || text.indexOf('\\u') === -1) {
    try {
      return { value: JSON.parse(withoutMember(text, UNREAD_MEMBER)), recode: !ascii };
    } catch {
      // worded below, from the characters
    }
  }
  try {
    return { value: JSON.parse(line.toString('utf8')), recode: false };
  } catch (error) {
    return { error: `Not valid JSON: ${(error as Error).message}` };
  }
}

/**
 * A work's member that is cut from the line before JSON.parse: the abstract as an object with one key
 * per word (about a tenth of a 26 KB work, a third of its parse), which no mapping reads (entities.ts).
 */
const UNREAD_MEMBER = 'abstract_inverted_index';

const isSpace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The index after the JSON value that starts at `i` (after a string, array or object its closing character), or -1. */
function valueEnd(text: string, i: number): number {
  const n = text.length;
  let depth = 0;
  for (let j = i; j < n; j++) {
    const c = text.charCodeAt(j);
    if (c === 0x22) { // a string: to its closing quote, a backslash taking the next character with it
      for (j++; j < n; j++) {
        const d = text.charCodeAt(j);
        if (d === 0x5c) j++;
        else if (d === 0x22) break;
      }
      if (j >= n) return -1;
      if (depth === 0) return j + 1;
    } else if (c === 0x7b || c === 0x5b) {
      depth++;
    } else if (c === 0x7d || c === 0x5d) {
      if (--depth === 0) return j + 1;
      if (depth < 0) return j === i ? -1 : j;
    } else if (depth === 0 && (c === 0x2c || isSpace(c))) {
      return j === i ? -1 : j; // the end of a number, true, false or null
    }
  }
  return depth === 0 ? n : -1;
}

/**
 * The JSON text without every object member named `name`, at any depth, and one comma beside each
 * (docs/ingestion.md, "Reading a line"). Only `"name"` preceded by an even run of backslashes
 * and followed by a colon is a member name: a quote inside a string is escaped by an odd run, and a
 * closing quote cannot be followed by a letter. Anything unexpected (the only member of its object,
 * a value that does not end) leaves the text as it is, for JSON.parse to read or refuse whole.
 */
export function withoutMember(text: string, name: string): string {
  const key = `"${name}"`;
  let out = '';
  let kept = 0;
  let at = text.indexOf(key);
  while (at !== -1) {
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
    let i = at + key.length;
    while (isSpace(text.charCodeAt(i))) i++;
    if (backslashes % 2 === 1 || text.charCodeAt(i) !== 0x3a) { at = text.indexOf(key, at + 1); continue; }
    i++;
    while (isSpace(text.charCodeAt(i))) i++;
    const end = valueEnd(text, i);
    if (end === -1) return text;
    let after = end;
    while (isSpace(text.charCodeAt(after))) after++;
    let before = at;
    while (isSpace(text.charCodeAt(before - 1))) before--;
    if (text.charCodeAt(after) === 0x2c) { out += text.slice(kept, at); kept = after + 1; }
    else if (text.charCodeAt(before - 1) === 0x2c && before - 1 >= kept) { out += text.slice(kept, before - 1); kept = end; }
    else return text;
    at = text.indexOf(key, kept);
  }
  return kept === 0 ? text : out + text.slice(kept);
}

/** A string parsed from Latin-1 characters, decoded as the UTF-8 it is (the same string when it is ASCII). */
export function recodeString(value: string): string {
  return HIGH_BYTE.test(value) ? Buffer.from(value, 'latin1').toString('utf8') : value;
}

/** The value with every string (and object key) decoded as UTF-8 (recodeString), in place where it can. */
export function recodeStrings(value: unknown): unknown {
  if (typeof value === 'string') return recodeString(value);
  if (!value || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = recodeStrings(value[i]);
    return value;
  }
  const object = value as Record<string, unknown>;
  for (const key of Object.keys(object)) {
    const item = recodeStrings(object[key]);
    const decoded = recodeString(key);
    if (decoded !== key) {
      delete object[key];
      object[decoded] = item;
    } else {
      object[key] = item;
    }
  }
  return object;
}
