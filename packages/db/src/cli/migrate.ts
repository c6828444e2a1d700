// npm run migrate: brings DATABASE_URL to the latest schema (run through infra's withDatabase.ts, which
// picks the database `npm start` uses and has already migrated it; this says so).
import { createDb } from '../connection.ts';
import { migrateToLatest } from '../migrate.ts';

const { db } = createDb({ connectionString: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', max: 1, applicationName: 'research-insights-migrate' });
try {
  const migration = await migrateToLatest(db);
  const applied = migration.results?.filter((result) => result.status === 'Success').length ?? 0;
  console.log(applied > 0 ? `Applied ${applied} migration(s).` : 'The database schema is up to date.');
} finally {
  await db.destroy();
}
