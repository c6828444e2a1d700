import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './connection.ts';

// One-time e-mail link tokens (verification, password reset, invitation): the link carries the token, the database
// only its SHA-256, so a read of the table gives no working link.

export const hashEmailToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newEmailToken = () => randomBytes(32).toString('base64url');

/** Ends every open link of this purpose of this user (a newer link was issued, or one was used). */
export async function endOpenEmailTokens(db: Db, userId: number, purpose: 'verify_email' | 'reset_password'): Promise<void> {
  await db.updateTable('email_tokens').set({ used_at: new Date() })
    .where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null)
    .execute();
}
