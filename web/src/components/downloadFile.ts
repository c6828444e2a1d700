/** Saves text as a file through the browser's download (a temporary object URL). */
export function downloadTextFile(fileName: string, text: string, contentType = 'text/csv;charset=utf-8'): void {
  // a byte-order mark makes spreadsheet programs read the CSV as UTF-8 (accented names)
  const blob = new Blob([contentType.startsWith('text/csv') ? '\uFEFF' : '', text], { type: contentType });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
