// Frozen in time: migrations never import application code.
//
// Login throttling asks whether an address opened a session of a user before (its usual
// address may still sign in while strangers are refused: docs/api-conventions.md, "Login
// throttling"); this index answers it without reading every session of the user.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX sessions_user_ip_idx ON sessions (user_id, ip) WHERE impersonator_user_id IS NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX sessions_user_ip_idx`.execute(db);
}
