import type { Caller } from './access.ts';

/**
 * The privacy table's rule for e-mail addresses (docs/privacy.md): an address goes to the person
 * (the account holding the author), to administrators, and to university users of the person's
 * own school; to nobody else.
 */
export function mayReadEmail(caller: Caller | null, person: { authorId: number | null; universityId: number | null }): boolean {
  if (!caller) return false;
  if (caller.type === 'admin') return true;
  if (person.authorId !== null && caller.authorId === person.authorId) return true;
  return caller.type === 'university' && caller.universityId !== null && caller.universityId === person.universityId;
}

/** The row with its e-mail address when the caller may read it, without the `email` key otherwise. */
export function withEmailFor<T extends { email?: string }>(caller: Caller | null, person: { authorId: number | null; universityId: number | null }, row: T): T {
  if (mayReadEmail(caller, person)) return row;
  const { email: _email, ...rest } = row;
  return rest as T;
}
