// Backup and restore of a running database (docs/reliability.md, "Backup and restore").
//
// backup: opens a REPEATABLE READ transaction, exports its snapshot, counts and checksums every
// table in that snapshot, and runs pg_dump on the same snapshot, so the manifest written beside the
// dump describes exactly what the dump holds, however busy the database is meanwhile (pg_dump reads
// an MVCC snapshot: it blocks no writer).
// restore: creates the target database (it must not exist, or be empty), runs pg_restore in one
// transaction, then recomputes every table's count and checksum and compares them with the manifest.
import { execFile, spawn } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface TableFingerprint {
  rows: number;
  checksum: string;
}
export type Fingerprints = Record<string, TableFingerprint>;

export interface BackupManifest {
  database: string;
  createdAt: string;
  serverVersion: string;
  pgDumpVersion: string;
  tables: Fingerprints;
}

export class BackupProblem extends Error {}

/** The folder of pg_dump/pg_restore: PG_BIN when set, else whatever PATH finds. */
function tool(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): string {
  return env.PG_BIN ? path.join(env.PG_BIN, name) : name;
}

async function toolMajor(name: 'pg_dump' | 'pg_restore', env: NodeJS.ProcessEnv): Promise<{ version: string; major: number }> {
  try {
    const { stdout } = await run(tool(name, env), ['--version']);
    const version = /(\d+)(\.\d+)?/.exec(stdout)?.[0] ?? '0';
    return { version, major: Number(version.split('.')[0]) };
  } catch {
    throw new BackupProblem(`${name} was not found: install the PostgreSQL client (apt-get install postgresql-client) or set PG_BIN to its folder.`);
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Row count and an order-independent checksum (md5 of the sorted md5s of each row's text) of every table in `public`. */
export async function fingerprints(client: pg.Client): Promise<Fingerprints> {
  const { rows: tables } = await client.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`);
  const out: Fingerprints = {};
  for (const { name } of tables) {
    const quoted = `"${name.replaceAll('"', '""')}"`;
    const { rows } = await client.query<{ rows: number; checksum: string }>(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(h, ',' ORDER BY h)), '') AS checksum FROM (SELECT md5(t::text) AS h FROM ${quoted} t) hashed`);
    out[name] = rows[0]!;
  }
  return out;
}

/** The tables whose count or checksum differ between two fingerprints ('table: 12 -> 11 rows'). */
export function differences(expected: Fingerprints, actual: Fingerprints): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names.flatMap((name) => {
    const a = expected[name];
    const b = actual[name];
    if (a?.rows === b?.rows && a?.checksum === b?.checksum) return [];
    return [`${name}: ${a ? `${a.rows} rows` : 'missing'} -> ${b ? `${b.rows} rows` : 'missing'}${a && b && a.rows === b.rows ? ' (contents differ)' : ''}`];
  });
}

function spawnChecked(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
    child.on('error', (error) => reject(new BackupProblem(`${command} could not start: ${error.message}`)));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new BackupProblem(`${path.basename(command)} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`))));
  });
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));

/** Dumps the database of `url` to `file` (pg_dump custom format) and writes `file.manifest.json`; returns the manifest. */
export async function backupDatabase(url: string, file: string, env: NodeJS.ProcessEnv = process.env): Promise<BackupManifest> {
  const dump = await toolMajor('pg_dump', env);
  return withClient(url, async (client) => {
    const { rows: [server] } = await client.query<{ server_version: string; major: string }>(
      `SELECT current_setting('server_version') AS server_version, current_setting('server_version_num')::int / 10000 AS major`);
    if (dump.major < Number(server!.major)) {
      throw new BackupProblem(`pg_dump ${dump.version} cannot dump a PostgreSQL ${server!.server_version} server: install the PostgreSQL ${server!.major} client or set PG_BIN to its folder.`);
    }
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    try {
      const { rows: [snapshot] } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
      const tables = await fingerprints(client);
      // pg_dump reads the very snapshot the counts came from, while this transaction keeps it alive
      await spawnChecked(tool('pg_dump', env), ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot!.id}`, `--file=${file}`, `--dbname=${url}`], env);
      const manifest: BackupManifest = {
        database: databaseName(url), createdAt: new Date().toISOString(), serverVersion: server!.server_version, pgDumpVersion: dump.version, tables,
      };
      await writeFile(`${file}.manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
      return manifest;
    } finally {
      await client.query('ROLLBACK');
    }
  });
}

/**
 * Restores `file` into the database of `url`, which is created when missing and must otherwise be
 * empty; then checks every table against the manifest and returns the differences (none when the
 * restore is complete).
 */
export async function restoreDatabase(url: string, file: string, env: NodeJS.ProcessEnv = process.env): Promise<{ tables: number; rows: number; differences: string[] }> {
  await toolMajor('pg_restore', env);
  const manifest = JSON.parse(await readFile(`${file}.manifest.json`, 'utf8')) as BackupManifest;
  const target = databaseName(url);
  const maintenance = new URL(url);
  maintenance.pathname = '/postgres';
  await withClient(maintenance.toString(), async (client) => {
    const exists = (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [target])).rowCount! > 0;
    if (!exists) await client.query(`CREATE DATABASE "${target.replaceAll('"', '""')}"`);
  });
  await withClient(url, async (client) => {
    const { rows: [count] } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
    if (count!.n > 0) throw new BackupProblem(`The database "${target}" already has tables: restore into a new, empty database.`);
  });
  await spawnChecked(tool('pg_restore', env), ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${url}`, file], env);
  const restored = await withClient(url, fingerprints);
  return {
    tables: Object.keys(restored).length,
    rows: Object.values(restored).reduce((sum, t) => sum + t.rows, 0),
    differences: differences(manifest.tables, restored),
  };
}
