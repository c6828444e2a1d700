import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '@ri/tests/support/testDatabase';
import { createDb } from '../src/connection.ts';

// docs/reliability.md "Faults": a connection the server ends while a request holds it (pg_terminate_backend,
// a Postgres restart) fails that request's query and nothing else; the process lives on and the pool recovers.
describe('the connection pool when the server ends a connection in use', () => {
  let database: TestDatabase;
  beforeAll(async () => { database = await createTestDatabase(); });
  afterAll(async () => { await database?.drop(); });

  it('fails the query in flight, keeps the process alive and serves the next query', async () => {
    const { db } = createDb({ connectionString: database.url, max: 2, applicationName: 'ri-terminated-test' });
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const inFlight = sql`SELECT pg_sleep(30)`.execute(db);
      inFlight.catch(() => {});
      let terminated = 0;
      for (let i = 0; i < 100 && terminated === 0; i++) {
        const { rows } = await admin.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE application_name = 'ri-terminated-test' AND query LIKE '%pg_sleep%'`);
        terminated = rows.filter((row) => row.ended).length;
        if (terminated === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(terminated).toBe(1);
      await expect(inFlight).rejects.toThrow(/terminat/);
      // the broken client leaves the pool once its socket has closed (a query sent in that instant fails too);
      // from then on the queries get fresh connections
      const one = () => sql<{ one: number }>`SELECT 1 AS one`.execute(db).then((r) => r.rows, () => null);
      let answer = await one();
      for (let i = 0; i < 20 && answer === null; i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        answer = await one();
      }
      expect(answer).toEqual([{ one: 1 }]);
      for (let i = 0; i < 3; i++) expect(await one()).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await db.destroy();
    }
  });
});
