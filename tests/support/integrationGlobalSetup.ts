// Migrates one template database per run; each test file clones it (see testDatabase.ts).
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { createDb, migrateToLatest } from '@ri/db';
import { databaseUrlFor, testEnv } from './env.ts';

export default async function setup(project: TestProject) {
  const template = `ri_test_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const { db } = createDb({ connectionString: databaseUrlFor(template), max: 1 });
  await migrateToLatest(db);
  await db.destroy();
  await admin.query(`ALTER DATABASE ${template} WITH is_template = true`);
  await admin.end();
  project.provide('templateDatabase', template);

  return async () => {
    // a fresh connection: one held idle through a long run may have been closed meanwhile
    const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
    admin.on('error', () => {});
    await admin.connect();
    // drop the template and any per-file databases this run left behind
    const { rows } = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`, [template, `ri_test_${process.pid}_%`]);
    for (const { datname } of rows) {
      await admin.query(`ALTER DATABASE ${datname} WITH is_template = false`).catch(() => {});
      await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}
