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

const BACKSLASH_U = Buffer.from('\\u');
const HIGH_BYTE = /[\x80-\xff]/;

export type ParsedLine = { value: unknown; recode: boolean } | { error: string };

/**
 * Parses one line. `recode` says the strings still hold UTF-8 bytes: decode each string that is read
 * (recodeString) before anything else reads it (trimming or lower-casing first would change the bytes).
 */
export function parseJsonLine(line: Buffer): ParsedLine {
  const ascii = isAscii(line);
  if (ascii || line.indexOf(BACKSLASH_U) === -1) {
    try {
      return { value: JSON.parse(line.toString('latin1')), recode: !ascii };
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
