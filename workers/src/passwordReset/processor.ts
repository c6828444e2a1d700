import { sql } from 'kysely';
import { endOpenEmailTokens, hashEmailToken, newEmailToken } from '@ri/db';
import { passwordResetEmail } from '@ri/mail';
import type { Processor } from '../runtime.ts';

/** A reset link lasts an hour (the e-mail says so). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;

/**
 * GET /api/reset_password enqueues this job for every address, so the answer takes the same time whether or not an
 * account has it (docs/api-conventions.md, "Password reset"). Here: no account (or a disabled one), nothing is sent;
 * otherwise every older open link of the user ends and a new one is e-mailed. A retry after a failed send issues a
 * fresh link (the one never delivered ends with it).
 */
export const passwordResetProcessor: Processor<'passwordReset'> = async ({ db, mailer, publicUrl, payload }) => {
  if (!mailer) throw new Error('The password reset job needs a mailer (startWorkers without one).');
  const user = await db.selectFrom('users').select(['id', 'email', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', payload.email.trim().toLowerCase())
    .executeTakeFirst();
  if (!user || user.disabled_at) return { sent: false };
  const token = newEmailToken();
  await db.transaction().execute(async (trx) => {
    await endOpenEmailTokens(trx, user.id, 'reset_password');
    await trx.insertInto('email_tokens').values({
      purpose: 'reset_password', token_hash: hashEmailToken(token), user_id: user.id, email: user.email,
      expires_at: new Date(Date.now() + RESET_LINK_TTL_MS), payload: JSON.stringify({}),
    }).execute();
  });
  await mailer.send(passwordResetEmail(user.email, `${publicUrl}/resetPassword?token=${token}`));
  return { sent: true };
};
