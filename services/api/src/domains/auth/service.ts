import { randomUUID } from 'node:crypto';
import type { Db } from '@ri/db';
import { findUserByLoginName, hashPassword, loginNameKey, verifyPassword } from '@ri/db';
import type { TLoginResponse, TSessionInfo, TUserType } from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import { Forbidden, NotFound, TooManyRequests, Unauthorized } from '../../http/errors.ts';
import { RATE_RULES, failedLoginWaitSeconds, type RateLimiter } from '../../http/rateLimit.ts';
import type { AuditService } from '../audit/service.ts';
import * as queries from './queries.ts';

export interface TokenSigner {
  sign(payload: { sid: string; sub: string }, expiresInMs: number): string;
  verify(token: string): { sid: string; sub: string };
}

export interface AuthServiceDeps {
  db: Db;
  tokens: TokenSigner;
  sessionTtlMs: number;
  limiter: RateLimiter;
  audit: AuditService;
  now?: () => Date;
}

export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Please verify your e-mail address before logging in: follow the link in the e-mail we sent you.';
export const ACCOUNT_DISABLED_MESSAGE = 'This account has been disabled. Please contact support.';
/** A Change Login session lasts at most this long from its start, refreshes included (docs/api-conventions.md, "Change Login"). */
export const IMPERSONATION_MAX_MS = 60 * 60 * 1000;

// Compared against when the user does not exist, so that unknown and known usernames take the same time.
let dummyHash: Promise<string> | undefined;

export function createAuthService({ db, tokens, sessionTtlMs, limiter, audit, now = () => new Date() }: AuthServiceDeps) {
  function publicIdOf(user: { type: string; id: number; author_id: number | null; university_id: number | null }): number {
    // 0 for a faculty account without an author yet (a claim waits): never a user id that could be read as an author id
    if (user.type === 'faculty') return user.author_id ?? 0;
    if (user.type === 'university') return user.university_id ?? user.id;
    return user.id;
  }

  async function openSession(
    user: { id: number; type: string; author_id: number | null; university_id: number | null },
    meta: { ip: string; userAgent: string },
    impersonator: { userId: number; sessionId: string } | null,
    executor: Db = db,
  ): Promise<TLoginResponse> {
    const sessionId = randomUUID();
    const ttlMs = impersonator ? Math.min(sessionTtlMs, IMPERSONATION_MAX_MS) : sessionTtlMs;
    const expiresAt = new Date(now().getTime() + ttlMs);
    await queries.insertSession(executor, {
      id: sessionId, userId: user.id, expiresAt, ...meta, impersonatorUserId: impersonator?.userId ?? null, impersonatorSessionId: impersonator?.sessionId ?? null,
    });
    return {
      access_token: tokens.sign({ sid: sessionId, sub: String(user.id) }, ttlMs),
      expires_in: ttlMs,
      type: user.type as TUserType,
      id: publicIdOf(user),
    };
  }

  /**
   * The account these sign-in details open, under the login throttling (401 otherwise); whether it may log in
   * (disabled, verified) is the caller's to decide: a verification link needs the holder of an unverified account.
   */
  async function checkCredentials(login: string, password: string, meta: { ip: string }) {
    const ipKey = `login-failures:ip:${meta.ip}`;
    await limiter.check(ipKey, RATE_RULES.loginFailuresPerIp);
    const user = await findUserByLoginName(db, login);
    // keyed by the account when there is one, so that its username and its e-mail share the counts
    const account = user ? `user:${user.id}` : `name:${loginNameKey(login)}`;
    const pairKey = `login-failures:${account}:ip:${meta.ip}`;
    const waitKey = `login-wait:${account}:ip:${meta.ip}`;
    const accountKey = `login-failures:${account}:new-addresses`;
    if ((await limiter.count(waitKey)) > 0) {
      throw new TooManyRequests(RATE_RULES.loginFailuresPerAccountAndIp.message, await limiter.secondsLeft(waitKey, 1));
    }
    const usualAddress = await queries.hasSignedInFrom(db, user?.id ?? 0, meta.ip);
    if (!usualAddress) await limiter.check(accountKey, RATE_RULES.loginFailuresPerAccount);

    let passwordMatches: boolean;
    if (user) {
      passwordMatches = await verifyPassword(user.password_hash, password);
    } else {
      dummyHash ??= hashPassword('not-a-real-password-used-for-timing');
      await verifyPassword(await dummyHash, password);
      passwordMatches = false;
    }
    if (!user || !passwordMatches) {
      const failures = await limiter.increment(pairKey, RATE_RULES.loginFailuresPerAccountAndIp.windowSeconds);
      await limiter.hold(waitKey, failedLoginWaitSeconds(failures));
      if (!usualAddress) await limiter.increment(accountKey, RATE_RULES.loginFailuresPerAccount.windowSeconds);
      await limiter.increment(ipKey, RATE_RULES.loginFailuresPerIp.windowSeconds);
      throw new Unauthorized(LOGIN_FAILED_MESSAGE);
    }
    await limiter.reset(pairKey, waitKey);
    return user;
  }

  return {
    /**
     * Login throttling (docs/api-conventions.md, "Login throttling"): failures are counted per account and address
     * (each beyond the third makes that address wait longer for that account), per address (any accounts), and per
     * account from addresses that never signed in to it; that last limit never refuses the account's usual addresses,
     * so a stranger hammering a user name cannot lock its owner out.
     */
    async login(login: string, password: string, meta: { ip: string; userAgent: string }): Promise<TLoginResponse> {
      const user = await checkCredentials(login, password, meta);
      if (user.disabled_at) throw new Forbidden(ACCOUNT_DISABLED_MESSAGE);
      if (!user.email_verified_at) throw new Forbidden(EMAIL_NOT_VERIFIED_MESSAGE);
      return openSession(user, meta, null);
    },

    checkCredentials,

    openSession,

    /** Verifies the token's signature, expiry and audience, then the server-side session. */
    async authenticate(token: string): Promise<Caller> {
      let claims: { sid: string; sub: string };
      try {
        claims = tokens.verify(token);
      } catch {
        throw new Unauthorized();
      }
      const row = await queries.findSessionWithUser(db, claims.sid);
      if (!row || String(row.user_id) !== claims.sub) throw new Unauthorized();
      if (row.revoked_at || row.expires_at.getTime() <= now().getTime()) throw new Unauthorized();
      if (row.disabled_at || row.impersonator_disabled_at) throw new Unauthorized(ACCOUNT_DISABLED_MESSAGE);
      // a Change Login session ends with the administrator's own session (logout, expiry)
      if (row.impersonator_session_id !== null
        && (row.impersonator_session_revoked_at !== null || row.impersonator_session_expires_at === null || row.impersonator_session_expires_at.getTime() <= now().getTime())) {
        throw new Unauthorized();
      }
      return {
        userId: row.user_id,
        username: row.username,
        sessionId: row.session_id,
        type: row.type as TUserType,
        authorId: row.author_id,
        universityId: row.university_id,
        accessLevel: row.access_level as Caller['accessLevel'],
        impersonatorUserId: row.impersonator_user_id,
      };
    },

    async logout(caller: Caller): Promise<void> {
      await queries.revokeSession(db, caller.sessionId);
    },

    async revokeAllSessions(userId: number): Promise<void> {
      await queries.revokeUserSessions(db, userId);
    },

    /** An admin acts as a faculty member (author id) or a university (university id); the admin's own session stays. */
    async impersonate(admin: Caller, target: { id: number; isUniversity: boolean }, meta: { ip: string; userAgent: string }): Promise<TLoginResponse> {
      if (admin.impersonatorUserId !== null) throw new Forbidden('Return to your admin login before changing login again.');
      const user = target.isUniversity
        ? await queries.findUniversityUser(db, target.id)
        : await queries.findFacultyUser(db, target.id);
      if (!user) {
        throw new NotFound(target.isUniversity
          ? 'This university has no user account to log in as.'
          : 'This faculty member has no user account to log in as.');
      }
      if (user.disabled_at) throw new Forbidden(ACCOUNT_DISABLED_MESSAGE);
      // the session and its audit entry in one transaction (docs/reliability.md, "Faults")
      return db.transaction().execute(async (trx) => {
        const response = await openSession(user, meta, { userId: admin.userId, sessionId: admin.sessionId }, trx);
        await audit.record(admin, { action: 'impersonation.start', entityType: 'user', entityId: user.id, after: { username: user.username, type: user.type } }, meta.ip, trx);
        return response;
      });
    },

    /** Ends an impersonated session; the browser then restores the admin's own token. */
    async endImpersonation(caller: Caller, ip: string): Promise<void> {
      if (caller.impersonatorUserId === null) throw new Forbidden('This session is not an impersonation.');
      await db.transaction().execute(async (trx) => {
        await queries.revokeSession(trx, caller.sessionId);
        await audit.record(caller, { action: 'impersonation.end', entityType: 'user', entityId: caller.userId }, ip, trx);
      });
    },

    /** Extends this session by the session length; a Change Login session never past an hour from its start. */
    async refresh(caller: Caller): Promise<TLoginResponse> {
      const current = await queries.findSessionWithUser(db, caller.sessionId);
      if (!current) throw new Unauthorized();
      let expiresAt = new Date(now().getTime() + sessionTtlMs);
      if (current.impersonator_user_id !== null) {
        const cap = new Date(current.created_at.getTime() + IMPERSONATION_MAX_MS);
        if (cap < expiresAt) expiresAt = cap;
      }
      const ttlMs = expiresAt.getTime() - now().getTime();
      if (ttlMs <= 0) throw new Unauthorized();
      await queries.extendSession(db, caller.sessionId, expiresAt);
      return {
        access_token: tokens.sign({ sid: caller.sessionId, sub: String(caller.userId) }, ttlMs),
        expires_in: ttlMs,
        type: caller.type,
        id: publicIdOf({ type: current.type, id: current.user_id, author_id: current.author_id, university_id: current.university_id }),
      };
    },

    async sessionInfo(caller: Caller): Promise<TSessionInfo> {
      const row = await queries.findSessionWithUser(db, caller.sessionId);
      if (!row) throw new Unauthorized();
      return {
        user_id: row.user_id,
        username: row.username,
        display_name: (await queries.accountName(db, row)) ?? row.username,
        type: row.type as TUserType,
        author_id: row.author_id,
        univ_id: row.university_id,
        // only faculty profiles can be incomplete; other types have no profile to complete
        is_complete: row.type === 'faculty' ? row.is_complete === true : true,
        changed_login: row.impersonator_user_id !== null,
        impersonator:
          row.impersonator_user_id !== null
            ? { user_id: row.impersonator_user_id, username: row.impersonator_username ?? '' }
            : null,
        expires_at: row.expires_at.toISOString(),
        claim: row.type === 'faculty' && row.author_id === null ? await ownClaim(row.user_id) : null,
      };
    },
  };

  /** the latest claim of an account without an author, while it waits or after it was refused (docs/accounts-and-claims.md) */
  async function ownClaim(userId: number): Promise<TSessionInfo['claim']> {
    const claim = await queries.latestOpenOrRejectedClaim(db, userId);
    if (!claim) return null;
    return {
      status: claim.status as 'pending' | 'rejected', author_id: claim.author_id, author_name: `${claim.first_name} ${claim.last_name}`.trim(),
      note: claim.status === 'rejected' ? claim.note : '', created_at: claim.created_at.toISOString(),
    };
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
