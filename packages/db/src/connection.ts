import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { DB as Database } from './schema.ts';

// int8 (count(*), sum of ints) and numeric come back as strings by default; our figures fit in doubles.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Db = Kysely<Database>;
/** The database or a transaction on it: what a query function runs on when it may run inside a caller's transaction. */
export type Executor = Db | Transaction<Database>;

export interface DbOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
  /** how long a query waits for a free connection before it fails (default 5 s) */
  connectionTimeoutMillis?: number;
}

export function createPool(options: DbOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'research-insights',
    // fail fast instead of hanging when the database is unreachable
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
  });
  // A connection the server ends (pg_terminate_backend, a restart, a network cut) emits 'error':
  // on an idle client the pool reports it here and replaces the client; on a checked-out client
  // the client itself emits it, and with no listener that would end the process. The query in
  // flight fails with the same error (a clean 500), and pg-pool discards the broken client when
  // it is released.
  pool.on('error', () => {});
  pool.on('connect', (client) => { client.on('error', () => {}); });
  return pool;
}

export function createDb(options: DbOptions): { db: Db; pool: pg.Pool } {
  const pool = createPool(options);
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}
