// Array parameters as PostgreSQL array literals. pg serialises a JS array element by element
// (each one converted, escaped with two regular expressions and quoted), which for the OpenAlex
// import's batches (tens of thousands of elements per statement) cost more of the importer's time
// than the statements' other work. These build the same literal with one join or one
// JSON.stringify. Use them with an explicit cast: ${intArray(ids)}::int[].

/** `{1,2,NULL}` for an int[] (or bigint[]) parameter. */
export function intArray(values: ReadonlyArray<number | null | undefined>): string {
  let out = '';
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (!(value === null || value === undefined || Number.isSafeInteger(value))) throw new TypeError(`Not an integer: ${value}`);
    out += (i === 0 ? '' : ',') + (value === null || value === undefined ? 'NULL' : String(value));
  }
  return `{${out}}`;
}

/**
 * `{"a","b \"c\"",NULL}` for a text[] parameter: JSON's string escapes \" and \\ are PostgreSQL's
 * array escapes too, and an unquoted null is NULL. An array whose JSON needs any other escape (a
 * control character, a lone surrogate) is given to pg as it is.
 */
export function textArray(values: ReadonlyArray<string | null>): string | ReadonlyArray<string | null> {
  const json = JSON.stringify(values);
  // an escape other than \" or \\: after an odd run of backslashes
  if (/(?:^|[^\\])(?:\\\\)*\\[^"\\]/.test(json)) return values;
  return `{${json.slice(1, -1)}}`;
}
