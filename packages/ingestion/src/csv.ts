/**
 * One CSV cell, safe to open in a spreadsheet: a value starting with = + - @ tab or carriage return
 * is a formula to Excel and LibreOffice (CSV injection), so it gets a leading apostrophe; quotes
 * are doubled and the cell quoted when it holds a delimiter, a quote or a line break.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: unknown[]): string {
  return values.map(csvCell).join(',') + '\r\n';
}
