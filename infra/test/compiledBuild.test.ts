import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appEntry } from '../src/appEntries.ts';
import { applicationEnvironment } from '../src/appEnvironment.ts';
import { startAppProcess, waitForHealthy, type AppProcess } from '../src/appProcess.ts';
import { repoRoot } from '../src/paths.ts';
import { findFreePort } from '../src/ports.ts';
import { createTestDatabase, uniqueQueuePrefix, type TestDatabase } from '@ri/tests/support/testDatabase';
import { testEnv } from '@ri/tests/support/env';
// @ts-expect-error plain JavaScript (infra/bin runs before npm install), no declarations
import { buildServer, productionDependencies } from '../bin/build.mjs';

// Production runs the compiled bundles (docs/adr/0009-compiled-production-build.md): they must build,
// import only production dependencies (the image installs no others) and serve without tsx.
describe('the compiled server build', () => {
  let database: TestDatabase;
  let processes: AppProcess[] = [];
  let report: { importedPackages: string[]; entries: string[]; startupPackages: Record<string, string[]> };
  beforeAll(async () => {
    database = await createTestDatabase();
    report = await buildServer();
  }, 120_000);
  afterAll(async () => {
    await Promise.all(processes.map((app) => app.stop()));
    await database?.drop();
  });

  it('imports no package that is not a production dependency', () => {
    expect(report.entries).toEqual(['api', 'workers', 'serve', 'start', 'sandbox']);
    const allowed = productionDependencies() as Set<string>;
    expect(report.importedPackages).toContain('fastify');
    expect(report.importedPackages.filter((name) => !allowed.has(name))).toEqual([]);
  });

  // the API parses no untrusted file: the parsers run in the workers' sandbox threads (docs/reliability.md, "The sandbox")
  it('the API loads no parser library at start-up; the workers do', () => {
    const parsers = ['pdf-lib', 'pdfjs-dist', 'exceljs', 'cheerio', 'sharp', 'fast-xml-parser'];
    expect(report.startupPackages.api).toContain('fastify');
    expect(report.startupPackages.api!.filter((name) => parsers.includes(name))).toEqual([]);
    // the same walk finds them where they are loaded at start-up (so the check above can fail)
    expect(report.startupPackages.workers).toEqual(expect.arrayContaining(['pdf-lib', 'exceljs', 'cheerio', 'fast-xml-parser']));
  });

  it('runs the API and the workers as JavaScript, without tsx', async () => {
    const port = await findFreePort();
    const env = applicationEnvironment({
      databaseUrl: database.url, redisUrl: testEnv.redisUrl, smtpUrl: 'smtp://127.0.0.1:9', port, host: '127.0.0.1',
      jwtSecret: 'c'.repeat(48), queuePrefix: uniqueQueuePrefix(), storageDir: path.join(os.tmpdir(), `ri-compiled-${process.pid}`),
      webDist: path.join(repoRoot, 'web', 'dist'), nodeEnv: 'production',
    });
    processes = (['api', 'workers'] as const).map((role) => startAppProcess({ name: role, entry: appEntry(role, true), env, onLine: () => {} }));
    await waitForHealthy(`http://127.0.0.1:${port}/api/health`, processes, 60_000);
    for (const [index, role] of (['api', 'workers'] as const).entries()) {
      const commandLine = readFileSync(`/proc/${processes[index]!.pid}/cmdline`, 'utf8').split('\0');
      expect(commandLine).toContain(`dist/server/${role}.mjs`);
      expect(commandLine.join(' ')).not.toContain('tsx');
    }
    const refused = await fetch(`http://127.0.0.1:${port}/api/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'nobody', password: 'wrong-password' }),
    });
    expect(refused.status).toBe(401);
  }, 90_000);
});
