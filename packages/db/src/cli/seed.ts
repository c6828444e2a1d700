// Loads the deterministic demo data into DATABASE_URL:
//   npx tsx packages/db/src/cli/seed.ts [--size demo|large] [--seed N] [--force]
// Migrates first. Refuses a database that already has data unless --force, which truncates every
// application table inside the same transaction as the load (a failed load changes nothing).
// Account password: DEMO_PASSWORD, or 'demo-password'.
import { parseArgs } from 'node:util';
import { createDb } from '../connection.ts';
import { DEFAULT_DEMO_SEED, DEMO_ACCOUNTS, DemoDataConflictError, hasDemoData, type DemoSize } from '../demo/index.ts';
import { loadDemoDataWithDetails } from '../demo/load.ts';
import { migrateToLatest } from '../migrate.ts';

const usage = 'usage: seed.ts [--size demo|large] [--seed N] [--force]';

function parseOptions(): { size: DemoSize; seed: number; force: boolean } {
  const { values } = parseArgs({
    options: {
      size: { type: 'string', default: 'demo' },
      seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  if (values.size !== 'demo' && values.size !== 'large') throw new Error(`--size must be demo or large. ${usage}`);
  const seed = Number(values.seed);
  if (!/^\d+$/.test(values.seed) || seed > 0xffffffff) throw new Error(`--seed must be an integer from 0 to 4294967295. ${usage}`);
  return { size: values.size, seed, force: values.force };
}

const options = parseOptions();
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const { db, pool } = createDb({ connectionString: databaseUrl, max: 2, applicationName: 'research-insights-seed' });
try {
  await migrateToLatest(db);
  if (!options.force && (await hasDemoData(pool))) {
    console.error('The database already has data (universities is not empty). Run with --force to truncate it and load the demo data.');
    process.exitCode = 1;
  } else {
    const report = await loadDemoDataWithDetails(pool, {
      size: options.size,
      seed: options.seed,
      password: process.env.DEMO_PASSWORD ?? 'demo-password',
      replaceExisting: options.force,
      onProgress: (message) => console.log(`  ${message}`),
    });
    const generatorCpu = report.steps.reduce((sum, step) => sum + step.generatorCpuMillis, 0);
    const databaseCpu = report.steps.some((step) => step.databaseCpuMillis === null) ? null : report.steps.reduce((sum, step) => sum + (step.databaseCpuMillis ?? 0), 0);
    // CPU times tell the load's own cost apart from time lost to other processes on a busy machine
    console.log(`Loaded the ${report.size} data set (seed ${report.seed}) in ${(report.millis / 1000).toFixed(1)} s `
      + `(CPU: generator ${(generatorCpu / 1000).toFixed(1)} s, PostgreSQL ${databaseCpu === null ? '?' : (databaseCpu / 1000).toFixed(1)} s):`);
    for (const [table, count] of Object.entries(report.rows)) console.log(`  ${table.padEnd(20)} ${count.toLocaleString('en-US').padStart(12)}`);
    console.log(`Accounts (password from DEMO_PASSWORD, default 'demo-password'): ${DEMO_ACCOUNTS.map((account) => account.username).join(', ')}`);
  }
} catch (error) {
  if (error instanceof DemoDataConflictError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
