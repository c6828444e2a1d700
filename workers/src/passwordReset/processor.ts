import { hashEmailToken, newEmailToken } from '@ri/db';
import { passwordResetEmail } from '@ri/mail';
import type { Processor } from '../runtime.ts';
import { replaceResetLink, userByEmail } from './queries.ts';

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
  const user = await userByEmail(db, payload.email);
  if (!user || user.disabled_at) return { sent: false };
  const token = newEmailToken();
  await replaceResetLink(db, user, hashEmailToken(token), new Date(Date.now() + RESET_LINK_TTL_MS));
  await mailer.send(passwordResetEmail(user.email, `${publicUrl}/resetPassword?token=${token}`));
  return { sent: true };
};
