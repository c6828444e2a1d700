// Cheap checks that run first inside a sandbox thread (docs/reliability.md, "The sandbox"): they
// inflate every compressed part of a file with a byte budget, so that a decompression bomb stops
// at the budget instead of growing until the heap limit kills the thread.
import { createGunzip, inflateRawSync, inflateSync } from 'node:zlib';
import { Readable } from 'node:stream';

/** A limit of the sandbox was reached; its message is the sentence shown to the person. */
export class LimitExceeded extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LimitExceeded';
  }
}

function isTooLarge(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE' || error instanceof RangeError;
}

/**
 * Inflates every Flate (zlib) stream of a PDF, read lexically (`stream` ... `endstream`, first byte
 * 0x78), and throws when their total exceeds the budget. Streams that do not inflate are left to the
 * PDF reader. Answers the total.
 */
export function checkPdfStreams(pdf: Uint8Array, budget: number, message: string): number {
  const bytes = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
  let total = 0;
  let at = bytes.indexOf('stream', 0, 'latin1');
  while (at !== -1) {
    let start = at + 6;
    if (bytes[start] === 0x0d) start += 1;
    if (bytes[start] === 0x0a) start += 1;
    const end = bytes.indexOf('endstream', start, 'latin1');
    if (end === -1) break;
    // 'endstream' itself contains 'stream': only a keyword not preceded by 'end' opens a stream
    const opens = at < 3 || bytes.toString('latin1', at - 3, at) !== 'end';
    if (opens && bytes[start] === 0x78) {
      try {
        total += inflateSync(bytes.subarray(start, end), { maxOutputLength: budget - total + 1, finishFlush: 2 /* Z_SYNC_FLUSH */ }).length;
      } catch (error) {
        if (isTooLarge(error)) throw new LimitExceeded(message);
      }
      if (total > budget) throw new LimitExceeded(message);
    }
    at = bytes.indexOf('stream', end + 9, 'latin1');
  }
  return total;
}

/**
 * Inflates every entry of a zip (an XLSX workbook) from its central directory and throws past
 * `maxEntries` entries, `entryBytes` in one entry (a huge shared-string table) or `budget` bytes in all. Not a zip: answers null (the reader says why).
 */
export function checkZip(zip: Uint8Array, limits: { budget: number; entryBytes: number; maxEntries: number }, message: string): number | null {
  const bytes = Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd === -1 || eocd + 22 > bytes.length) return null;
  const entries = bytes.readUInt16LE(eocd + 10);
  if (entries > limits.maxEntries || entries === 0xffff) throw new LimitExceeded(message);
  let at = bytes.readUInt32LE(eocd + 16);
  let total = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const size = bytes.readUInt32LE(at + 24);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (compressed === 0xffffffff || size === 0xffffffff || local === 0xffffffff) throw new LimitExceeded(message);
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) return null;
    const dataStart = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(dataStart, dataStart + compressed);
    if (method === 0) {
      if (data.length > limits.entryBytes) throw new LimitExceeded(message);
      total += data.length;
    } else if (method === 8) {
      try {
        total += inflateRawSync(data, { maxOutputLength: Math.min(limits.entryBytes, limits.budget - total) + 1, finishFlush: 2 }).length;
      } catch (error) {
        if (isTooLarge(error)) throw new LimitExceeded(message);
        return null;
      }
    }
    if (total > limits.budget) throw new LimitExceeded(message);
  }
  return total;
}

/**
 * Reads JSON (Lines), gzipped or not, as bytes: throws when the inflated total, one line or the
 * nesting of brackets outside strings passes its limit. Answers the lines and bytes read.
 */
export async function checkJsonLines(content: Uint8Array, limits: { decompressedBytes: number; lineBytes: number; depth: number }, message: (what: string) => string): Promise<{ lines: number; bytes: number }> {
  const gzipped = content[0] === 0x1f && content[1] === 0x8b;
  const source = Readable.from([Buffer.from(content.buffer, content.byteOffset, content.byteLength)]);
  const stream = gzipped ? source.pipe(createGunzip({ chunkSize: 1 << 20 })) : source;
  let bytes = 0;
  let line = 1;
  let lineLength = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      if (bytes > limits.decompressedBytes) throw new LimitExceeded(message(`it is larger than ${Math.round(limits.decompressedBytes / 1024 / 1024)} MB once decompressed`));
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk[i]!;
        if (c === 0x0a) {
          line += 1;
          lineLength = 0;
          depth = 0;
          inString = false;
          escaped = false;
          continue;
        }
        lineLength += 1;
        if (lineLength > limits.lineBytes) throw new LimitExceeded(message(`line ${line} is longer than ${Math.round(limits.lineBytes / 1024 / 1024)} MB`));
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 0x5c) escaped = true;
          else if (c === 0x22) inString = false;
        } else if (c === 0x22) inString = true;
        else if (c === 0x7b || c === 0x5b) {
          depth += 1;
          if (depth > limits.depth) throw new LimitExceeded(message(`line ${line} is nested deeper than ${limits.depth} levels`));
        } else if (c === 0x7d || c === 0x5d) depth -= 1;
      }
    }
  } finally {
    stream.destroy();
  }
  return { lines: line, bytes };
}
