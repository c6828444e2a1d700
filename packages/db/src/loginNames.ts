import { sql, type Transaction } from 'kysely';
import type { Db } from './connection.ts';
import type { DB as Database } from './schema.ts';
import { advisoryXactLock } from './advisoryLock.ts';

// Usernames and e-mail addresses are one namespace (docs/api-conventions.md, "Login names"): the login form takes
// either, so no account's username may be another account's e-mail address (or the other way round), whatever the
// case. Otherwise a stranger signing up with the username 'olivia.bennett@upenn.edu' captures the login of the
// account whose e-mail that is.

/** The form of a login name that is compared: trimmed, lower case (the unique indexes are on lower(...)). */
export function loginNameKey(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * An account other than `exceptUserId` holding any of `names` as its username or its e-mail address. Call it in the
 * transaction that creates or renames the account, after `lockLoginNames`, so that two concurrent sign-ups cannot both
 * take the same name in the two columns.
 */
export function findLoginNameHolder(db: Db, names: readonly string[], exceptUserId?: number) {
  const keys = [...new Set(names.map(loginNameKey).filter((key) => key !== ''))];
  let query = db.selectFrom('users').select(['id'])
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), 'in', keys), eb(eb.fn('lower', ['email']), 'in', keys)]));
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return keys.length === 0 ? Promise.resolve(undefined) : query.limit(1).executeTakeFirst();
}

/** Serialises the writers of usernames and e-mail addresses until the transaction ends. */
export async function lockLoginNames(trx: Transaction<Database>): Promise<void> {
  await advisoryXactLock(trx, 'login-names');
}

/**
 * The account a login name signs in to. Were a name both one account's e-mail and another's username (rows from before
 * the namespace was one), the e-mail's account answers: an address is proven by its verification link, a username by
 * nothing. The answer never depends on the rows' physical order.
 */
export function findUserByLoginName(db: Db, login: string) {
  const key = loginNameKey(login);
  return db.selectFrom('users').selectAll()
    .where((eb) => eb.or([eb(eb.fn('lower', ['username']), '=', key), eb(eb.fn('lower', ['email']), '=', key)]))
    .orderBy(sql`lower(email) = ${key}`, 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}
