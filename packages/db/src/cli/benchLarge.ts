// Benchmark of the `large` demo data set:
//   npx tsx packages/db/src/cli/benchLarge.ts [--seed N] [--keep] [--skip-generation-only]
// Creates a scratch database next to DATABASE_URL's, migrates it, loads `large` and prints the
// time of every step (each table's generation and COPY run together, streamed) with row counts.
// Then, unless --skip-generation-only, replays each table's generation without a database, so the
// CPU cost of generating can be told apart from the cost of loading. Writes the measured figures
// to docs/benchmarks/large-dataset.md and drops the scratch database unless --keep.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb } from '../connection.ts';
import { demoUserRows } from '../demo/accounts.ts';
import { loadDemoDataWithDetails, type DemoLoadDetails } from '../demo/load.ts';
import { DEFAULT_DEMO_SEED, SIZE_PROFILES } from '../demo/sizes.ts';
import { demoTableLoads } from '../demo/tableRows.ts';
import { buildWorld } from '../demo/world.ts';
import { migrateToLatest } from '../migrate.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(DEFAULT_DEMO_SEED) },
    keep: { type: 'boolean', default: false },
    'skip-generation-only': { type: 'boolean', default: false },
  },
});
const seed = Number(values.seed);
if (!/^\d+$/.test(values.seed) || seed > 0xffffffff) throw new Error('--seed must be an integer from 0 to 4294967295');

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratchName = `ri_bench_large_${process.pid}`;
const scratchUrl = new URL(baseUrl);
scratchUrl.pathname = `/${scratchName}`;
const reportFile = fileURLToPath(new URL('../../../../docs/benchmarks/large-dataset.md', import.meta.url));

const seconds = (millis: number) => (millis / 1000).toFixed(1);
const thousands = (count: number) => count.toLocaleString('en-US');

interface GenerationOnly {
  readonly table: string;
  readonly rows: number;
  readonly millis: number;
}

/** Generates every table's COPY text again, into nothing: the pure CPU cost of generation. */
async function measureGenerationOnly(): Promise<{ worldMillis: number; tables: GenerationOnly[] }> {
  const worldStarted = performance.now();
  const world = buildWorld('large', seed);
  const worldMillis = performance.now() - worldStarted;
  const users = await demoUserRows(world, 'benchmark-password');
  const tables: GenerationOnly[] = [];
  for (const load of demoTableLoads(world, users)) {
    const started = performance.now();
    let rows = 0;
    let characters = 0;
    for (const line of load.rows()) {
      rows++;
      characters += line.length;
    }
    if (characters < 0) throw new Error('unreachable: keeps the loop from being optimised away');
    tables.push({ table: load.table, rows, millis: performance.now() - started });
    console.log(`  generate ${load.table}: ${thousands(rows)} rows in ${seconds(performance.now() - started)} s`);
  }
  return { worldMillis, tables };
}

async function serverFacts(pool: pg.Pool): Promise<{ version: string; databaseSize: string; tableSizes: Array<{ table: string; size: string }> }> {
  const { rows: version } = await pool.query<{ server_version: string }>('SHOW server_version');
  const { rows: size } = await pool.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size');
  const { rows: tableSizes } = await pool.query<{ table: string; size: string }>(
    `SELECT relname AS table, pg_size_pretty(pg_total_relation_size(oid)) AS size FROM pg_class
      WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND pg_total_relation_size(oid) > 10 * 1024 * 1024
      ORDER BY pg_total_relation_size(oid) DESC`,
  );
  return { version: version[0]?.server_version ?? '?', databaseSize: size[0]?.size ?? '?', tableSizes };
}

/** What else the machine was doing, and how much CPU the load itself used. */
interface RunConditions {
  readonly loadAverageAtStart: number;
  readonly loadAverageAtEnd: number;
  readonly nodeCpuMillis: number;
  /** CPU time of the database server processes that served the load; null when the server is not on this machine */
  readonly postgresCpuMillis: number | null;
}

/**
 * CPU time used so far by the client backends connected to `database`, read from /proc (the
 * server runs on this machine in development); null when /proc does not have them.
 */
async function postgresBackendCpuMillis(pool: pg.Pool, database: string): Promise<number | null> {
  const { rows } = await pool.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend'`, [database]);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      // fields 14 and 15 of /proc/<pid>/stat (after the parenthesised command name) are user and system time in clock ticks
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return (ticks / 100) * 1000; // CLK_TCK is 100 on Linux
}

function markdownReport(details: DemoLoadDetails, conditions: RunConditions, facts: Awaited<ReturnType<typeof serverFacts>>, generationOnly: Awaited<ReturnType<typeof measureGenerationOnly>> | null): string {
  const cpus = os.cpus();
  const profile = SIZE_PROFILES.large;
  const copySteps = details.steps.filter((step) => step.step.startsWith('copy '));
  const indexSteps = details.steps.filter((step) => step.step.startsWith('rebuild index'));
  const foreignKeySteps = details.steps.filter((step) => step.step.startsWith('re-add'));
  const sum = (steps: readonly { millis: number }[]) => steps.reduce((total, step) => total + step.millis, 0);
  const lines = [
    '# Large demo data set: generation and load benchmark',
    '',
    `Measured by \`npx tsx packages/db/src/cli/benchLarge.ts\` on ${new Date().toISOString().slice(0, 10)}; this file is rewritten by every run.`,
    '',
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; PostgreSQL ${facts.version} (local, default settings)`,
    `- Machine load (1-minute load average) when the load started: ${conditions.loadAverageAtStart.toFixed(1)}, when it ended: ${conditions.loadAverageAtEnd.toFixed(1)}. The machine is shared: a load average above its ${cpus.length} cores means other processes competed for the CPU and the wall times below stretched accordingly; the CPU times do not.`,
    `- CPU time used by the load: generator (Node) ${seconds(conditions.nodeCpuMillis)} s, PostgreSQL backend ${conditions.postgresCpuMillis === null ? 'not measurable (server not on this machine)' : `${seconds(conditions.postgresCpuMillis)} s`}`,
    `- Data set: \`large\`, seed ${details.seed}: ${profile.schoolCount} schools, ${thousands(profile.ordinaryFacultyCount)} ordinary faculty plus the designated records, ${thousands(profile.ordinaryPaperCount)} papers owned by ordinary faculty plus theirs`,
    `- **Total: ${seconds(details.millis)} s** from the start of generation to the end of ANALYZE (one transaction; the limit is 10 minutes)`,
    `- Database size after the load: ${facts.databaseSize}`,
    '',
    '## Rows and time per table',
    '',
    'Rows are generated while they stream through COPY, so each time is generation and load together.',
    '',
    '| table | rows | generate + COPY (s) | rows/s |',
    '|---|---:|---:|---:|',
    ...copySteps.map((step) => {
      const table = step.step.replace(/^copy (\S+).*$/, '$1');
      const rows = step.rows ?? 0;
      return `| ${table} | ${thousands(rows)} | ${seconds(step.millis)} | ${step.millis > 0 ? thousands(Math.round(rows / (step.millis / 1000))) : '-'} |`;
    }),
    `| **all tables** | **${thousands(copySteps.reduce((total, step) => total + (step.rows ?? 0), 0))}** | **${seconds(sum(copySteps))}** | |`,
    '',
    '## Every step',
    '',
    '| step | time (s) |',
    '|---|---:|',
    ...details.steps.filter((step) => !step.step.startsWith('rebuild index') && !step.step.startsWith('re-add')).map((step) => `| ${step.step} | ${seconds(step.millis)} |`),
    `| rebuild ${indexSteps.length} secondary indexes | ${seconds(sum(indexSteps))} |`,
    `| re-add and validate ${foreignKeySteps.length} foreign keys | ${seconds(sum(foreignKeySteps))} |`,
    '',
    'Slowest index builds and foreign-key validations:',
    '',
    ...[...indexSteps, ...foreignKeySteps].sort((a, b) => b.millis - a.millis).slice(0, 6).map((step) => `- ${step.step}: ${seconds(step.millis)} s`),
    '',
    '## Table sizes (over 10 MB, with indexes)',
    '',
    '| table | size |',
    '|---|---:|',
    ...facts.tableSizes.map((row) => `| ${row.table} | ${row.size} |`),
  ];
  if (generationOnly) {
    lines.push(
      '',
      '## Generation alone (no database)',
      '',
      'The same rows generated into nothing, to separate the generator\'s CPU time from PostgreSQL\'s. The paper tables replay the paper stream each time (see docs/demo-data.md).',
      '',
      '| table | rows | generation only (s) |',
      '|---|---:|---:|',
      `| (plan the world) | | ${seconds(generationOnly.worldMillis)} |`,
      ...generationOnly.tables.map((table) => `| ${table.table} | ${thousands(table.rows)} | ${seconds(table.millis)} |`),
      `| **total** | | **${seconds(generationOnly.worldMillis + sum(generationOnly.tables))}** |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratchName}`);
console.log(`scratch database ${scratchName} created`);
try {
  const { db, pool } = createDb({ connectionString: scratchUrl.toString(), max: 2, applicationName: 'research-insights-bench' });
  try {
    await migrateToLatest(db);
    console.log(`loading the large data set (seed ${seed})...`);
    const loadAverageAtStart = os.loadavg()[0] ?? 0;
    const cpuAtStart = process.cpuUsage();
    const details = await loadDemoDataWithDetails(pool, {
      size: 'large',
      seed,
      password: process.env.DEMO_PASSWORD ?? 'demo-password',
      onProgress: (message) => console.log(`  ${message}`),
    });
    const cpu = process.cpuUsage(cpuAtStart);
    const conditions: RunConditions = {
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg()[0] ?? 0,
      nodeCpuMillis: (cpu.user + cpu.system) / 1000,
      postgresCpuMillis: await postgresBackendCpuMillis(pool, scratchName),
    };
    console.log(`\nloaded in ${seconds(details.millis)} s (load average ${conditions.loadAverageAtStart.toFixed(1)} -> ${conditions.loadAverageAtEnd.toFixed(1)}; CPU: generator ${seconds(conditions.nodeCpuMillis)} s, PostgreSQL ${conditions.postgresCpuMillis === null ? '?' : seconds(conditions.postgresCpuMillis)} s)`);
    for (const [table, rows] of Object.entries(details.rows)) console.log(`  ${table.padEnd(20)} ${thousands(rows).padStart(12)}`);
    const facts = await serverFacts(pool);
    let generationOnly: Awaited<ReturnType<typeof measureGenerationOnly>> | null = null;
    if (!values['skip-generation-only']) {
      console.log('\ngeneration alone, without a database:');
      generationOnly = await measureGenerationOnly();
    }
    writeFileSync(reportFile, markdownReport(details, conditions, facts, generationOnly));
    console.log(`\nwrote ${reportFile}`);
  } finally {
    await db.destroy();
  }
} finally {
  if (values.keep) console.log(`kept ${scratchName} (--keep): ${scratchUrl.toString()}`);
  else {
    await admin.query(`DROP DATABASE IF EXISTS ${scratchName} WITH (FORCE)`);
    console.log(`scratch database ${scratchName} dropped`);
  }
  await admin.end();
}
