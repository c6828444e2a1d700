// Code cites docs/ sections, never documents outside the repository ("seed 002 section 8", "../shared").
// Enabled over every tracked source file (`node infra/bin/cite-requirements.mjs --write` rewrote the old
// citations to docs/requirements/ sections).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { outsideCitations, rewriteCitations } from './citations.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const SCOPE: 'all' | string[] = 'all';

const SELF = ['infra/bin/cite-requirements.mjs', 'infra/src/lint/citations.mjs', 'infra/src/lint/citations.test.ts'];

function filesInScope(): string[] {
  if (SCOPE !== 'all') return SCOPE;
  return execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], { cwd: root, encoding: 'utf8' })
    .split('\n').filter((file) => file !== '' && !SELF.includes(file));
}

describe('citations stay inside the repository', () => {
  it('no file in scope cites a specification by number or a path outside the repository', () => {
    const found = filesInScope().flatMap((file) => outsideCitations(readFileSync(`${root}${file}`, 'utf8')).map((hit) => `${file}:${hit.line}: ${hit.text}`));
    expect(found).toEqual([]);
  });
});

describe('the codemod', () => {
  it.each([
    ['// seed 002 section 8: a failed search', '// docs/requirements/admin-tools.md §8: a failed search'],
    ['/** Seed 001 sections 4 and 9 */', '/** docs/requirements/dashboards.md §4 and §9 */'],
    ['(seed 000 sections 2, 3 and 5)', '(docs/requirements/profile-and-accounts.md §2, §3 and §5)'],
    ['the seed 000\'s list', 'the docs/requirements/profile-and-accounts.md\'s list'],
    ['seeds 001 and 002', 'docs/requirements/dashboards.md and docs/requirements/admin-tools.md'],
    ['seed 002.', 'docs/requirements/admin-tools.md.'],
  ])('%j -> %j', (before, after) => {
    const result = rewriteCitations(before);
    expect(result.text).toBe(after);
    expect(result.unmapped).toEqual([]);
    expect(rewriteCitations(result.text).count).toBe(0);
  });

  it('reports what it cannot map', () => {
    expect(rewriteCitations('see ../shared/seeds/002.txt and seed 009 section 1').unmapped).toEqual([{ line: 1, text: 'see ../shared/seeds/002.txt and seed 009 section 1' }]);
  });

  it('every docs/requirements file it cites exists with the sections it cites', () => {
    for (const doc of ['profile-and-accounts', 'dashboards', 'admin-tools']) {
      const text = readFileSync(`${root}docs/requirements/${doc}.md`, 'utf8');
      for (let section = 1; section <= 9; section++) expect(text, `${doc} §${section}`).toMatch(new RegExp(`^## ${section}\\. `, 'm'));
    }
  });
});
