import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RED_FLAG_CHECK_SCHEMAS } from '../redFlags.ts';
import { dataIssueCatalogueTable, redFlagCatalogueTable } from './docsTables.ts';
import { DATA_ISSUE_TYPE_IDS } from './dataIssueTypeIds.ts';
import { DATA_ISSUE_TYPE_CATALOGUE } from './dataIssueTypes.ts';
import { RED_FLAG_CHECK_IDS } from './redFlagCheckIds.ts';
import { RED_FLAG_CHECKS, RED_FLAG_CSV_CHECK_IDS, type RedFlagCheckDeclaration } from './redFlagChecks.ts';

const docs = readFileSync(new URL('../../../../docs/admin-tools.md', import.meta.url), 'utf8');

function between(name: string): string {
  const match = new RegExp(`<!-- ${name}:start -->\\n([\\s\\S]*?)\\n<!-- ${name}:end -->`).exec(docs);
  return match?.[1] ?? `(no <!-- ${name}:start --> ... <!-- ${name}:end --> section in docs/admin-tools.md)`;
}

describe('the catalogue and the docs', () => {
  it('docs/admin-tools.md lists every red-flag check as declared (paste the expected table on a change)', () => {
    expect(between('red-flag-catalogue')).toBe(redFlagCatalogueTable());
  });

  it('docs/admin-tools.md lists every data-issue type as declared', () => {
    expect(between('data-issue-catalogue')).toBe(dataIssueCatalogueTable());
  });
});

describe('the red-flag declarations', () => {
  const checks = RED_FLAG_CHECKS as readonly RedFlagCheckDeclaration[];

  it('have unique ids, path-safe, each with its schemas', () => {
    expect(new Set(checks.map((check) => check.id)).size).toBe(checks.length);
    for (const check of checks) expect(check.id).toMatch(/^[a-z_]+$/);
    expect(Object.keys(RED_FLAG_CHECK_SCHEMAS).sort()).toEqual(checks.map((check) => check.id).sort());
  });

  it('declare every id of the label-free id list (redFlagCheckIds.ts), in its order', () => {
    expect(checks.map((check) => check.id)).toEqual([...RED_FLAG_CHECK_IDS]);
  });

  it('give list and faculty panels their table, list panels their rows, and only CSV checks a download', () => {
    for (const check of checks) {
      if (check.panel === 'list' || check.panel === 'faculty') expect(check.table?.length, check.id).toBeGreaterThan(0);
      if (check.panel === 'list') expect(check.rows, check.id).toBeDefined();
      const query = RED_FLAG_CHECK_SCHEMAS[check.id as keyof typeof RED_FLAG_CHECK_SCHEMAS].query;
      expect('download' in query.shape, check.id).toBe(check.csv !== undefined);
    }
    expect(RED_FLAG_CSV_CHECK_IDS).toEqual(checks.filter((check) => check.csv).map((check) => check.id));
  });

  it('name CSV and table columns after fields of the rows the check answers', () => {
    const fieldsOf = (schema: unknown): string[] => {
      const shape = (schema as { shape: Record<string, { element?: { shape: Record<string, unknown> } }> }).shape;
      const list = Object.values(shape).find((value) => value.element?.shape !== undefined);
      return Object.keys(list?.element?.shape ?? {});
    };
    for (const check of checks.filter((entry) => entry.table !== undefined || entry.csv !== undefined)) {
      const fields = fieldsOf(RED_FLAG_CHECK_SCHEMAS[check.id as keyof typeof RED_FLAG_CHECK_SCHEMAS].response);
      for (const column of [...(check.table ?? []), ...(check.csv?.columns ?? [])]) expect(fields, `${check.id}.${column.field}`).toContain(column.field);
    }
  });
});

describe('the catalogue entry point', () => {
  it('loads no zod (the web app reads it from the entry chunk)', () => {
    for (const file of ['index.ts', 'redFlagChecks.ts', 'redFlagCheckIds.ts', 'dataIssueTypes.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      expect(source, file).not.toMatch(/^import (?!type )[^;]*from '(zod|\.\.\/[^']*)'/m);
    }
  });
});

describe('the data-issue declarations', () => {
  it('declare every id of the label-free id list (dataIssueTypeIds.ts), once each, in its order', () => {
    expect(DATA_ISSUE_TYPE_CATALOGUE.map((entry) => entry.type)).toEqual([...DATA_ISSUE_TYPE_IDS]);
  });

  it('send paper logs to the paper-to-author confirmation, and give every other page its own types', () => {
    for (const entry of DATA_ISSUE_TYPE_CATALOGUE) {
      expect(entry.opens === 'name_mismatch', entry.type).toBe(entry.resolution === 'paper_decision');
      expect(entry.subject === 'paper', entry.type).toBe(entry.resolution === 'paper_decision');
    }
  });
});
