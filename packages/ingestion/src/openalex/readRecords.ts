// Reads OpenAlex entities in every shape the API and the snapshot deliver them: one JSON object,
// a JSON array, an API page ({ meta, results: [...] }), or JSON Lines (the snapshot's
// part_000.gz files), gzipped or not. JSON Lines stream line by line, so files larger than memory
// import; the other shapes are API answers and are read whole. Lines are cut from the bytes
// (no text decoding here: readline's decoding and splitting of 26 KB lines cost more CPU than
// parsing them); the importer decodes and parses each line when it prepares the record.
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

export type RecordSource = { path: string } | { content: Buffer };

export interface RawRecord {
  /** 'line 12' (JSON Lines), 'item 3' (array or page), 'record' (a single object) */
  position: string;
  /** the line's bytes, unparsed (JSON Lines) */
  line?: Buffer;
  /** or the parsed value (the other shapes) */
  value?: unknown;
  error?: string;
}

function openStream(source: RecordSource): Readable {
  return 'path' in source ? createReadStream(source.path, { highWaterMark: 1 << 20 }) : Readable.from([source.content]);
}

async function peek(source: RecordSource, bytes: number): Promise<Buffer> {
  if ('content' in source) return source.content.subarray(0, bytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of createReadStream(source.path, { start: 0, end: bytes - 1 })) {
    chunks.push(chunk as Buffer);
    size += (chunk as Buffer).length;
    if (size >= bytes) break;
  }
  return Buffer.concat(chunks);
}

async function decodedStream(source: RecordSource): Promise<Readable> {
  const head = await peek(source, 2);
  const raw = openStream(source);
  // large output chunks: fewer lines cut across two chunks (each such line is copied once)
  return head[0] === 0x1f && head[1] === 0x8b ? raw.pipe(createGunzip({ chunkSize: 1 << 20 })) : raw;
}

/** The lines of a byte stream (without their \n or \r\n), numbered from 1, as views on the read chunks. */
async function* byteLines(stream: Readable): AsyncGenerator<{ lineNo: number; line: Buffer }> {
  let rest: Buffer | null = null;
  let lineNo = 0;
  const cut = (buffer: Buffer, from: number, to: number) => {
    lineNo += 1;
    const end = to > from && buffer[to - 1] === 0x0d ? to - 1 : to;
    return { lineNo, line: buffer.subarray(from, end) };
  };
  for await (const data of stream) {
    const chunk = Buffer.isBuffer(data) ? data : Buffer.from(data as string);
    let start = 0;
    let newline = chunk.indexOf(0x0a);
    if (rest !== null) {
      if (newline === -1) { rest = Buffer.concat([rest, chunk]); continue; }
      const joined = Buffer.concat([rest, chunk.subarray(0, newline)]);
      rest = null;
      yield cut(joined, 0, joined.length);
      start = newline + 1;
      newline = chunk.indexOf(0x0a, start);
    }
    while (newline !== -1) {
      yield cut(chunk, start, newline);
      start = newline + 1;
      newline = chunk.indexOf(0x0a, start);
    }
    if (start < chunk.length) rest = chunk.subarray(start);
  }
  if (rest !== null && rest.length > 0) yield cut(rest, 0, rest.length);
}

function isBlank(line: Buffer): boolean {
  for (const byte of line) if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0d) return false;
  return true;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * Yields every record with its position. JSON Lines records come unparsed (`line`) so that a
 * resumed import can skip committed batches without parsing them; the caller parses and reports
 * a line that does not parse as rejected.
 */
export async function* readOpenAlexRecords(source: RecordSource): AsyncGenerator<RawRecord> {
  const stream = await decodedStream(source);
  const lines = byteLines(stream);
  let first: { lineNo: number; line: Buffer } | null = null;
  // the first non-blank line decides: a complete JSON object on it means JSON Lines
  for (;;) {
    const next = await lines.next();
    if (next.done) break;
    if (!isBlank(next.value.line)) {
      const line = next.value.line.subarray(0, 3).equals(BOM) ? next.value.line.subarray(3) : next.value.line;
      first = { lineNo: next.value.lineNo, line };
      break;
    }
  }
  if (first === null) return;
  let jsonLines = false;
  const firstText = first.line.toString('utf8');
  if (firstText.trim().startsWith('{')) {
    try {
      const value = JSON.parse(firstText) as Record<string, unknown>;
      jsonLines = !Array.isArray(value.results);
    } catch {
      jsonLines = false;
    }
  }
  if (jsonLines) {
    yield { position: `line ${first.lineNo}`, line: first.line };
    for (;;) {
      const next = await lines.next();
      if (next.done) break;
      if (isBlank(next.value.line)) continue;
      yield { position: `line ${next.value.lineNo}`, line: next.value.line };
    }
    return;
  }
  await lines.return(undefined);
  stream.destroy();
  const whole = await readAll(await decodedStream(source));
  let value: unknown;
  try {
    value = JSON.parse(whole);
  } catch (error) {
    yield { position: 'file', error: `The file is neither JSON nor JSON Lines: ${(error as Error).message}` };
    return;
  }
  const list = Array.isArray(value) ? value : value && typeof value === 'object' && Array.isArray((value as { results?: unknown }).results) ? (value as { results: unknown[] }).results : null;
  if (list) {
    for (const [i, item] of list.entries()) yield { position: `item ${i + 1}`, value: item };
    return;
  }
  yield { position: 'record', value };
}
