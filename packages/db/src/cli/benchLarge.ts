// Benchmark of the `large` demo data set:
//   npx tsx packages/db/src/cli/benchLarge.ts [--seed N] [--keep] [--skip-generation-only]
// Creates a scratch database next to DATABASE_URL's, migrates it, loads `large` and prints the
// wall time and CPU time (generator and PostgreSQL backend) of every step with row counts; each
// table's generation and COPY run together, streamed. Then, unless --skip-generation-only, it
// replays each table's generation without a database, so the generator's own cost can be told
// apart. Writes the measured figures to docs/benchmarks/large-dataset.md and drops the scratch
// database unless --keep.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb } from '../connection.ts';
import { demoUserRows } from '../demo/accounts.ts';
import { loadDemoDataWithDetails, type DemoLoadDetails, type DemoLoadStep } from '../demo/load.ts';
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

const seconds = (millis: number | null) => (millis === null ? '?' : (millis / 1000).toFixed(1));
const thousands = (count: number) => count.toLocaleString('en-US');
const cpuMillisSince = (start: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
};

interface GenerationOnly {
  readonly table: string;
  readonly rows: number;
  readonly millis: number;
  readonly cpuMillis: number;
}

/** Generates every table's COPY text again, into nothing: the generator's cost alone. */
async function measureGenerationOnly(): Promise<{ world: { millis: number; cpuMillis: number }; tables: GenerationOnly[] }> {
  const worldStarted = performance.now();
  const worldCpu = process.cpuUsage();
  const world = buildWorld('large', seed);
  const worldTiming = { millis: performance.now() - worldStarted, cpuMillis: cpuMillisSince(worldCpu) };
  const users = await demoUserRows(world, 'benchmark-password');
  const tables: GenerationOnly[] = [];
  for (const load of demoTableLoads(world, users)) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    let rows = 0;
    let size = 0;
    if (load.format === 'binary') {
      const counter = { rows: 0 };
      for (const chunk of load.chunks(counter)) size += chunk.length;
      rows = counter.rows;
    } else {
      for (const line of load.rows()) {
        rows++;
        size += line.length;
      }
    }
    if (size < 0) throw new Error('unreachable: keeps the loop from being optimised away');
    tables.push({ table: load.table, rows, millis: performance.now() - started, cpuMillis: cpuMillisSince(cpu) });
    console.log(`  generate ${load.table}: ${thousands(rows)} rows in ${seconds(performance.now() - started)} s`);
  }
  return { world: worldTiming, tables };
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

interface MachineLoad {
  readonly atStart: number;
  readonly atEnd: number;
}

function totals(steps: readonly DemoLoadStep[]): { millis: number; generatorCpuMillis: number; databaseCpuMillis: number | null } {
  let millis = 0;
  let generatorCpuMillis = 0;
  let databaseCpuMillis: number | null = 0;
  for (const step of steps) {
    millis += step.millis;
    generatorCpuMillis += step.generatorCpuMillis;
    databaseCpuMillis = databaseCpuMillis === null || step.databaseCpuMillis === null ? null : databaseCpuMillis + step.databaseCpuMillis;
  }
  return { millis, generatorCpuMillis, databaseCpuMillis };
}

function stepRow(label: string, steps: readonly DemoLoadStep[], rows?: number): string {
  const sum = totals(steps);
  return `| ${label} | ${rows === undefined ? '' : thousands(rows)} | ${seconds(sum.millis)} | ${seconds(sum.generatorCpuMillis)} | ${seconds(sum.databaseCpuMillis)} |`;
}

type StepKind = 'copy' | 'key' | 'index' | 'foreign key' | 'other';

function stepKind(step: DemoLoadStep): StepKind {
  if (step.step.startsWith('copy ')) return 'copy';
  if (step.step.startsWith('rebuild key')) return 'key';
  if (step.step.startsWith('rebuild index')) return 'index';
  if (step.step.startsWith('re-add')) return 'foreign key';
  return 'other';
}

/** The steps in the order they ran, consecutive steps of one kind (14 table copies, 24 index builds, ...) as one group. */
function stepGroups(steps: readonly DemoLoadStep[]): Array<{ label: string; steps: DemoLoadStep[] }> {
  const groups: Array<{ kind: StepKind; steps: DemoLoadStep[] }> = [];
  for (const step of steps) {
    const kind = stepKind(step);
    const last = groups[groups.length - 1];
    if (last && last.kind === kind && kind !== 'other') last.steps.push(step);
    else groups.push({ kind, steps: [step] });
  }
  const labels: Record<StepKind, (count: number) => string> = {
    copy: (count) => `generate and COPY ${count} tables (see above)`,
    key: (count) => `rebuild ${count} primary keys and unique constraints`,
    index: (count) => `rebuild ${count} secondary indexes`,
    'foreign key': (count) => `re-add and validate ${count} foreign keys`,
    other: () => '',
  };
  return groups.map((group) => ({ label: group.kind === 'other' ? (group.steps[0] as DemoLoadStep).step : labels[group.kind](group.steps.length), steps: group.steps }));
}

function markdownReport(details: DemoLoadDetails, machineLoad: MachineLoad, facts: Awaited<ReturnType<typeof serverFacts>>, generationOnly: Awaited<ReturnType<typeof measureGenerationOnly>> | null): string {
  const cpus = os.cpus();
  const profile = SIZE_PROFILES.large;
  const copySteps = details.steps.filter((step) => step.step.startsWith('copy '));
  const keySteps = details.steps.filter((step) => step.step.startsWith('rebuild key'));
  const indexSteps = details.steps.filter((step) => step.step.startsWith('rebuild index'));
  const foreignKeySteps = details.steps.filter((step) => step.step.startsWith('re-add'));
  const all = totals(details.steps);
  // While rows stream, the generator and PostgreSQL work at the same time on the two cores; on an
  // otherwise idle machine a step cannot take less than the larger of its two CPU times.
  const idleEstimate = all.databaseCpuMillis === null ? null : details.steps.reduce((sum, step) => sum + Math.max(step.generatorCpuMillis, step.databaseCpuMillis ?? 0), 0);
  const lines = [
    '# Large demo data set: generation and load benchmark',
    '',
    `Measured by \`npx tsx packages/db/src/cli/benchLarge.ts\` on ${new Date().toISOString().slice(0, 10)}; every run rewrites this file.`,
    '',
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM; Node ${process.version}; PostgreSQL ${facts.version} on the same machine, default settings.`,
    `- Data set: \`large\`, seed ${details.seed}: ${profile.schoolCount} schools, ${thousands(details.rows.authors ?? 0)} faculty, ${thousands(details.rows.papers ?? 0)} papers, ${thousands(details.rows.authorships ?? 0)} authorships, ${thousands(details.rows.citations ?? 0)} citation rows.`,
    `- **Wall time: ${seconds(details.millis)} s** (${(details.millis / 60_000).toFixed(1)} min) from the start of generation to the end of ANALYZE, in one transaction.`,
    `- **CPU time: generator ${seconds(all.generatorCpuMillis)} s, PostgreSQL backend ${all.databaseCpuMillis === null ? 'not measurable (the server is not a local process)' : `${seconds(all.databaseCpuMillis)} s`}** (CPU time does not stretch when other processes compete for the machine; parallel index-build workers are not included).`,
    `- Other work on the machine: 1-minute load average ${machineLoad.atStart.toFixed(1)} when the load started and ${machineLoad.atEnd.toFixed(1)} when it ended, on ${cpus.length} cores. Above ${cpus.length}, other processes were competing for the CPU and the wall times stretched by about that factor.`,
    ...(idleEstimate === null ? [] : [`- Estimate for an otherwise idle machine (the sum over the steps of the larger of the two CPU times; a lower bound that ignores I/O waits): ${seconds(idleEstimate)} s (${(idleEstimate / 60_000).toFixed(1)} min).`]),
    `- Database size after the load: ${facts.databaseSize}.`,
    '',
    '## Per table',
    '',
    'Rows are generated while they stream through COPY, so each line is generation and load together.',
    'Citations stream before papers so that `papers.citation_count` can be taken from their totals.',
    '',
    '| table | rows | wall (s) | generator CPU (s) | PostgreSQL CPU (s) |',
    '|---|---:|---:|---:|---:|',
    ...copySteps.map((step) => stepRow(step.step.replace(/^copy (\S+).*$/, '$1'), [step], step.rows ?? 0)),
    stepRow('**all tables**', copySteps, copySteps.reduce((sum, step) => sum + (step.rows ?? 0), 0)),
    '',
    '## Every step',
    '',
    'In the order they ran; runs of table copies, key builds, index builds and foreign-key validations are summed.',
    '',
    '| step | rows | wall (s) | generator CPU (s) | PostgreSQL CPU (s) |',
    '|---|---:|---:|---:|---:|',
    ...stepGroups(details.steps).map((group) => stepRow(group.label, group.steps)),
    '',
    'Slowest key and index builds and foreign-key validations (wall time):',
    '',
    ...[...keySteps, ...indexSteps, ...foreignKeySteps].sort((a, b) => b.millis - a.millis).slice(0, 8)
      .map((step) => `- ${step.step}: ${seconds(step.millis)} s (PostgreSQL CPU ${seconds(step.databaseCpuMillis)} s)`),
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
      'The same rows generated into nothing, to separate the generator\'s cost from PostgreSQL\'s. The paper tables each replay the paper stream (see docs/demo-data.md).',
      '',
      '| table | rows | wall (s) | CPU (s) |',
      '|---|---:|---:|---:|',
      `| (plan the world) | | ${seconds(generationOnly.world.millis)} | ${seconds(generationOnly.world.cpuMillis)} |`,
      ...generationOnly.tables.map((table) => `| ${table.table} | ${thousands(table.rows)} | ${seconds(table.millis)} | ${seconds(table.cpuMillis)} |`),
      `| **total** | | **${seconds(generationOnly.world.millis + generationOnly.tables.reduce((sum, table) => sum + table.millis, 0))}** | **${seconds(generationOnly.world.cpuMillis + generationOnly.tables.reduce((sum, table) => sum + table.cpuMillis, 0))}** |`,
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
    const details = await loadDemoDataWithDetails(pool, {
      size: 'large',
      seed,
      password: process.env.DEMO_PASSWORD ?? 'demo-password',
      onProgress: (message) => console.log(`  ${message}`),
    });
    const machineLoad: MachineLoad = { atStart: loadAverageAtStart, atEnd: os.loadavg()[0] ?? 0 };
    const cpu = totals(details.steps);
    console.log(`\nloaded in ${seconds(details.millis)} s (CPU: generator ${seconds(cpu.generatorCpuMillis)} s, PostgreSQL ${seconds(cpu.databaseCpuMillis)} s; load average ${machineLoad.atStart.toFixed(1)} -> ${machineLoad.atEnd.toFixed(1)})`);
    for (const [table, rows] of Object.entries(details.rows)) console.log(`  ${table.padEnd(20)} ${thousands(rows).padStart(12)}`);
    const facts = await serverFacts(pool);
    let generationOnly: Awaited<ReturnType<typeof measureGenerationOnly>> | null = null;
    if (!values['skip-generation-only']) {
      console.log('\ngeneration alone, without a database:');
      generationOnly = await measureGenerationOnly();
    }
    writeFileSync(reportFile, markdownReport(details, machineLoad, facts, generationOnly));
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
