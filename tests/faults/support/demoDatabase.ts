// Databases with the `demo` data set for the fault suite and the load benchmark: one template per
// run (migrated, demo data loaded, the analytics tables computed as a full recompute would), cloned
// for each test file in a few seconds.
import pg from 'pg';
import { createDb, migrateToLatest } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { runFullRebuild } from '@ri/workers';
import { databaseUrlFor, testEnv } from '../../support/env.ts';

/** The password of every demo account in these databases. */
export const DEMO_PASSWORD = 'demo-password';

async function adminQuery(sql: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const admin = new pg.Client({ connectionString: testEnv.databaseUrl, connectionTimeoutMillis: 10_000 });
  admin.on('error', () => {});
  await admin.connect();
  try {
    return await admin.query(sql, values);
  } finally {
    await admin.end().catch(() => {});
  }
}

function checkName(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  return name;
}

/** Creates `name` with the demo data and computed analytics (core and tenure tables, for the clock's year). */
export async function createDemoDatabase(name: string, log: (message: string) => void = () => {}): Promise<string> {
  checkName(name);
  await dropDatabase(name);
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = databaseUrlFor(name);
  // a full rebuild holds one connection per table it writes plus its lock's
  const { db, pool } = createDb({ connectionString: url, max: 12, applicationName: 'ri-faults-setup' });
  try {
    let started = Date.now();
    await migrateToLatest(db);
    await loadDemoData(pool, { size: 'demo', password: DEMO_PASSWORD });
    log(`demo data loaded into ${name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
    const year = new Date().getUTCFullYear();
    const quiet = async () => {};
    await runFullRebuild({ pool, reportProgress: quiet }, 'core', year);
    await runFullRebuild({ pool, reportProgress: quiet }, 'tenure', year);
    log(`analytics computed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
  return url;
}

/** Marks a database as a template, so that cloneDatabase can copy it. */
export async function markAsTemplate(name: string): Promise<void> {
  await adminQuery(`ALTER DATABASE ${checkName(name)} WITH is_template = true`);
}

/** A copy of the template (CREATE DATABASE ... TEMPLATE): its URL. */
export async function cloneDatabase(template: string, name: string): Promise<string> {
  await dropDatabase(name);
  await adminQuery(`CREATE DATABASE ${checkName(name)} TEMPLATE ${checkName(template)}`);
  return databaseUrlFor(name);
}

export async function dropDatabase(name: string): Promise<void> {
  checkName(name);
  await adminQuery(`ALTER DATABASE ${name} WITH is_template = false`).catch(() => {});
  await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** Names of the databases whose names start with `prefix` (leftovers of an interrupted run). */
export async function databasesStartingWith(prefix: string): Promise<string[]> {
  const { rows } = await adminQuery(`SELECT datname FROM pg_database WHERE starts_with(datname, $1) ORDER BY 1`, [prefix]);
  return rows.map((row: { datname: string }) => row.datname);
}
