// COPY in and out in PostgreSQL's binary format: the analytics workers move millions of rows,
// and binary COPY skips both the text formatting of numbers and per-row object allocation.
// Layout (https://www.postgresql.org/docs/current/sql-copy.html, "Binary Format"): an 11-byte
// signature, flags and header-extension words, then per row an int16 field count and per field
// an int32 length (-1 for NULL) followed by the value in network byte order; -1 ends the data.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const INT4_OID = 23;
/** 2000-01-01T00:00:00Z in Unix milliseconds: PostgreSQL's timestamp epoch. */
const PG_EPOCH_MS = 946_684_800_000;

export type CopyColumnKind = 'int4' | 'float8';

/** A column read by copyOutColumns: int4 into an Int32Array, float8 into a Float64Array. NULL becomes `nullAs`. */
export interface CopyOutColumn {
  kind: CopyColumnKind;
  nullAs?: number;
}

export type CopyOutResult = { rows: number; columns: (Int32Array | Float64Array)[] };

class GrowableColumns {
  rows = 0;
  capacity: number;
  columns: (Int32Array | Float64Array)[];
  constructor(private readonly kinds: CopyColumnKind[], initial: number) {
    this.capacity = Math.max(16, initial);
    this.columns = kinds.map((kind) => (kind === 'int4' ? new Int32Array(this.capacity) : new Float64Array(this.capacity)));
  }
  ensure(): void {
    if (this.rows < this.capacity) return;
    this.capacity *= 2;
    this.columns = this.columns.map((old) => {
      const grown = old instanceof Int32Array ? new Int32Array(this.capacity) : new Float64Array(this.capacity);
      grown.set(old);
      return grown;
    });
  }
  trimmed(): (Int32Array | Float64Array)[] {
    return this.columns.map((column) => column.slice(0, this.rows));
  }
}

/**
 * Runs `COPY (<query>) TO STDOUT (FORMAT binary)` and returns each column as a typed array.
 * The query's columns must be int4 or float8 (cast them in SQL); `query` must be trusted SQL.
 */
export async function copyOutColumns(
  client: pg.PoolClient | pg.Client,
  query: string,
  columns: CopyOutColumn[],
  options: { expectedRows?: number } = {},
): Promise<CopyOutResult> {
  const kinds = columns.map((c) => c.kind);
  const nulls = columns.map((c) => c.nullAs ?? 0);
  const out = new GrowableColumns(kinds, options.expectedRows ?? 1024);
  const stream = client.query(copyTo(`COPY (${query}) TO STDOUT (FORMAT binary)`));

  let pending: Buffer = Buffer.alloc(0);
  let headerDone = false;
  let finished = false;
  const fieldCount = columns.length;

  for await (const chunk of stream as AsyncIterable<Buffer>) {
    let buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    let offset = 0;
    if (!headerDone) {
      if (buffer.length < 19) { pending = buffer; continue; }
      if (!buffer.subarray(0, 11).equals(SIGNATURE)) throw new Error('COPY binary: bad signature');
      const extension = buffer.readInt32BE(15);
      offset = 19 + extension;
      headerDone = true;
    }
    while (!finished) {
      if (offset + 2 > buffer.length) break;
      const count = buffer.readInt16BE(offset);
      if (count === -1) { finished = true; offset += 2; break; }
      if (count !== fieldCount) throw new Error(`COPY binary: expected ${fieldCount} fields, got ${count}`);
      // is the whole row in the buffer?
      let end = offset + 2;
      let complete = true;
      for (let f = 0; f < count; f++) {
        if (end + 4 > buffer.length) { complete = false; break; }
        const length = buffer.readInt32BE(end);
        end += 4 + (length > 0 ? length : 0);
        if (end > buffer.length) { complete = false; break; }
      }
      if (!complete) break;
      out.ensure();
      const row = out.rows;
      let position = offset + 2;
      for (let f = 0; f < count; f++) {
        const length = buffer.readInt32BE(position);
        position += 4;
        const column = out.columns[f]!;
        if (length === -1) {
          column[row] = nulls[f]!;
        } else if (kinds[f] === 'int4') {
          if (length !== 4) throw new Error(`COPY binary: column ${f} is not int4 (length ${length})`);
          column[row] = buffer.readInt32BE(position);
        } else {
          if (length !== 8) throw new Error(`COPY binary: column ${f} is not float8 (length ${length})`);
          column[row] = buffer.readDoubleBE(position);
        }
        position += length > 0 ? length : 0;
      }
      out.rows += 1;
      offset = end;
    }
    pending = offset < buffer.length ? Buffer.from(buffer.subarray(offset)) : Buffer.alloc(0);
    buffer = Buffer.alloc(0);
  }
  if (!finished) throw new Error('COPY binary: the data ended early');
  return { rows: out.rows, columns: out.trimmed() };
}

/**
 * Writes rows to `COPY <table> (<columns>) FROM STDIN (FORMAT binary)`. Call the typed field
 * methods in column order after each beginRow, then end(). Fields are buffered and sent in
 * chunks; `await writer.flushIfFull()` now and then applies the stream's back-pressure.
 */
export class BinaryCopyWriter {
  private buffer: Buffer;
  private offset = 0;
  private rowCount = 0;
  private readonly done: Promise<void>;

  private constructor(private readonly stream: Writable, private readonly chunkSize: number) {
    this.buffer = Buffer.allocUnsafe(chunkSize);
    this.done = new Promise((resolve, reject) => {
      stream.on('finish', () => resolve());
      stream.on('error', reject);
    });
    // no unhandled rejection if the caller fails before end()
    this.done.catch(() => {});
    SIGNATURE.copy(this.buffer, 0);
    this.buffer.writeInt32BE(0, 11);
    this.buffer.writeInt32BE(0, 15);
    this.offset = 19;
  }

  static start(client: pg.PoolClient | pg.Client, table: string, columns: readonly string[], chunkSize = 1 << 20): BinaryCopyWriter {
    const quoted = columns.map((c) => `"${c.replaceAll('"', '""')}"`).join(', ');
    const stream = client.query(copyFrom(`COPY ${table} (${quoted}) FROM STDIN (FORMAT binary)`));
    return new BinaryCopyWriter(stream, chunkSize);
  }

  get rows(): number {
    return this.rowCount;
  }

  private reserve(bytes: number): void {
    if (this.offset + bytes <= this.buffer.length) return;
    this.push();
    if (bytes > this.buffer.length) this.buffer = Buffer.allocUnsafe(bytes * 2);
  }

  private push(): void {
    if (this.offset === 0) return;
    this.stream.write(Buffer.from(this.buffer.subarray(0, this.offset)));
    this.offset = 0;
  }

  beginRow(fields: number): this {
    this.reserve(2);
    this.buffer.writeInt16BE(fields, this.offset);
    this.offset += 2;
    this.rowCount += 1;
    return this;
  }

  null(): this {
    this.reserve(4);
    this.buffer.writeInt32BE(-1, this.offset);
    this.offset += 4;
    return this;
  }

  int2(value: number): this {
    this.reserve(6);
    this.buffer.writeInt32BE(2, this.offset);
    this.buffer.writeInt16BE(value, this.offset + 4);
    this.offset += 6;
    return this;
  }

  int4(value: number): this {
    this.reserve(8);
    this.buffer.writeInt32BE(4, this.offset);
    this.buffer.writeInt32BE(value, this.offset + 4);
    this.offset += 8;
    return this;
  }

  /** int4, or NULL when the value is null. */
  int4OrNull(value: number | null): this {
    return value === null ? this.null() : this.int4(value);
  }

  int2OrNull(value: number | null): this {
    return value === null ? this.null() : this.int2(value);
  }

  float8(value: number): this {
    this.reserve(12);
    this.buffer.writeInt32BE(8, this.offset);
    this.buffer.writeDoubleBE(value, this.offset + 4);
    this.offset += 12;
    return this;
  }

  float8OrNull(value: number | null): this {
    return value === null ? this.null() : this.float8(value);
  }

  text(value: string): this {
    const bytes = Buffer.byteLength(value, 'utf8');
    this.reserve(4 + bytes);
    this.buffer.writeInt32BE(bytes, this.offset);
    this.buffer.write(value, this.offset + 4, 'utf8');
    this.offset += 4 + bytes;
    return this;
  }

  textOrNull(value: string | null): this {
    return value === null ? this.null() : this.text(value);
  }

  /** A one-dimensional int4[] without NULL elements. */
  int4Array(values: ArrayLike<number>): this {
    const n = values.length;
    const body = n === 0 ? 12 : 20 + 8 * n;
    this.reserve(4 + body);
    const b = this.buffer;
    let o = this.offset;
    b.writeInt32BE(body, o); o += 4;
    b.writeInt32BE(n === 0 ? 0 : 1, o); o += 4; // dimensions
    b.writeInt32BE(0, o); o += 4; // has nulls
    b.writeInt32BE(INT4_OID, o); o += 4;
    if (n > 0) {
      b.writeInt32BE(n, o); o += 4;
      b.writeInt32BE(1, o); o += 4; // lower bound
      for (let i = 0; i < n; i++) {
        b.writeInt32BE(4, o);
        b.writeInt32BE(values[i]!, o + 4);
        o += 8;
      }
    }
    this.offset = o;
    return this;
  }

  timestamptz(value: Date): this {
    this.reserve(12);
    const micros = BigInt(value.getTime() - PG_EPOCH_MS) * 1000n;
    this.buffer.writeInt32BE(8, this.offset);
    this.buffer.writeBigInt64BE(micros, this.offset + 4);
    this.offset += 12;
    return this;
  }

  /** Sends the buffered rows once a chunk is full, waiting when the stream asks to. */
  async flushIfFull(): Promise<void> {
    if (this.offset < this.chunkSize * 0.9) return;
    this.push();
    if (this.stream.writableNeedDrain) await once(this.stream, 'drain');
  }

  /** Ends the COPY; resolves once PostgreSQL has taken every row. */
  async end(): Promise<number> {
    this.reserve(2);
    this.buffer.writeInt16BE(-1, this.offset);
    this.offset += 2;
    this.push();
    this.stream.end();
    await this.done;
    return this.rowCount;
  }
}
