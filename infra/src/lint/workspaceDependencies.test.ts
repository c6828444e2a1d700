// Every @ri/* and third-party package a workspace imports is declared in its own package.json
// (ARCHITECTURE.md, "Boundaries"); the scanner's parts are checked on fixture text.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importedSpecifiers, packageOf, undeclaredImports, workspaceCycles } from './workspaceDependencies.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('workspace dependencies', () => {
  it('every workspace declares the packages it imports', () => {
    expect(undeclaredImports(root).map(({ workspace, file, name }) => `${workspace} imports ${name} (${file}) without declaring it`)).toEqual([]);
  }, 60_000);

  it('the workspaces depend on each other without a cycle (turbo refuses a cyclic graph)', () => {
    expect(workspaceCycles(root).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });

  it('finds static, type-only, multi-line, re-exported, side-effect and dynamic imports', () => {
    const text = [
      "import { a } from '@ri/db';",
      "import type { B } from '@ri/contracts/admin';",
      'import {',
      '  c,',
      '  d,',
      "} from 'kysely';",
      "export * from '@ri/metrics';",
      "import './style.css';",
      "import 'reflect-metadata';",
      `const e = await ${'import'}('@ri/jobs');`, // built so that this file does not import it itself
      "// import { f } from 'commented-out';",
      "throw new Error(`Unknown import '${kind}'.`);",
    ].join('\n');
    expect(importedSpecifiers(text).sort()).toEqual(['./style.css', '@ri/contracts/admin', '@ri/db', '@ri/jobs', '@ri/metrics', 'kysely', 'reflect-metadata']);
  });

  it.each([
    ['@ri/contracts/catalogue', '@ri/contracts'],
    ['@tanstack/react-router', '@tanstack/react-router'],
    ['pdfjs-dist/build/pdf.worker.mjs?url', 'pdfjs-dist'],
    ['zod/mini', 'zod'],
    ['node:fs', null],
    ['fs', null],
    ['./queries.ts', null],
    ['virtual:pwa', null],
  ])('%s is package %s', (specifier, name) => {
    expect(packageOf(specifier)).toBe(name);
  });
});
