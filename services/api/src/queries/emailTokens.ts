// Shared queries (ARCHITECTURE.md, "API domains by purpose"): owned by the API as a whole, run by several
// domains inside their own transactions. A domain imports these, never another domain's queries.ts.
import type { Executor } from '@ri/db';


/** Marks a live token used and returns it, atomically: a token works once even under concurrent requests. */
export function consumeEmailToken(db: Executor, purpose: 'verify_email' | 'reset_password' | 'invitation', tokenHash: string) {
  return db.updateTable('email_tokens').set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash).where('purpose', '=', purpose)
    .where('used_at', 'is', null).where('expires_at', '>', new Date())
    .returning(['id', 'user_id', 'email', 'payload'])
    .executeTakeFirst();
}

/** A live token without using it (a verification link's page shows whose account it is before anything changes). */
export function findLiveEmailToken(db: Executor, purpose: 'verify_email' | 'reset_password' | 'invitation', tokenHash: string) {
  return db.selectFrom('email_tokens').select(['id', 'user_id', 'email'])
    .where('token_hash', '=', tokenHash).where('purpose', '=', purpose)
    .where('used_at', 'is', null).where('expires_at', '>', new Date())
    .executeTakeFirst();
}
