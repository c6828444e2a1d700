// Frozen in time: migrations never import application code.
//
// Sessions (docs/api-conventions.md):
// - login throttling asks whether an address opened a session of a user before (its usual address may still sign
//   in while strangers are refused, "Login throttling"); sessions_user_ip_idx answers it without reading every
//   session of the user;
// - an administrator's Change Login session names the administrator's own session (impersonator_session_id): it
//   ends with it ("Change Login").
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX sessions_user_ip_idx ON sessions (user_id, ip) WHERE impersonator_user_id IS NULL`.execute(db);
  await sql`ALTER TABLE sessions ADD COLUMN impersonator_session_id uuid REFERENCES sessions(id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX sessions_impersonator_session_idx ON sessions (impersonator_session_id) WHERE impersonator_session_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX sessions_impersonator_session_idx`.execute(db);
  await sql`ALTER TABLE sessions DROP COLUMN impersonator_session_id`.execute(db);
  await sql`DROP INDEX sessions_user_ip_idx`.execute(db);
}
