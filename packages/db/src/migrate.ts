import { Migrator, type Kysely, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index.ts';
import { syncDataIssueTypes } from './dataIssueTypes.ts';

export async function migrateToLatest(db: Kysely<any>): Promise<MigrationResultSet> {
  // Branches take migration names by time slot and merge in any order: a migration named before one
  // a database already ran (2026_11_27_1700_claims after 2026_11_27_1750_sessions) still runs
  // there, instead of Kysely refusing the whole list as corrupted.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  // the lookup tables that follow a declaration in the code, not a migration (docs/adr/0010)
  await syncDataIssueTypes(db);
  return result;
}
