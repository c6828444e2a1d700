import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DB as Database } from './schema.ts';

// int8 (count(*), sum of ints) and numeric come back as strings by default; our figures fit in doubles.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export type Db = Kysely<Database>;

export interface DbOptions {
  connectionString: string;
  max?: number;
  applicationName?: string;
}

export function createPool(options: DbOptions): pg.Pool {
  return new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'research-insights',
    // fail fast instead of hanging when the database is unreachable
    connectionTimeoutMillis: 5_000,
  });
}

export function createDb(options: DbOptions): { db: Db; pool: pg.Pool } {
  const pool = createPool(options);
  // a dropped idle connection must not crash the process; the pool replaces it
  pool.on('error', () => {});
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), pool };
}
