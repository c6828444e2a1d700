// The 14 business-school departments are declared once (businessSchoolDepartments.ts); docs/profile.md lists them.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS_SCHOOL_DEPARTMENTS, fallbackDepartmentName } from './businessSchoolDepartments.ts';

const docs = readFileSync(new URL('../../../../docs/profile.md', import.meta.url), 'utf8');

describe('the business-school departments', () => {
  it('are 14 distinct names, and docs/profile.md lists them as declared, in order', () => {
    expect(new Set(BUSINESS_SCHOOL_DEPARTMENTS).size).toBe(14);
    const listed = /<!-- business-school-departments:start -->\n([\s\S]*?)\n<!-- business-school-departments:end -->/.exec(docs)?.[1] ?? '';
    expect(listed.split(',').map((name) => name.replace(/\s+/g, ' ').trim())).toEqual([...BUSINESS_SCHOOL_DEPARTMENTS]);
  });

  it('match a typed name case- and space-insensitively', () => {
    expect(fallbackDepartmentName('  supply  chain MANAGEMENT ')).toBe('Supply Chain Management');
    expect(fallbackDepartmentName('Supply Chain')).toBeNull();
  });
});
