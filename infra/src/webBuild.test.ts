import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isWebBuildStale } from './webBuild.ts';

describe('isWebBuildStale', () => {
  let webDir: string;
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

  async function writeAt(relativePath: string, minutesAgo: number) {
    const file = path.join(webDir, relativePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'x');
    await utimes(file, at(minutesAgo), at(minutesAgo));
  }

  beforeEach(async () => {
    webDir = await mkdtemp(path.join(os.tmpdir(), 'ri-web-'));
  });
  afterEach(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  it.each([
    { case: 'no build yet', files: [['src/main.tsx', 10]], stale: true },
    { case: 'build newer than every source', files: [['src/main.tsx', 10], ['src/routes/deep/page.tsx', 9], ['dist/index.html', 5]], stale: false },
    { case: 'a nested source changed after the build', files: [['src/main.tsx', 10], ['dist/index.html', 5], ['src/routes/deep/page.tsx', 1]], stale: true },
    { case: 'the vite config changed after the build', files: [['src/main.tsx', 10], ['dist/index.html', 5], ['vite.config.ts', 1]], stale: true },
  ] as const)('$case', async ({ files, stale }) => {
    for (const [file, minutesAgo] of files) await writeAt(file, minutesAgo);
    expect(await isWebBuildStale(webDir)).toBe(stale);
  });
});
