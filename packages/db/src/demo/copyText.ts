/**
 * Values in PostgreSQL's COPY text format: tab-separated columns, one row a line, \N for NULL,
 * backslash escapes for backslash, tab, newline and carriage return. And, for the largest table,
 * the binary COPY format (BinaryInt4Rows).
 */

const NEEDS_ESCAPE = /[\\\t\n\r]/;

export function copyText(value: string | null): string {
  if (value === null) return '\\N';
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r');
}

export function copyNumber(value: number | null): string {
  return value === null ? '\\N' : String(value);
}

export function copyBoolean(value: boolean): string {
  return value ? 't' : 'f';
}

const NEEDS_ARRAY_ESCAPE = /[\\"]/;

/** A text[] value: an array literal with every element quoted, then escaped for COPY. */
export function copyTextArray(values: readonly string[]): string {
  if (values.length === 0) return '{}';
  // a plain loop: this runs for six array columns of every author row
  let literal = '{';
  for (let i = 0; i < values.length; i++) {
    const value = values[i] as string;
    const quoted = NEEDS_ARRAY_ESCAPE.test(value) ? value.replace(/\\/g, '\\\\').replace(/"/g, '\\"') : value;
    literal += i === 0 ? `"${quoted}"` : `,"${quoted}"`;
  }
  return copyText(`${literal}}`);
}

/** One COPY line from already-encoded columns. */
export function copyLine(columns: readonly string[]): string {
  return `${columns.join('\t')}\n`;
}

const BINARY_SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');

/**
 * Rows of int4 columns in PostgreSQL's binary COPY format, written straight into buffers of about
 * `chunkBytes`: for the 30 million citation rows this skips formatting numbers as text, joining
 * strings and encoding them again (and PostgreSQL skips parsing them).
 * Layout: signature, flags and header-extension words; per row an int16 column count and per
 * column an int32 length (4) and the big-endian value; an int16 -1 ends the data.
 */
export class BinaryInt4Rows {
  private buffer: Buffer;
  private offset = 0;
  private readonly rowBytes: number;

  constructor(private readonly columnCount: number, private readonly chunkBytes = 1 << 20) {
    this.rowBytes = 2 + 8 * columnCount;
    this.buffer = Buffer.allocUnsafe(Math.max(chunkBytes, this.rowBytes + 32));
    BINARY_SIGNATURE.copy(this.buffer, 0);
    this.buffer.writeInt32BE(0, 11); // flags
    this.buffer.writeInt32BE(0, 15); // header extension length
    this.offset = 19;
  }

  /** True when the next row does not fit: take() the chunk first. */
  get full(): boolean {
    return this.offset + this.rowBytes + 2 > this.buffer.length;
  }

  add(values: readonly number[]): void {
    let offset = this.buffer.writeInt16BE(this.columnCount, this.offset);
    for (let i = 0; i < this.columnCount; i++) {
      offset = this.buffer.writeInt32BE(4, offset);
      offset = this.buffer.writeInt32BE(values[i] as number, offset);
    }
    this.offset = offset;
  }

  /** The rows written so far; writing continues in a fresh buffer. */
  take(): Buffer {
    const chunk = this.buffer.subarray(0, this.offset);
    this.buffer = Buffer.allocUnsafe(Math.max(this.chunkBytes, this.rowBytes + 32));
    this.offset = 0;
    return chunk;
  }

  /** The last chunk, with the end-of-data marker. */
  finish(): Buffer {
    this.offset = this.buffer.writeInt16BE(-1, this.offset);
    return this.take();
  }
}
