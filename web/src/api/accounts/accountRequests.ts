import { queryOptions } from '@tanstack/react-query';
import type { TCandidateRow, TSignUpBody, TSignUpResponse } from '@ri/contracts/accounts';
import { apiFetch } from '../client.ts';

// Sign-up, e-mail verification and password reset (docs/requirements/profile-and-accounts.md §7; services/api/src/domains/accounts).
// Every call here is public: no bearer token (except the candidate search of the signed-in pickers).

export interface CandidateSearch {
  /** lowercased, trimmed first name (docs/requirements/profile-and-accounts.md §7: fn, ln, uid are sent lowercased) */
  fn: string;
  ln: string;
  uid: number;
}

export const accountKeys = {
  all: ['accounts'] as const,
  candidates: (search: CandidateSearch) => [...accountKeys.all, 'signUpCandidates', search] as const,
  emailConfirmation: (token: string) => [...accountKeys.all, 'emailConfirmation', token] as const,
};

export interface CandidateAnswer {
  authors: TCandidateRow[];
  /** the single exact match at the chosen university, chosen automatically (docs/accounts-and-claims.md) */
  autoChoice: number | null;
}

/**
 * GET /api/signup?fn&ln&uid: the author records a new user may claim, best matches first, and the
 * one chosen automatically. With `signedIn` (the hiring and cohort pickers) the session's token goes
 * along, and the server answers every matching record to a university user or an administrator.
 */
export function signUpCandidatesQueryOptions(search: CandidateSearch, { signedIn = false } = {}) {
  return queryOptions({
    queryKey: [...accountKeys.candidates(search), signedIn ? 'signedIn' : 'public'],
    queryFn: async ({ signal }): Promise<CandidateAnswer> => {
      const { ZSignUpCandidates } = await import('@ri/contracts/accounts');
      const answer = await apiFetch('/signup', { query: { ...search }, auth: signedIn ? 'session' : 'none', schema: ZSignUpCandidates, signal });
      return { authors: answer.authors as TCandidateRow[], autoChoice: answer.auto_choice };
    },
    staleTime: 5 * 60_000,
  });
}

/** POST /api/signup -> { message: 'Sign Up Successful', user_id, claim, university_request } | 409 'exists' | 400 { message, field }. */
export async function submitSignUp(body: TSignUpBody): Promise<TSignUpResponse> {
  const { ZSignUpResponse } = await import('@ri/contracts/accounts');
  return apiFetch('/signup', { method: 'POST', body, auth: 'none', schema: ZSignUpResponse });
}

/** GET /api/verify_email?email: (re)sends the verification e-mail; the same answer for unknown addresses, 429 when limited. */
export async function requestVerificationEmail(email: string): Promise<{ message: string }> {
  const { ZMessage } = await import('@ri/contracts/common');
  return apiFetch('/verify_email', { query: { email }, auth: 'none', schema: ZMessage });
}

/**
 * POST /api/verify_email/account { token }: the user name and address the link was sent for, and whether the account
 * is verified already. The link stays unused (docs/accounts-and-claims.md, "A verification link needs the account's holder").
 */
export function verificationAccountQueryOptions(token: string) {
  return queryOptions({
    queryKey: accountKeys.emailConfirmation(token),
    queryFn: async ({ signal }) => {
      const { ZVerifyLinkAccount } = await import('@ri/contracts/accounts');
      return apiFetch('/verify_email/account', { method: 'POST', body: { token }, auth: 'none', schema: ZVerifyLinkAccount, signal });
    },
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/**
 * POST /api/verify_email: verifies the link's account for its holder, signed in with `credentials` or, without them,
 * with this browser's session (the server refuses another account's session with 403; a 401 here does not end it).
 */
export async function confirmEmailAddress(token: string, credentials: { username: string; password: string } | null): Promise<{ message: string }> {
  const { ZMessage } = await import('@ri/contracts/common');
  return credentials === null
    ? apiFetch('/verify_email', { method: 'POST', body: { token }, auth: 'session', endSessionOnUnauthorized: false, schema: ZMessage })
    : apiFetch('/verify_email', { method: 'POST', body: { token, ...credentials }, auth: 'none', schema: ZMessage });
}

/** POST /api/verify_email/refuse { token }: "I did not sign up", the unverified account is removed (409 when verified). */
export async function refuseSignUp(token: string): Promise<{ message: string }> {
  const { ZMessage } = await import('@ri/contracts/common');
  return apiFetch('/verify_email/refuse', { method: 'POST', body: { token }, auth: 'none', schema: ZMessage });
}

/** POST /api/reset_password { token, password } -> { message } | 400 (link invalid or expired, or the password policy). */
export async function resetPasswordWithToken(token: string, password: string): Promise<{ message: string }> {
  const { ZMessage } = await import('@ri/contracts/common');
  return apiFetch('/reset_password', { method: 'POST', body: { token, password }, auth: 'none', schema: ZMessage });
}
