// Reading what a screen's tables show, for the e2e journeys that compare them with the API.
import type { Locator } from 'playwright-core';

/** The trimmed text of every cell of every body row of a table, row by row. */
export async function tableRows(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const count = await rows.count();
  const result: string[][] = [];
  for (let i = 0; i < count; i++) result.push((await rows.nth(i).locator('td').allTextContents()).map((text) => text.trim()));
  return result;
}
