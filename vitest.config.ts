import { defineConfig } from 'vitest/config';

// Three projects, one command each in package.json:
//  unit         pure functions, colocated *.test.ts, no services
//  integration  real Postgres + Redis; one database (from a migrated template) per test file
//  e2e          Chromium (playwright-core) against the built app served by the API
//  faults       slow fault injection against the real processes (npm run test:faults; not part of npm test)
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['packages/*/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'workers/src/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}', 'infra/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['services/*/test/**/*.test.ts', 'workers/test/**/*.test.ts', 'packages/*/test/**/*.test.ts', 'infra/test/**/*.test.ts'],
          globalSetup: ['tests/support/integrationGlobalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // two cores: two files at a time, each in its own database and queue prefix
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 2 },
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/support/e2eGlobalSetup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // one Chromium, one app: files run one after another
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'faults',
          sequence: { groupOrder: 3 },
          include: ['tests/faults/**/*.faults.ts'],
          globalSetup: ['tests/faults/globalSetup.ts'],
          testTimeout: 600_000,
          hookTimeout: 300_000,
          // each file starts an API and workers and kills things: one at a time on two cores
          fileParallelism: false,
        },
      },
    ],
  },
});
