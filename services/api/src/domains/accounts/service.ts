import type { Db } from '@ri/db';
import { endOpenEmailTokens, hashEmailToken, hashPassword, newEmailToken, normaliseName } from '@ri/db';
import type { JobProducer } from '@ri/jobs';
import type { Mailer } from '@ri/mail';
import { verificationEmail } from '@ri/mail';
import { validatePasswordPolicy, validateSignUpAccount, validateSignUpNames } from '@ri/metrics';
import { SIGN_UP_EXISTS_MESSAGE, SIGN_UP_SUCCESS_MESSAGE, type TSignUpBody, type TSignUpCandidate } from '@ri/contracts';
import { Conflict, ServiceUnavailable, ValidationFailed } from '../../http/errors.ts';
import * as queries from './queries.ts';

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** a second verification request within this time does not send another e-mail */
const RESEND_GRACE_MS = 60 * 1000;

export const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired. Ask for a new one by logging in.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one from the login page.';
export const VERIFIED_MESSAGE = 'Your e-mail address is verified. You can log in now.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You can log in with it now.';
export const RESET_REQUESTED_MESSAGE = 'If an account exists for this address, we have sent instructions to reset its password.';
export const VERIFY_REQUESTED_MESSAGE = 'If this address belongs to an account waiting for verification, we have sent a verification e-mail.';

const hashToken = hashEmailToken;
const newToken = newEmailToken;

export interface AccountsServiceDeps {
  db: Db;
  mailer: Mailer;
  /** enqueues the password reset job */
  producer: Pick<JobProducer, 'enqueue'>;
  publicUrl: string;
  revokeAllSessions(userId: number): Promise<void>;
  log: { error(obj: unknown, msg: string): void };
}

export function createAccountsService({ db, mailer, producer, publicUrl, revokeAllSessions, log }: AccountsServiceDeps) {
  function firstIssue(issues: ReadonlyArray<{ field: string; message: string }>) {
    const issue = issues[0];
    if (issue) throw new ValidationFailed(issue.message, `body.${issue.field}`);
  }

  async function sendVerification(userId: number, email: string): Promise<void> {
    const token = newToken();
    await queries.insertEmailToken(db, { purpose: 'verify_email', tokenHash: hashToken(token), userId, email, expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS) });
    await mailer.send(verificationEmail(email, `${publicUrl}/verify?token=${token}`));
  }

  return {
    /** The seed's form rules, checked before anything is counted or read. */
    checkSignUpRules(body: TSignUpBody): void {
      firstIssue(validateSignUpNames({ first_name: body.first_name, mid_name: body.mid_name, last_name: body.last_name, univ_name: body.univ_name, univ_id: body.univ_id ?? null }));
      firstIssue(validateSignUpAccount({ username: body.username, email: body.email, password: body.password, confirmPassword: body.password }));
    },

    async signUp(body: TSignUpBody): Promise<{ message: string; user_id: number }> {
      const newAuthor = body.new_author || body.author_id === '' || body.author_id === null || body.author_id === undefined;
      this.checkSignUpRules(body);
      const universityId = Number(body.univ_id);
      const university = await queries.findUniversity(db, universityId);
      if (!university) throw new ValidationFailed('Please fill all the fields', 'body.univ_id');

      if (await queries.findUserByUsernameOrEmail(db, body.username, body.email)) throw new Conflict(SIGN_UP_EXISTS_MESSAGE);
      let authorId: number | null = null;
      if (!newAuthor) {
        const author = await queries.findClaimableAuthor(db, Number(body.author_id));
        if (!author || author.merged_into_id !== null) throw new ValidationFailed('Please select a candidate', 'body.author_id');
        if (author.user_id !== null) throw new Conflict('This author profile is already linked to another account.');
        authorId = author.id;
      }
      const passwordHash = await hashPassword(body.password);

      const userId = await db.transaction().execute(async (trx) => {
        if (authorId === null) {
          const created = await trx.insertInto('authors').values({
            first_name: body.first_name.trim(), mid_name: (body.mid_name ?? '').trim(), last_name: body.last_name.trim(),
            search_name: normaliseName(body.first_name, body.last_name), email: body.email.trim(), university_id: university.id,
          }).returning('id').executeTakeFirstOrThrow();
          authorId = created.id;
        }
        const user = await trx.insertInto('users').values({
          username: body.username.trim(), email: body.email.trim(), password_hash: passwordHash, type: 'faculty',
          author_id: authorId, university_id: university.id,
        })
          // a concurrent sign-up with the same username or e-mail loses here, not with a 500
          .onConflict((oc) => oc.doNothing())
          .returning('id').executeTakeFirst();
        if (!user) throw new Conflict(SIGN_UP_EXISTS_MESSAGE);
        return user.id;
      });
      await sendVerification(userId, body.email.trim()).catch((error: unknown) => log.error({ err: error }, 'verification e-mail not sent'));
      return { message: SIGN_UP_SUCCESS_MESSAGE, user_id: userId };
    },

    /**
     * Sign-up candidates (unclaimed records), or, for a university user or an administrator
     * looking for a hiring or cohort candidate (`everyone`), every matching record.
     */
    async candidates(firstName: string, lastName: string, universityId: number | undefined, { everyone = false } = {}): Promise<TSignUpCandidate[]> {
      const rows = await queries.findSignUpCandidates(db, normaliseName(firstName, lastName), universityId, { claimableOnly: !everyone });
      return rows.map((r) => ({
        author_id: r.id, first_name: r.first_name, last_name: r.last_name, pic: r.profile_picture,
        univ_name: r.univ_name ?? '', email: r.email, paper: r.paper ?? null, first_year_career: r.first_year_career,
      }));
    },

    /** (Re)sends the verification e-mail. Answers the same whether or not the address has an account. */
    async requestVerification(email: string): Promise<void> {
      const user = await queries.findUserByEmail(db, email);
      if (!user || user.email_verified_at || user.disabled_at) return;
      const latest = await queries.latestTokenFor(db, user.id, 'verify_email');
      if (latest && Date.now() - latest.created_at.getTime() < RESEND_GRACE_MS) return;
      await sendVerification(user.id, user.email);
    },

    async confirmVerification(token: string): Promise<string> {
      const row = await queries.consumeEmailToken(db, 'verify_email', hashToken(token));
      if (!row || row.user_id === null) throw new ValidationFailed(INVALID_VERIFY_LINK, 'body.token');
      await db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', row.user_id).where('email_verified_at', 'is', null).execute();
      return VERIFIED_MESSAGE;
    },

    /**
     * Sends a reset link from a job (docs/api-conventions.md, "Password reset"): the request only enqueues the address,
     * known or not, so the answer takes the same time whatever the address (no account discovery by timing).
     */
    async requestPasswordReset(email: string): Promise<void> {
      try {
        await producer.enqueue('passwordReset', { email: email.trim() }, { requestedBy: null });
      } catch (error) {
        log.error({ err: error }, 'password reset not enqueued');
        throw new ServiceUnavailable('We could not send the e-mail right now. Please try again in a minute.');
      }
    },

    async resetPassword(token: string, password: string): Promise<string> {
      firstIssue(validatePasswordPolicy(password));
      const passwordHash = await hashPassword(password);
      const userId = await db.transaction().execute(async (trx) => {
        const row = await queries.consumeEmailToken(trx, 'reset_password', hashToken(token));
        if (!row || row.user_id === null) throw new ValidationFailed(INVALID_RESET_LINK, 'body.token');
        // using a link ends every other open link of the user (an older e-mail no longer works)
        await endOpenEmailTokens(trx, row.user_id, 'reset_password');
        // the reset e-mail proves the mailbox, so it also verifies the address
        await trx.updateTable('users').set((eb) => ({ password_hash: passwordHash, updated_at: new Date(), email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())) }))
          .where('id', '=', row.user_id).execute();
        return row.user_id;
      });
      await revokeAllSessions(userId);
      return PASSWORD_CHANGED_MESSAGE;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
