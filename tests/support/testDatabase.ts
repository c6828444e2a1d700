import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '@ri/db';
import { databaseUrlFor, testEnv } from './env.ts';

export interface TestDatabase {
  db: Db;
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database cloned from the run's template; drop it in afterAll. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const template = inject('templateDatabase');
  // the template's name carries the run's pid, so leftovers are found and dropped by the global teardown
  const runPid = template.replace('ri_test_template_', '');
  const name = `ri_test_${runPid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = databaseUrlFor(name);
  const { db } = createDb({ connectionString: url, max: 5 });
  return {
    db, url, name,
    async drop() {
      await db.destroy();
      const c = new pg.Client({ connectionString: testEnv.databaseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** A queue prefix of its own for each test file, so workers of parallel files never share jobs. */
export function uniqueQueuePrefix(): string {
  return `ri-test-${randomBytes(4).toString('hex')}`;
}
