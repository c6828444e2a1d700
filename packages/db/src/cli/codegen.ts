// Regenerates src/schema.ts (the Kysely `Database` types) from the migrations:
// migrate a scratch database, read it back with kysely-codegen, drop it.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createDb } from '../connection.ts';
import { migrateToLatest } from '../migrate.ts';

const baseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const scratch = `ri_codegen_${process.pid}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratch}`);
const url = new URL(baseUrl);
url.pathname = `/${scratch}`;
try {
  const { db } = createDb({ connectionString: url.toString() });
  await migrateToLatest(db);
  await db.destroy();
  const outFile = fileURLToPath(new URL('../schema.ts', import.meta.url));
  execFileSync('npx', ['kysely-codegen', '--dialect', 'postgres', '--url', url.toString(), '--out-file', outFile,
    '--exclude-pattern', 'kysely_*', '--numeric-parser', 'number', '--type-mapping', JSON.stringify({ int8: 'number' })], { stdio: 'inherit' });
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
  await admin.end();
}
