import { z } from 'zod';
import { ZIdParam, idOrDigits } from './common.ts';

const ZOptionalId = idOrDigits().nullable().optional();

/** POST /api/signup (seed 000 section 7). Rules and messages: @ri/metrics validateSignUpAccount / validateSignUpNames. */
export const ZSignUpBody = z.object({
  email: z.string().max(254),
  username: z.string().max(64),
  password: z.string().max(1024),
  /** '' with new_author true for 'None of the above' */
  author_id: ZOptionalId,
  new_author: z.boolean(),
  first_name: z.string().max(100),
  mid_name: z.string().max(100).optional().default(''),
  last_name: z.string().max(100),
  univ_name: z.string().max(300),
  univ_id: ZOptionalId,
});
export type TSignUpBody = z.infer<typeof ZSignUpBody>;

export const SIGN_UP_SUCCESS_MESSAGE = 'Sign Up Successful';
/** the seed's answer when the e-mail or username is taken; the page shows 'Email or Username already exists' */
export const SIGN_UP_EXISTS_MESSAGE = 'exists';

/** GET /api/signup?fn&ln&uid: author candidates for step 2. */
export const ZSignUpCandidatesQuery = z.object({
  fn: z.string().trim().min(1, 'Please fill all the fields').max(100),
  ln: z.string().trim().min(1, 'Please fill all the fields').max(100),
  uid: ZIdParam.optional(),
});

export const ZSignUpCandidate = z.object({
  author_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  pic: z.string(),
  univ_name: z.string(),
  email: z.string(),
  paper: z.object({ journal: z.string(), title: z.string() }).nullable(),
  /** seed 001 "Candidate faculty": the first year of career, null when unknown */
  first_year_career: z.number().int().nullable(),
});
export type TSignUpCandidate = z.infer<typeof ZSignUpCandidate>;

export const ZEmailQuery = z.object({ email: z.string().trim().max(254) });

/** The password reset job (packages/jobs registry): the address as typed; the worker finds the account, if any. */
export const ZPasswordResetPayload = z.object({ email: z.string().max(254) });
export const ZPasswordResetResult = z.object({ sent: z.boolean() });

export const ZTokenBody = z.object({ token: z.string().min(10).max(200) });
export const ZNewPasswordBody = z.object({ token: z.string().min(10).max(200), password: z.string().max(1024) });

/** POST /api/admin_login (seed 000 section 7): act as a faculty member (author id) or a university (university id). */
export const ZAdminLoginBody = z.object({
  id: ZIdParam,
  isUniversity: z.union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')]).transform(Number),
});
