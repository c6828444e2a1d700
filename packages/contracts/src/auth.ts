import { z } from 'zod';
import { ZOwnClaim } from './accounts.ts';
import { TEXT_LIMITS } from './limits.ts';
import { ZUserType } from './common.ts';

/** POST /api/login (docs/requirements/profile-and-accounts.md §7). The `username` field accepts a username or an e-mail. */
export const ZLoginBody = z.object({
  username: z.string().trim().min(1, 'Email is not valid').max(TEXT_LIMITS.login),
  password: z.string().min(1, 'Password is not valid').max(1024),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZLoginResponse = z.object({
  access_token: z.string(),
  /** session length in milliseconds, as the seeds say */
  expires_in: z.number().int().positive(),
  type: ZUserType,
  /** the user's author id (faculty), university id (university) or user id (admin) */
  id: z.number().int(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** GET /api/session: who the current token belongs to, for post-login routing and the menus. */
export const ZSessionInfo = z.object({
  user_id: z.number().int(),
  username: z.string(),
  /** the person or school the account is: a faculty member's name, a university's name, else the username (the Change Login banner names it) */
  display_name: z.string(),
  type: ZUserType,
  author_id: z.number().int().nullable(),
  univ_id: z.number().int().nullable(),
  is_complete: z.boolean(),
  changed_login: z.boolean(),
  /** set while an admin acts as this user */
  impersonator: z.object({ user_id: z.number().int(), username: z.string() }).nullable(),
  expires_at: z.string(),
  /** a faculty account's claim on an author that waits for an administrator or was refused; null otherwise (docs/accounts-and-claims.md) */
  claim: ZOwnClaim.nullable(),
});
export type TSessionInfo = z.infer<typeof ZSessionInfo>;
