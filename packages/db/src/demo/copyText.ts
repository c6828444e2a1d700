/**
 * Values in PostgreSQL's COPY text format: tab-separated columns, one row a line, \N for NULL,
 * backslash escapes for backslash, tab, newline and carriage return.
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
