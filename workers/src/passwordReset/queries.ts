// The password reset job's database reads and writes (ARCHITECTURE.md, "Boundaries").
import { sql } from 'kysely';
import { endOpenEmailTokens, type Db } from '@ri/db';

/** The account with this address (compared lower-case), if any. */
export function userByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** Ends the user's open reset links and stores the new one (its hash), in one transaction. */
export async function replaceResetLink(db: Db, user: { id: number; email: string }, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await endOpenEmailTokens(trx, user.id, 'reset_password');
    await trx.insertInto('email_tokens').values({
      purpose: 'reset_password', token_hash: tokenHash, user_id: user.id, email: user.email, expires_at: expiresAt, payload: JSON.stringify({}),
    }).execute();
  });
}
