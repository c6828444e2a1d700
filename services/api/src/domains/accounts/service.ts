import type { Db, Executor } from '@ri/db';
import { endOpenEmailTokens, findLoginNameHolder, hashEmailToken, hashPassword, lockLoginNames, newEmailToken, normaliseName } from '@ri/db';
import type { JobProducer } from '@ri/jobs';
import type { Mailer } from '@ri/mail';
import { verificationEmail } from '@ri/mail';
import { validatePasswordPolicy, validatePersonNames, validateSignUpAccount, validateSignUpNames } from '@ri/metrics';
import {
  INVALID_RESET_LINK, INVALID_VERIFY_LINK, REFUSE_VERIFIED_ACCOUNT, SIGN_UP_EXISTS_MESSAGE, VERIFY_CREDENTIALS_MISSING, VERIFY_OTHER_ACCOUNT, VERIFY_SIGN_IN_NEEDED,
  type TVerifyEmailBody, type TVerifyLinkAccount, SIGN_UP_SUCCESS_MESSAGE, type TCandidateDetail, type TSignUpBody, type TSignUpCandidate, type TSignUpCandidates, type TSignUpResponse,
} from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Conflict, Forbidden, ServiceUnavailable, Unauthorized, ValidationFailed } from '../../http/errors.ts';
import { withEmailFor } from '../../http/privacy.ts';
import { claimEvidence, grantOnVerification } from '../claims/evidence.ts';
import { insertAuditEntry } from '../../queries/auditLog.ts';
import { insertTeamRequest } from '../../queries/teamRequests.ts';
import type { StatsRefresher } from '../profile/statsRefresh.ts';
import * as queries from './queries.ts';

export const VERIFY_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** a second verification request within this time does not send another e-mail */
const RESEND_GRACE_MS = 60 * 1000;

export const VERIFIED_MESSAGE = 'Your e-mail address is verified. You can log in now.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed. You can log in with it now.';
export const RESET_REQUESTED_MESSAGE = 'If an account exists for this address, we have sent instructions to reset its password.';
export const SIGN_UP_REFUSED_MESSAGE = 'The account was removed. Nobody can sign in with this address now, and you can sign up with it yourself.';
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
  /** the account these sign-in details open, under the login throttling (auth service); 401 or 429 otherwise */
  checkCredentials(login: string, password: string, meta: { ip: string }): Promise<{ id: number }>;
  /** where requests to the team (an unlisted university) go */
  teamEmail: string;
  log: { error(obj: unknown, msg: string): void };
  /** refreshes the figures of an author record removed with a refused sign-up */
  refreshStats: StatsRefresher;
}

export function createAccountsService({ db, mailer, producer, publicUrl, revokeAllSessions, checkCredentials, teamEmail, log, refreshStats }: AccountsServiceDeps) {
  function firstIssue(issues: ReadonlyArray<{ field: string; message: string }>) {
    const issue = issues[0];
    if (issue) throw new ValidationFailed(issue.message, `body.${issue.field}`);
  }

  async function sendVerification(userId: number, username: string, email: string): Promise<void> {
    const token = newToken();
    await queries.insertEmailToken(db, { purpose: 'verify_email', tokenHash: hashToken(token), userId, email, expiresAt: new Date(Date.now() + VERIFY_LINK_TTL_MS) });
    await mailer.send(verificationEmail(email, `${publicUrl}/verify?token=${token}`, username));
  }

  /** The live verification link's account, or the one 400 of every link that cannot be ours. */
  async function linkAccount(token: string) {
    const link = await queries.findLiveEmailToken(db, 'verify_email', hashToken(token));
    const account = link && link.user_id !== null ? await queries.findLinkAccount(db, link.user_id) : undefined;
    if (!account) throw new ValidationFailed(INVALID_VERIFY_LINK, 'body.token');
    return account;
  }

  /**
   * The link proves the mailbox; the account is verified only for its holder (docs/accounts-and-claims.md, "A
   * verification link needs the account's holder"): its user name (or e-mail) and password, or else its own session
   * (not an administrator acting as it). Nothing changes when this throws.
   */
  async function checkHolder(accountId: number, proof: { caller: Caller | null; username?: string; password?: string; ip: string }): Promise<void> {
    if (proof.username !== undefined || proof.password !== undefined) {
      if (!proof.username || !proof.password) throw new ValidationFailed(VERIFY_CREDENTIALS_MISSING, proof.username ? 'body.password' : 'body.username');
      const holder = await checkCredentials(proof.username, proof.password, { ip: proof.ip });
      if (holder.id !== accountId) throw new Forbidden(VERIFY_OTHER_ACCOUNT);
      return;
    }
    if (!proof.caller) throw new Unauthorized(VERIFY_SIGN_IN_NEEDED);
    if (proof.caller.userId !== accountId || proof.caller.impersonatorUserId !== null) throw new Forbidden(VERIFY_OTHER_ACCOUNT);
  }

  /**
   * The author record a refused sign-up created ("None of the above") carries the address the stranger typed: it goes
   * with the account when nothing else refers to it, else it stays without that address (docs/accounts-and-claims.md,
   * "A verification link needs the account's holder"). Audited; the removed record, for the statistics refresh.
   */
  async function removeSignUpAuthor(trx: Executor, author: queries.SignUpAuthor, email: string, ip: string) {
    const references = await queries.authorReferences(trx, author.id);
    const entry = { actorUserId: null, impersonatorUserId: null, entityType: 'author', entityId: author.id, ip };
    if (references.length === 0) {
      await queries.deleteAuthor(trx, author.id);
      await insertAuditEntry(trx, { ...entry, action: 'author.removed_by_mailbox', before: author, after: null });
      return author;
    }
    if (await queries.clearAuthorEmail(trx, author.id, email)) {
      await insertAuditEntry(trx, { ...entry, action: 'author.email_cleared_by_mailbox', before: { email: author.email }, after: { email: '', kept_for: references } });
    }
    return null;
  }

  return {
    /** The seed's form rules, checked before anything is counted or read. */
    checkSignUpRules(body: TSignUpBody): void {
      firstIssue(validateSignUpNames({
        first_name: body.first_name, mid_name: body.mid_name, last_name: body.last_name, univ_name: body.univ_name, univ_id: body.univ_id ?? null,
        new_university: body.new_university, univ_school: body.univ_school,
      }));
      firstIssue(validateSignUpAccount({ username: body.username, email: body.email, password: body.password, confirmPassword: body.password }));
    },

    /**
     * Creates the account. A chosen author is linked only with proof (docs/accounts-and-claims.md):
     * the claim is recorded, and granted when the address is verified if the address is the
     * author's own or at one of the author's university's e-mail domains and no other account holds
     * or claims the author; otherwise an administrator decides. An unlisted university is requested
     * from the team and the account goes on without one.
     */
    async signUp(body: TSignUpBody): Promise<TSignUpResponse> {
      const newAuthor = body.new_author || body.author_id === '' || body.author_id === null || body.author_id === undefined;
      this.checkSignUpRules(body);
      let university: { id: number; name: string } | null = null;
      if (!body.new_university) {
        university = (await queries.findUniversity(db, Number(body.univ_id))) ?? null;
        if (!university) throw new ValidationFailed('Please fill all the fields', 'body.univ_id');
      }

      // a quick answer before the password is hashed; checked again under the lock below
      if (await findLoginNameHolder(db, [body.username, body.email])) throw new Conflict(SIGN_UP_EXISTS_MESSAGE);
      let claim: { authorId: number; evidence: ReturnType<typeof claimEvidence> } | null = null;
      if (!newAuthor) {
        const author = await queries.findClaimableAuthor(db, Number(body.author_id));
        if (!author || author.merged_into_id !== null) throw new ValidationFailed('Please select a candidate', 'body.author_id');
        claim = { authorId: author.id, evidence: claimEvidence(body.email, author, { held: author.holder_id !== null, otherClaims: Number(author.open_claims) }) };
      }
      const passwordHash = await hashPassword(body.password);
      const universityRequest = body.new_university ? { university: body.univ_name.trim(), school: body.univ_school.trim() } : null;

      const created = await db.transaction().execute(async (trx) => {
        // the username and the e-mail are both login names: neither may be another account's username or e-mail
        await lockLoginNames(trx);
        if (await findLoginNameHolder(trx, [body.username, body.email])) throw new Conflict(SIGN_UP_EXISTS_MESSAGE);
        let authorId: number | null = null;
        if (newAuthor) {
          authorId = await queries.insertSignUpAuthor(trx, {
            first_name: body.first_name.trim(), mid_name: (body.mid_name ?? '').trim(), last_name: body.last_name.trim(),
            search_name: normaliseName(body.first_name, body.last_name), email: body.email.trim(), university_id: university?.id ?? null,
          });
        }
        const user = await queries.insertSignUpUser(trx, {
          username: body.username.trim(), email: body.email.trim(), password_hash: passwordHash, type: 'faculty',
          author_id: authorId, university_id: university?.id ?? null,
        });
        if (!user) throw new Conflict(SIGN_UP_EXISTS_MESSAGE);
        if (claim) await queries.insertAuthorClaim(trx, { userId: user.id, authorId: claim.authorId, evidence: claim.evidence });
        const request = universityRequest && await insertTeamRequest(trx, {
          userId: user.id, kind: 'university', recipient: teamEmail,
          subject: `Add university ${universityRequest.university} (${universityRequest.school})`,
          body: `Please add the university "${universityRequest.university}", school "${universityRequest.school}", for ${body.first_name.trim()} ${body.last_name.trim()} (new account ${body.username.trim()}), who signed up while it was not listed.`,
          payload: universityRequest,
        });
        return { userId: user.id, requestId: request ? request.id : null };
      });
      await sendVerification(created.userId, body.username.trim(), body.email.trim()).catch((error: unknown) => log.error({ err: error }, 'verification e-mail not sent'));
      if (universityRequest && created.requestId !== null) {
        await mailer.send({
          to: teamEmail,
          subject: `[Research Insights request #${created.requestId}] Add university ${universityRequest.university} (${universityRequest.school})`,
          text: `A new account (${body.username.trim()} <${body.email.trim()}>) signed up with a university that is not listed: "${universityRequest.university}", school "${universityRequest.school}".\n\nSee it in the admin tools: GET /api/team_requests.`,
        }).catch((error: unknown) => log.error({ err: error, requestId: created.requestId }, 'university request e-mail not sent'));
      }
      return {
        message: SIGN_UP_SUCCESS_MESSAGE, user_id: created.userId,
        claim: claim === null ? 'new_author' : claim.evidence.granted_on_verification ? 'granted' : 'pending',
        university_request: universityRequest ? 'pending' : null,
      };
    },

    /**
     * Candidates for the names typed, best first, and the one chosen automatically (the single
     * exact match at the chosen university). Anonymous callers and faculty members look for
     * their own unclaimed record and get the seed's five fields; a university user or an
     * administrator looking for a hiring or cohort candidate gets every matching record, with
     * the university, the first year of career, and the e-mail where the privacy table allows it
     * (docs/privacy.md).
     */
    async candidates(caller: Caller | null, firstName: string, lastName: string, universityId: number | undefined): Promise<TSignUpCandidates> {
      const issue = validatePersonNames({ fn: firstName, ln: lastName })[0];
      if (issue) throw new ValidationFailed(issue.message, `querystring.${issue.field}`);
      const everyone = caller?.type === 'university' || caller?.type === 'admin';
      const rows = await queries.findSignUpCandidates(db, firstName, lastName, universityId, { claimableOnly: !everyone });
      const exactHere = rows.filter((r) => r.exact && universityId !== undefined && r.university_id === universityId);
      const authors = rows.map((r): TSignUpCandidate | TCandidateDetail => {
        const seedFields: TSignUpCandidate = { author_id: r.id, first_name: r.first_name, last_name: r.last_name, pic: r.profile_picture, paper: r.paper ?? null };
        if (!everyone) return seedFields;
        return withEmailFor(caller, { authorId: r.id, universityId: r.university_id }, {
          ...seedFields, univ_name: r.univ_name ?? '', first_year_career: r.first_year_career, email: r.email,
        });
      });
      return { authors, auto_choice: exactHere.length === 1 ? exactHere[0]!.id : null };
    },

    /** (Re)sends the verification e-mail. Answers the same whether or not the address has an account. */
    async requestVerification(email: string): Promise<void> {
      const user = await queries.findUserByEmail(db, email);
      if (!user || user.email_verified_at || user.disabled_at) return;
      const latest = await queries.latestTokenFor(db, user.id, 'verify_email');
      if (latest && Date.now() - latest.created_at.getTime() < RESEND_GRACE_MS) return;
      await sendVerification(user.id, user.username, user.email);
    },

    /** Which account a live verification link was sent for (the page names it before asking to sign in). */
    async verificationAccount(token: string): Promise<TVerifyLinkAccount> {
      const account = await linkAccount(token);
      return { username: account.username, email: account.email, verified: account.email_verified_at !== null };
    },

    /** Verifies the link's account for its holder (checkHolder), then grants the claim the address proves. */
    async confirmVerification(body: TVerifyEmailBody, context: { caller: Caller | null; ip: string }): Promise<string> {
      const account = await linkAccount(body.token);
      await checkHolder(account.id, { caller: context.caller, username: body.username, password: body.password, ip: context.ip });
      await db.transaction().execute(async (trx) => {
        const row = await queries.consumeEmailToken(trx, 'verify_email', hashToken(body.token));
        if (!row || row.user_id !== account.id) throw new ValidationFailed(INVALID_VERIFY_LINK, 'body.token');
        await queries.markEmailVerified(trx, account.id);
        // the other links sent for this account are spent too: none is left to refuse a verified account with
        await endOpenEmailTokens(trx, account.id, 'verify_email');
      });
      // the verified address proves a claim that was waiting for it (docs/accounts-and-claims.md)
      await grantOnVerification(db, account.id);
      return VERIFIED_MESSAGE;
    },

    /**
     * "I did not sign up": the link proves the mailbox, so its owner removes the account made with the address while
     * it is unverified (its pending claims, sessions and links go with it), audited as `account.refused_by_mailbox`.
     * A verified account is never removed this way (409, nothing changes).
     */
    async refuseSignUp(token: string, ip: string): Promise<string> {
      const removed = await db.transaction().execute(async (trx) => {
        const row = await queries.consumeEmailToken(trx, 'verify_email', hashToken(token));
        const account = row && row.user_id !== null ? await queries.findLinkAccount(trx, row.user_id, { lock: true }) : undefined;
        if (!account) throw new ValidationFailed(INVALID_VERIFY_LINK, 'body.token');
        if (account.email_verified_at !== null) throw new Conflict(REFUSE_VERIFIED_ACCOUNT);
        const claims = await queries.pendingClaimsOf(trx, account.id);
        const created = await queries.lockSignUpAuthor(trx, account.id);
        if (!(await queries.deleteUnverifiedUser(trx, account.id))) throw new Conflict(REFUSE_VERIFIED_ACCOUNT);
        await insertAuditEntry(trx, {
          actorUserId: null, impersonatorUserId: null, action: 'account.refused_by_mailbox', entityType: 'user', entityId: account.id, ip,
          before: { username: account.username, email: account.email, type: account.type, author_id: account.author_id, pending_claims: claims },
          after: null,
        });
        return created ? removeSignUpAuthor(trx, created, account.email, ip) : null;
      });
      if (removed) await refreshStats({ authorIds: [removed.id], universityIds: removed.university_id === null ? [] : [removed.university_id] }, null);
      return SIGN_UP_REFUSED_MESSAGE;
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
        await queries.setPasswordAndVerify(trx, row.user_id, passwordHash);
        return row.user_id;
      });
      await revokeAllSessions(userId);
      // a reset link proves the mailbox as a verification link does
      await grantOnVerification(db, userId);
      return PASSWORD_CHANGED_MESSAGE;
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
