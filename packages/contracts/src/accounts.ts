import { z } from 'zod';
import { ZIdParam, idOrDigits } from './common.ts';
import { TEXT_LIMITS as L } from './limits.ts';

const ZOptionalId = idOrDigits().nullable().optional();

/** POST /api/signup (docs/requirements/profile-and-accounts.md §7). Rules and messages: @ri/metrics validateSignUpAccount / validateSignUpNames. */
export const ZSignUpBody = z.object({
  email: z.string().max(L.email),
  username: z.string().max(L.username),
  password: z.string().max(L.password),
  /** '' with new_author true for 'None of the above' */
  author_id: ZOptionalId,
  new_author: z.boolean(),
  first_name: z.string().max(L.personName),
  mid_name: z.string().max(L.personName).optional().default(''),
  last_name: z.string().max(L.personName),
  univ_name: z.string().max(L.universityName),
  univ_id: ZOptionalId,
  /** the university is not listed: univ_name and univ_school are a request to add it (Add Your University); the sign-up goes on with the request pending */
  new_university: z.boolean().optional().default(false),
  univ_school: z.string().max(300).optional().default(''),
});
export type TSignUpBody = z.infer<typeof ZSignUpBody>;

/**
 * What the sign-up did with the author chosen (docs/accounts-and-claims.md): `granted` (the
 * address proves it), `pending` (an administrator decides), `new_author` ('None of the above').
 */
export const ZClaimOutcome = z.enum(['granted', 'pending', 'new_author']);
export const ZSignUpResponse = z.object({
  message: z.string(),
  user_id: z.number().int(),
  claim: ZClaimOutcome,
  /** 'pending' when the sign-up asked for a university that is not listed */
  university_request: z.literal('pending').nullable(),
});
export type TSignUpResponse = z.infer<typeof ZSignUpResponse>;

export const SIGN_UP_SUCCESS_MESSAGE = 'Sign Up Successful';
/** the seed's answer when the e-mail or username is taken; the page shows 'Email or Username already exists' */
export const SIGN_UP_EXISTS_MESSAGE = 'exists';

/** GET /api/signup?fn&ln&uid: author candidates for step 2. */
export const ZSignUpCandidatesQuery = z.object({
  fn: z.string().trim().min(1, 'Please fill all the fields').max(L.personName),
  ln: z.string().trim().min(1, 'Please fill all the fields').max(L.personName),
  uid: ZIdParam.optional(),
});

/**
 * An anonymous sign-up candidate carries exactly the seed's fields (docs/requirements/profile-and-accounts.md "Sign-up candidate
 * author"); nothing personal (docs/privacy.md).
 */
export const ZSignUpCandidate = z.object({
  author_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  pic: z.string(),
  paper: z.object({ journal: z.string(), title: z.string() }).nullable(),
});
export type TSignUpCandidate = z.infer<typeof ZSignUpCandidate>;

/**
 * A candidate for a signed-in caller (hiring and cohort pickers, docs/requirements/dashboards.md): the university and the
 * first year of career too; the e-mail only for an administrator or a university user of the
 * candidate's own school (docs/privacy.md).
 */
export const ZCandidateDetail = ZSignUpCandidate.extend({
  univ_name: z.string(),
  /** docs/requirements/dashboards.md "Candidate faculty": the first year of career, null when unknown */
  first_year_career: z.number().int().nullable(),
  email: z.string().optional(),
});
export type TCandidateDetail = z.infer<typeof ZCandidateDetail>;

/** one row of the answer, whichever the caller: the seed's fields, and the details when the caller gets them */
export type TCandidateRow = TSignUpCandidate & Partial<Omit<TCandidateDetail, keyof TSignUpCandidate>>;

export const ZSignUpCandidates = z.object({
  authors: z.array(z.union([ZCandidateDetail.strict(), ZSignUpCandidate.strict()])),
  /** the single exact match at the chosen university, chosen automatically (docs/requirements/profile-and-accounts.md "one match is chosen automatically"); null when there is none or several */
  auto_choice: z.number().int().nullable(),
});
export type TSignUpCandidates = z.infer<typeof ZSignUpCandidates>;

/** A pending or refused claim, as its account sees it (GET /api/session). */
export const ZOwnClaim = z.object({
  status: z.enum(['pending', 'rejected']),
  author_id: z.number().int(),
  author_name: z.string(),
  note: z.string(),
  created_at: z.string(),
});
export type TOwnClaim = z.infer<typeof ZOwnClaim>;

export const ZEmailQuery = z.object({ email: z.string().trim().max(L.email) });

/** The password reset job (packages/jobs registry): the address as typed; the worker finds the account, if any. */
export const ZPasswordResetPayload = z.object({ email: z.string().max(254) });
export const ZPasswordResetResult = z.object({ sent: z.boolean() });

/** What a link's token that cannot be ours (malformed, unknown, used or expired) answers: one sentence whatever was wrong. */
export const INVALID_VERIFY_LINK = 'This verification link is invalid or has expired. Ask for a new one by logging in.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please ask for a new one from the login page.';
const linkToken = (message: string) => z.string({ error: message }).min(10, message).max(200, message);

export const ZTokenBody = z.object({ token: linkToken(INVALID_VERIFY_LINK) });

/**
 * A verification link proves the mailbox; the account is verified only for its holder (docs/accounts-and-claims.md,
 * "A verification link needs the account's holder"): the session of that account, or its user name (or e-mail) and password.
 */
export const ZVerifyEmailBody = z.object({
  token: linkToken(INVALID_VERIFY_LINK),
  username: z.string().trim().max(L.login, 'Enter the user name (or e-mail) of the account.').optional(),
  password: z.string().max(1024, 'Invalid username or password.').optional(),
});
export type TVerifyEmailBody = z.infer<typeof ZVerifyEmailBody>;
/** The account a live verification link was sent for: the mailbox sees which user name signed up with its address. */
export const ZVerifyLinkAccount = z.object({ username: z.string(), email: z.string(), verified: z.boolean() });
export type TVerifyLinkAccount = z.infer<typeof ZVerifyLinkAccount>;
export const VERIFY_SIGN_IN_NEEDED = 'To verify this account, sign in to it: enter its user name (or e-mail) and password. If you did not sign up, choose "I did not sign up".';
export const VERIFY_OTHER_ACCOUNT = 'This link verifies another account than the one you signed in with. Sign in to the account the link names, or choose "I did not sign up".';
export const VERIFY_CREDENTIALS_MISSING = 'Enter the user name (or e-mail) and the password of the account.';
export const REFUSE_VERIFIED_ACCOUNT = 'This account is verified, so this link cannot remove it. If it is not yours, reset its password from the login page (the reset link comes to this address) or write to us from Contact Us.';
export const ZNewPasswordBody = z.object({ token: linkToken(INVALID_RESET_LINK), password: z.string().max(L.password) });

/** POST /api/admin_login (docs/requirements/profile-and-accounts.md §7): act as a faculty member (author id) or a university (university id). */
export const ZAdminLoginBody = z.object({
  id: ZIdParam,
  isUniversity: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number),
});
