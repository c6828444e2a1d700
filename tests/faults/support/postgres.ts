// Direct database access for the fault tests: reading what was stored, holding a table lock so that
// a worker stops at a known point of its job, and finding (or ending) the app's connections.
import pg from 'pg';
import { testEnv } from '../../support/env.ts';

export async function queryRows<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The one row a query answers (an aggregate, a RETURNING of one row). */
export async function queryOne<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T> {
  const [row] = await queryRows<T>(url, sql, values);
  if (!row) throw new Error(`No row from: ${sql}`);
  return row;
}

export interface HeldLock {
  release(): Promise<void>;
}

/**
 * LOCK TABLE in a transaction of its own, held until release(). EXCLUSIVE mode lets readers through
 * and stops every writer at its INSERT/UPDATE: a job that reaches that write waits there, in the
 * middle of its work, until the lock goes.
 */
export async function holdTableLock(url: string, table: string, mode = 'EXCLUSIVE'): Promise<HeldLock> {
  if (!/^[a-z_]+$/.test(table) || !/^[A-Z ]+$/.test(mode)) throw new Error('plain table and mode names only');
  const client = new pg.Client({ connectionString: url, application_name: 'ri-faults-lock' });
  client.on('error', () => {});
  await client.connect();
  await client.query('BEGIN');
  await client.query(`LOCK TABLE ${table} IN ${mode} MODE`);
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      await client.query('ROLLBACK').catch(() => {});
      await client.end().catch(() => {});
    },
  };
}

export interface Backend {
  pid: number;
  state: string | null;
  wait_event_type: string | null;
  query: string;
}

/** The connections an application (its pg application_name) holds to the database. */
export async function backendsOf(database: string, applicationName: string): Promise<Backend[]> {
  return queryRows<Backend>(testEnv.databaseUrl,
    `SELECT pid, state, wait_event_type, query FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
    [database, applicationName]);
}

/** pg_terminate_backend of every connection the application holds to the database; how many were ended. */
export async function terminateBackends(database: string, applicationName: string): Promise<number> {
  const rows = await queryRows<{ ended: boolean }>(testEnv.databaseUrl,
    `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND application_name = $2`,
    [database, applicationName]);
  return rows.filter((row) => row.ended).length;
}

export const WORKERS_APPLICATION = 'research-insights-workers';
export const API_APPLICATION = 'research-insights-api';
