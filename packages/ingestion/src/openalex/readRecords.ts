// Reads OpenAlex entities in every shape the API and the snapshot deliver them: one JSON object,
// a JSON array, an API page ({ meta, results: [...] }), or JSON Lines (the snapshot's
// part_000.gz files), gzipped or not. JSON Lines stream line by line, so files larger than memory
// import; the other shapes are API answers and are read whole.
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';

export type RecordSource = { path: string } | { content: Buffer };

export interface RawRecord {
  /** 'line 12' (JSON Lines), 'item 3' (array or page), 'record' (a single object) */
  position: string;
  /** the unparsed JSON text (JSON Lines) or the parsed value */
  text?: string;
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
  return head[0] === 0x1f && head[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8').replace(/^\uFEFF/, '');
}

/**
 * Yields every record with its position. JSON Lines records come unparsed (`text`) so that a
 * resumed import can skip committed batches without parsing them; the caller parses and reports
 * a line that does not parse as rejected.
 */
export async function* readOpenAlexRecords(source: RecordSource): AsyncGenerator<RawRecord> {
  const stream = await decodedStream(source);
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  let lineNo = 0;
  let firstLine: string | null = null;
  const iterator = lines[Symbol.asyncIterator]();
  // the first non-blank line decides: a complete JSON object on it means JSON Lines
  for (;;) {
    const next = await iterator.next();
    if (next.done) break;
    lineNo += 1;
    if (next.value.trim() !== '') { firstLine = next.value.replace(/^\uFEFF/, ''); break; }
  }
  if (firstLine === null) return;
  let jsonLines = false;
  if (firstLine.trim().startsWith('{')) {
    try {
      const value = JSON.parse(firstLine) as Record<string, unknown>;
      jsonLines = !Array.isArray(value.results);
    } catch {
      jsonLines = false;
    }
  }
  if (jsonLines) {
    yield { position: `line ${lineNo}`, text: firstLine };
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      lineNo += 1;
      if (next.value.trim() === '') continue;
      yield { position: `line ${lineNo}`, text: next.value };
    }
    return;
  }
  lines.close();
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
