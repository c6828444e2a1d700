// Search parameters of the public routes (/login, /verify, /resetPassword, /acceptInvitation): zod/mini
// schemas (scope/searchSchema.ts), like every route's. A field that cannot be read is dropped and the
// screen opens as without it. The public routes' validateSearch lands in the entry chunk every page
// downloads, like the others': only zod/mini's few validators, which the entry chunk holds already.
import { searchSchema, searchTrimmedText, searchTrue, type SearchOf } from '../scope/searchSchema.ts';

/** A one-time token of an e-mail's link (verification, password reset, invitation). */
const token = searchTrimmedText(200);

/** validateSearch of /login. */
export const loginSearchSchema = searchSchema({
  /** where the user was going when the guard sent them here (checked by afterLoginTarget) */
  redirect: searchTrimmedText(2000),
  /** the guard sent them here because their session expired (the screen says so); only true is kept */
  expired: searchTrue,
});
export type LoginSearch = SearchOf<typeof loginSearchSchema>;

/** validateSearch of /verify. */
export const verifySearchSchema = searchSchema({
  /** the one-time token of the verification e-mail's link */
  token,
  /** prefills the resend form (the sign-up success screen links here) */
  email: searchTrimmedText(254),
});
export type VerifySearch = SearchOf<typeof verifySearchSchema>;

/** validateSearch of /resetPassword and /acceptInvitation (?token= of the e-mail's link). */
export const tokenSearchSchema = searchSchema({ token });
export type TokenSearch = SearchOf<typeof tokenSearchSchema>;
