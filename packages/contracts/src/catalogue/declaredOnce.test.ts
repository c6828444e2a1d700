// One definition per feature (ARCHITECTURE.md, "One definition per feature"): the data-issue types and the
// red-flag check ids are listed in one file each; every other source file reads that list. A second list
// (a union of the ids or an array of them, as the demo generator and a CHECK constraint once kept) fails
// here. Tests may name the ids they expect, and migrations are frozen in time (the database follows the
// declaration through data_issue_types, docs/adr/0010-data-issue-types-from-the-declaration.md).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DATA_ISSUE_TYPE_IDS } from './dataIssueTypeIds.ts';
import { RED_FLAG_CHECK_IDS } from './redFlagCheckIds.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const TEST_OR_FROZEN = /(^|\/)test\/|\.(test|e2e|faults)\.[cm]?[jt]sx?$|\/migrations\/|^packages\/db\/sql\//;

/** Places in `text` where two or more of `ids` stand next to each other as string literals in a union or a list. */
export function listsOf(ids: readonly string[], text: string): string[] {
  const literal = `['"\`](?:${ids.map((id) => id.replace(/[^A-Za-z0-9_]/g, '\\$&')).join('|')})['"\`]`;
  return [...text.matchAll(new RegExp(`${literal}(?:\\s*[|,]\\s*${literal})+`, 'g'))].map((match) => match[0]);
}

function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: root, encoding: 'utf8' })
    .split('\n').filter((file) => file !== '' && !TEST_OR_FROZEN.test(file) && !file.includes('node_modules/'));
}

describe('declared once', () => {
  it.each([
    ['data-issue types', DATA_ISSUE_TYPE_IDS, 'packages/contracts/src/catalogue/dataIssueTypeIds.ts'],
    ['red-flag check ids', RED_FLAG_CHECK_IDS, 'packages/contracts/src/catalogue/redFlagCheckIds.ts'],
  ] as const)('the %s are listed only in their declaration', (_what, ids, declaration) => {
    const elsewhere = sourceFiles().filter((file) => file !== declaration)
      .flatMap((file) => listsOf(ids, readFileSync(`${root}${file}`, 'utf8')).map((list) => `${file}: ${list.replace(/\s+/g, ' ')}`));
    expect(elsewhere).toEqual([]);
  });

  it('finds a second list, as a union or an array', () => {
    expect(listsOf(DATA_ISSUE_TYPE_IDS, "type T =\n  | 'GAP_OF_10_YEARS'\n  | 'RG_GS_MISMATCH';")).toHaveLength(1);
    expect(listsOf(DATA_ISSUE_TYPE_IDS, "CHECK (type IN ('NAME_TOO_SIMILAR', 'RG_NAME_MISMATCH'))")).toHaveLength(1);
    expect(listsOf(DATA_ISSUE_TYPE_IDS, "if (type === 'NAME_TOO_SIMILAR') return 'RG_GS_MISMATCH';")).toEqual([]);
  });
});
