/**
 * E-mail shape used by every form: one `@`, no whitespace, a dot in the domain, at most 254
 * characters (RFC 5321 path limit), and no invisible character: control and format characters
 * (zero-width space U+200B, joiners, direction overrides U+202E, the BOM) are not whitespace to `\s`,
 * so 'olivia.bennett\u200b@upenn.edu' passed and showed as Olivia's address in the claims queue, the
 * members list and the directory (docs/api-conventions.md, "Login names"). Deliverability is proven
 * by the verification mail, not here.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(email: string): boolean {
  const text = email.trim();
  return text.length <= EMAIL_MAX_LENGTH && EMAIL_SHAPE.test(text) && !INVISIBLE.test(text);
}

/**
 * docs/requirements/profile-and-accounts.md §5, sign-up: the e-mail must end with 'edu'. Read as: the last label of the
 * domain is `edu` (case-insensitive, a trailing dot ignored). Note this refuses academic domains
 * such as `ox.ac.uk` or `unimelb.edu.au`, exactly as the seed's rule did.
 */
export function isUniversityEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split('@')[1] ?? '';
  const labels = domain.replace(/\.$/, '').split('.');
  return labels.length >= 2 && labels[labels.length - 1] === 'edu';
}
