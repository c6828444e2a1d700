#!/usr/bin/env node
// Codemod: rewrites every citation of the product specifications ("seed 002 section 8", "Seed 001
// sections 4 and 9", "seeds 001 and 002") in the repository's source files to the docs/requirements/
// section that restates it. Deterministic: the same tree gives the same result; running it twice changes
// nothing the second time.
//
//   node infra/bin/cite-requirements.mjs            # dry run: counts per file, what it cannot map
//   node infra/bin/cite-requirements.mjs --write    # rewrites the files
//   node infra/bin/cite-requirements.mjs --write path/a.ts path/b.tsx   # only these files
//
// Files: the tracked *.ts, *.tsx, *.mjs, *.js, *.cjs files outside node_modules (git ls-files), or the paths given.
// Exit code 1 when a citation is left that it cannot map (listed), 0 otherwise.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rewriteCitations } from '../src/lint/citations.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const write = args.includes('--write');
const given = args.filter((arg) => !arg.startsWith('--'));
const SELF = new Set(['infra/bin/cite-requirements.mjs', 'infra/src/lint/citations.mjs', 'infra/src/lint/citations.test.ts']);

const files = (given.length > 0
  ? given.map((file) => relative(root, join(process.cwd(), file)))
  : execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js', '*.cjs'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean))
  .filter((file) => !file.includes('node_modules/') && !SELF.has(file))
  .sort();

let total = 0;
let changedFiles = 0;
const unmapped = [];
for (const file of files) {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const { text, count, unmapped: left } = rewriteCitations(before);
  for (const entry of left) unmapped.push(`${file}:${entry.line}: ${entry.text}`);
  if (count === 0) continue;
  total += count;
  changedFiles += 1;
  if (write) writeFileSync(path, text);
}
console.log(`${write ? 'rewrote' : 'would rewrite'} ${total} citations in ${changedFiles} files (${files.length} files read)`);
if (unmapped.length > 0) {
  console.log(`${unmapped.length} lines still cite something outside the repository:`);
  for (const line of unmapped) console.log(`  ${line}`);
  process.exitCode = 1;
}
