/**
 * Loads a generated world into PostgreSQL in one transaction: a failed or interrupted load leaves
 * nothing behind, and a committed one is complete (hasDemoData() is true only after COMMIT).
 *
 * Speed, for the 30-million-row `large` size:
 *  - rows stream through COPY FROM STDIN as they are generated, in 256 kB chunks;
 *  - the keys, indexes and foreign keys of the loaded tables are dropped inside the transaction
 *    and recreated after the data is in: one index build (a sort) beats millions of index
 *    insertions, and re-adding a foreign key validates it with one join instead of one trigger
 *    call per row, so referential integrity is still checked, once, before COMMIT;
 *  - ids are generated here (dense, in dependency order) and written explicitly. The identity
 *    columns are switched to BY DEFAULT for the load and back to ALWAYS afterwards, and their
 *    sequences are moved past the loaded ids, so the application's own inserts continue from there.
 * The schema after the load is exactly the migrated one: every dropped index and constraint is
 * recreated from the definition PostgreSQL reported before the drop.
 */
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { demoUserRows } from './accounts.ts';
import { DEFAULT_DEMO_SEED, type DemoSize } from './sizes.ts';
import { demoTableLoads, type TableLoad } from './tableRows.ts';
import { buildWorld } from './world.ts';

export interface DemoLoadReport {
  size: 'demo' | 'large';
  seed: number;
  millis: number;
  rows: Record<string, number>;
}

export interface DemoLoadOptions {
  size: DemoSize;
  seed?: number;
  password: string;
  onProgress?: (message: string) => void;
  /** truncate every application table first (inside the load's transaction); otherwise a database with data is refused */
  replaceExisting?: boolean;
}

/** One timed step of a load, for the benchmark. */
export interface DemoLoadStep {
  readonly step: string;
  /** wall-clock time */
  readonly millis: number;
  readonly rows?: number;
  /** CPU time of this Node process during the step */
  readonly generatorCpuMillis: number;
  /**
   * CPU time of the PostgreSQL backend serving the load during the step, when the server runs on
   * this machine (read from /proc; parallel index-build workers not included), else null
   */
  readonly databaseCpuMillis: number | null;
}

export interface DemoLoadDetails extends DemoLoadReport {
  readonly steps: readonly DemoLoadStep[];
}

/** Tables that identify a database as holding data; the load refuses to add to them. */
const TABLES_THAT_MUST_BE_EMPTY = ['universities', 'publishers', 'journals', 'authors', 'papers', 'users'];
/** Loaded tables whose `id` is an identity column. */
const IDENTITY_TABLES = ['universities', 'publishers', 'journals', 'departments', 'authors', 'education', 'work_history', 'papers', 'users'];
const CHUNK_CHARACTERS = 256 * 1024;

export class DemoDataConflictError extends Error {
  constructor(table: string) {
    super(`The database already holds data (table ${table} has rows). Load demo data into an empty database, or pass replaceExisting (seed CLI: --force) to truncate it first.`);
    this.name = 'DemoDataConflictError';
  }
}

/** True when the universities table has rows (a committed load, or real data). */
export async function hasDemoData(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM universities) AS present');
  return rows[0]?.present === true;
}

function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

function formatMillis(millis: number): string {
  return millis >= 10_000 ? `${(millis / 1000).toFixed(1)} s` : `${Math.round(millis)} ms`;
}

function* chunkLines(lines: Iterable<string>, counter: { rows: number }): Generator<string> {
  let buffer: string[] = [];
  let characters = 0;
  for (const line of lines) {
    buffer.push(line);
    characters += line.length;
    counter.rows++;
    if (characters >= CHUNK_CHARACTERS) {
      yield buffer.join('');
      buffer = [];
      characters = 0;
    }
  }
  if (buffer.length > 0) yield buffer.join('');
}

async function copyTable(client: pg.PoolClient, load: TableLoad): Promise<number> {
  const counter = { rows: 0 };
  const columns = load.columns.map(quoteIdentifier).join(', ');
  const sql = `COPY ${quoteIdentifier(load.table)} (${columns}) FROM STDIN${load.format === 'binary' ? ' (FORMAT binary)' : ''}`;
  const copyStream = client.query(copyFrom(sql));
  const chunks = load.format === 'binary' ? load.chunks(counter) : chunkLines(load.rows(), counter);
  await pipeline(Readable.from(chunks, { objectMode: false }), copyStream);
  return counter.rows;
}

interface DeferredObjects {
  /** primary keys and unique constraints of the loaded tables */
  readonly keys: ReadonlyArray<{ table: string; name: string; definition: string }>;
  /** indexes that belong to no constraint */
  readonly indexes: ReadonlyArray<{ name: string; definition: string }>;
  /** foreign keys from or to the loaded tables (a key cannot be dropped while a foreign key leans on it) */
  readonly foreignKeys: ReadonlyArray<{ table: string; name: string; definition: string }>;
}

/**
 * Drops the keys, indexes and foreign keys of `tables`, remembering PostgreSQL's own definitions
 * of them so they can be recreated exactly once the rows are in.
 */
async function dropConstraintsAndIndexes(client: pg.PoolClient, tables: readonly string[]): Promise<DeferredObjects> {
  const { rows: foreignKeys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT owner.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c
       JOIN pg_class owner ON owner.oid = c.conrelid
       JOIN pg_class referenced ON referenced.oid = c.confrelid
      WHERE c.contype = 'f' AND owner.relnamespace = current_schema()::regnamespace
        AND (owner.relname = ANY($1) OR referenced.relname = ANY($1))
      ORDER BY owner.relname, c.conname`,
    [tables],
  );
  const { rows: keys } = await client.query<{ table: string; name: string; definition: string }>(
    `SELECT owner.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
       FROM pg_constraint c JOIN pg_class owner ON owner.oid = c.conrelid
      WHERE c.contype IN ('p', 'u') AND owner.relnamespace = current_schema()::regnamespace AND owner.relname = ANY($1)
      ORDER BY owner.relname, c.conname`,
    [tables],
  );
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `SELECT index_class.relname AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class table_class ON table_class.oid = i.indrelid
       JOIN pg_class index_class ON index_class.oid = i.indexrelid
      WHERE table_class.relnamespace = current_schema()::regnamespace AND table_class.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid AND c.conrelid = i.indrelid)
      ORDER BY index_class.relname`,
    [tables],
  );
  for (const foreignKey of foreignKeys) await client.query(`ALTER TABLE ${quoteIdentifier(foreignKey.table)} DROP CONSTRAINT ${quoteIdentifier(foreignKey.name)}`);
  for (const key of keys) await client.query(`ALTER TABLE ${quoteIdentifier(key.table)} DROP CONSTRAINT ${quoteIdentifier(key.name)}`);
  for (const index of indexes) await client.query(`DROP INDEX ${quoteIdentifier(index.name)}`);
  return { keys, indexes, foreignKeys };
}

async function truncateApplicationTables(client: pg.PoolClient): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT LIKE 'kysely\\_%' ORDER BY tablename`,
  );
  if (rows.length > 0) await client.query(`TRUNCATE ${rows.map((row) => quoteIdentifier(row.name)).join(', ')} RESTART IDENTITY CASCADE`);
}

async function refuseNonEmptyDatabase(client: pg.PoolClient): Promise<void> {
  for (const table of TABLES_THAT_MUST_BE_EMPTY) {
    const { rows } = await client.query<{ present: boolean }>(`SELECT EXISTS (SELECT 1 FROM ${quoteIdentifier(table)}) AS present`);
    if (rows[0]?.present) throw new DemoDataConflictError(table);
  }
}

/**
 * Reads the CPU time (user + system) of a PostgreSQL backend from /proc, or null when the server is
 * not a local process (another machine, a container): CPU time, unlike wall time, does not stretch
 * when the machine is busy with other work, so the benchmark reports both.
 */
function backendCpuReader(pid: number): () => number | null {
  let readable = true;
  return () => {
    if (!readable) return null;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres')) throw new Error('not a PostgreSQL process');
      // after "pid (command) ", fields 14 and 15 of the line are user and system time in 1/100 s
      const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      readable = false;
      return null;
    }
  };
}

function validateSeed(seed: number): number {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`seed must be an integer from 0 to 4294967295, got ${seed}`);
  return seed;
}

/** loadDemoData with the timing of every step (used by the large-dataset benchmark). */
export async function loadDemoDataWithDetails(pool: pg.Pool, options: DemoLoadOptions): Promise<DemoLoadDetails> {
  const started = performance.now();
  const seed = validateSeed(options.seed ?? DEFAULT_DEMO_SEED);
  const steps: DemoLoadStep[] = [];
  const progress = (message: string) => options.onProgress?.(message);
  // until the load's connection exists the database does no work for it
  let databaseCpu: () => number | null = () => 0;
  const timed = async <T>(step: string, work: () => Promise<T> | T, rowsOf?: (result: T) => number): Promise<T> => {
    const stepStarted = performance.now();
    const cpuAtStart = process.cpuUsage();
    const databaseCpuAtStart = databaseCpu();
    const result = await work();
    const millis = performance.now() - stepStarted;
    const cpu = process.cpuUsage(cpuAtStart);
    const databaseCpuAtEnd = databaseCpu();
    const rows = rowsOf?.(result);
    steps.push({
      step, millis, ...(rows === undefined ? {} : { rows }), generatorCpuMillis: (cpu.user + cpu.system) / 1000,
      databaseCpuMillis: databaseCpuAtStart === null || databaseCpuAtEnd === null ? null : databaseCpuAtEnd - databaseCpuAtStart,
    });
    const last = steps[steps.length - 1] as DemoLoadStep;
    // CPU times for the long steps: on a busy machine they tell the load's own cost from time lost to others
    const cpuNote = millis < 1000 ? '' : ` (CPU: generator ${formatMillis(last.generatorCpuMillis)}, PostgreSQL ${last.databaseCpuMillis === null ? '?' : formatMillis(last.databaseCpuMillis)})`;
    progress(`${step}: ${rows === undefined ? '' : `${rows.toLocaleString('en-US')} rows, `}${formatMillis(millis)}${cpuNote}`);
    return result;
  };

  const world = await timed(`plan the ${options.size} world (seed ${seed})`, () => buildWorld(options.size, seed));
  const users = await timed('hash the demo account passwords', () => demoUserRows(world, options.password));
  const tableLoads = demoTableLoads(world, users);
  const loadedTables = tableLoads.map((load) => load.table);
  const rows: Record<string, number> = {};

  const client = await pool.connect();
  try {
    const { rows: backend } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    databaseCpu = backendCpuReader(backend[0]?.pid ?? -1);
    await client.query('BEGIN');
    // Index builds and foreign-key validation after the load are the memory-hungry part: GIN builds
    // batch in maintenance_work_mem, and validating citations -> papers hashes 3 million keys,
    // which spills to disk under the default 4 MB work_mem. This transaction only.
    await client.query(`SET LOCAL maintenance_work_mem = '1GB'`);
    await client.query(`SET LOCAL work_mem = '256MB'`);
    if (options.replaceExisting) await timed('truncate existing data', () => truncateApplicationTables(client));
    else await refuseNonEmptyDatabase(client);

    const deferred = await timed('drop keys, indexes and foreign keys', () => dropConstraintsAndIndexes(client, loadedTables));
    for (const table of IDENTITY_TABLES) await client.query(`ALTER TABLE ${quoteIdentifier(table)} ALTER COLUMN id SET GENERATED BY DEFAULT`);

    for (const load of tableLoads) {
      // generation and COPY overlap (rows stream as they are made), so they are timed together
      rows[load.table] = await timed(`copy ${load.table} (${load.description})`, () => copyTable(client, load), (count) => count);
    }

    for (const key of deferred.keys) {
      await timed(`rebuild key ${key.name}`, () => client.query(`ALTER TABLE ${quoteIdentifier(key.table)} ADD CONSTRAINT ${quoteIdentifier(key.name)} ${key.definition}`));
    }
    // after the keys: max(id) is then read from the primary key instead of a scan
    await timed('identity columns and sequences', async () => {
      for (const table of IDENTITY_TABLES) {
        await client.query(`ALTER TABLE ${quoteIdentifier(table)} ALTER COLUMN id SET GENERATED ALWAYS`);
        await client.query(
          `SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce(max_id, 1), max_id IS NOT NULL) FROM (SELECT max(id) AS max_id FROM ${quoteIdentifier(table)}) loaded`,
          [table],
        );
      }
    });
    for (const index of deferred.indexes) await timed(`rebuild index ${index.name}`, () => client.query(index.definition));
    for (const foreignKey of deferred.foreignKeys) {
      await timed(`re-add and validate ${foreignKey.table}.${foreignKey.name}`, () =>
        client.query(`ALTER TABLE ${quoteIdentifier(foreignKey.table)} ADD CONSTRAINT ${quoteIdentifier(foreignKey.name)} ${foreignKey.definition}`));
    }
    await timed('commit', () => client.query('COMMIT'));
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    client.release();
    throw error;
  }
  try {
    // fresh statistics, so the first dashboard queries get good plans
    await timed('analyze', () => client.query(`ANALYZE ${loadedTables.map(quoteIdentifier).join(', ')}`));
  } finally {
    client.release();
  }

  return { size: options.size, seed, millis: Math.round(performance.now() - started), rows, steps };
}

/**
 * Generates the demo data set of the given size and seed and loads it. Refuses a database that
 * already has data unless `replaceExisting` is set.
 */
export async function loadDemoData(pool: pg.Pool, options: DemoLoadOptions): Promise<DemoLoadReport> {
  const { size, seed, millis, rows } = await loadDemoDataWithDetails(pool, options);
  return { size, seed, millis, rows };
}
