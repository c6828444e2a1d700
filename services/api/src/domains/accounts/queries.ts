import { sql } from 'kysely';
import type { Db, Executor } from '@ri/db';

export { findUniversity } from '../../queries/universities.ts';
export { consumeEmailToken, findLiveEmailToken } from '../../queries/emailTokens.ts';

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'username', 'email', 'email_verified_at', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

/** The author chosen at sign-up, with what decides whether the address proves the claim (docs/accounts-and-claims.md). */
export function findClaimableAuthor(db: Db, authorId: number) {
  return db.selectFrom('authors as a')
    .leftJoin('universities as univ', 'univ.id', 'a.university_id')
    .select((eb) => [
      'a.id', 'a.merged_into_id', 'a.email', 'univ.email_domains',
      eb.selectFrom('users as u').select('u.id').whereRef('u.author_id', '=', 'a.id').limit(1).as('holder_id'),
      eb.selectFrom('author_claims as c').select(eb.fn.countAll<number>().as('n')).whereRef('c.author_id', '=', 'a.id').where('c.status', '=', 'pending').as('open_claims'),
    ])
    .where('a.id', '=', authorId)
    .executeTakeFirst();
}

/**
 * Candidates for the names typed (docs/accounts-and-claims.md, "Matching people"): the last
 * name's key (ri_name_key: case, accents, apostrophes, hyphens, periods and spaces ignored) must
 * be equal, and the first name's key equal or one a prefix of the other (an initial, "J." for
 * John). Those at the chosen university first, exact first names before initials, not merged
 * away; for sign-up only the unclaimed ones (`claimableOnly`); a hiring candidate (docs/requirements/dashboards.md) may
 * already have an account.
 */
export function findSignUpCandidates(db: Db, firstName: string, lastName: string, universityId: number | undefined, { claimableOnly = true, limit = 20 } = {}) {
  const firstKey = sql<string>`ri_name_key(${firstName})`;
  const authorFirstKey = sql<string>`ri_name_key(a.first_name)`;
  return db.selectFrom('authors as a')
    .leftJoin('users as u', 'u.author_id', 'a.id')
    .leftJoin('universities as univ', 'univ.id', 'a.university_id')
    .select((eb) => [
      'a.id', 'a.first_name', 'a.last_name', 'a.profile_picture', 'a.email', 'a.first_year_career', 'a.university_id', 'univ.name as univ_name',
      sql<boolean>`${authorFirstKey} = ${firstKey}`.as('exact'),
      eb.selectFrom('authorships as s')
        .innerJoin('papers as p', 'p.id', 's.paper_id')
        .leftJoin('journals as j', 'j.id', 'p.journal_id')
        .select(sql<{ journal: string; title: string }>`json_build_object('journal', coalesce(j.name, p.publication_name), 'title', p.title)`.as('paper'))
        .whereRef('s.author_id', '=', 'a.id')
        .orderBy('p.citation_count', 'desc').orderBy('p.id')
        .limit(1)
        .as('paper'),
    ])
    .$if(claimableOnly, (qb) => qb.where('u.id', 'is', null))
    .where('a.merged_into_id', 'is', null)
    .where(sql<boolean>`ri_name_key(a.last_name) = ri_name_key(${lastName}) AND ri_name_key(${lastName}) <> ''`)
    .where(sql<boolean>`${authorFirstKey} <> '' AND ${firstKey} <> '' AND (starts_with(${authorFirstKey}, ${firstKey}) OR starts_with(${firstKey}, ${authorFirstKey}))`)
    .orderBy(sql`(a.university_id IS NOT DISTINCT FROM ${universityId ?? null})`, 'desc')
    .orderBy(sql`${authorFirstKey} = ${firstKey}`, 'desc')
    .orderBy('a.id')
    .limit(limit)
    .execute();
}

export async function insertEmailToken(
  db: Db, token: { purpose: 'verify_email' | 'reset_password' | 'invitation'; tokenHash: string; userId: number | null; email: string; expiresAt: Date; payload?: unknown },
): Promise<void> {
  await db.insertInto('email_tokens').values({
    purpose: token.purpose, token_hash: token.tokenHash, user_id: token.userId, email: token.email,
    expires_at: token.expiresAt, payload: JSON.stringify(token.payload ?? {}),
  }).execute();
}

export function latestTokenFor(db: Db, userId: number, purpose: 'verify_email' | 'reset_password') {
  return db.selectFrom('email_tokens').select(['created_at'])
    .where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null)
    .orderBy('created_at', 'desc').limit(1).executeTakeFirst();
}

/** The author a sign-up creates when the person is not listed yet; its id. */
export async function insertSignUpAuthor(db: Db, values: { first_name: string; mid_name: string; last_name: string; search_name: string; email: string; university_id: number | null }): Promise<number> {
  const row = await db.insertInto('authors').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The new faculty user, or undefined when a concurrent sign-up took the username or e-mail (it loses here, not with a 500). */
export function insertSignUpUser(db: Db, values: { username: string; email: string; password_hash: string; type: 'faculty'; author_id: number | null; university_id: number | null }) {
  return db.insertInto('users').values(values).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
}

export async function insertAuthorClaim(db: Db, claim: { userId: number; authorId: number; evidence: unknown }): Promise<void> {
  await db.insertInto('author_claims').values({ user_id: claim.userId, author_id: claim.authorId, evidence: JSON.stringify(claim.evidence) }).execute();
}

export async function markEmailVerified(db: Executor, userId: number): Promise<void> {
  await db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
}

/** A new password; the reset e-mail proves the mailbox, so the address counts as verified too. */
export async function setPasswordAndVerify(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.updateTable('users').set((eb) => ({ password_hash: passwordHash, updated_at: new Date(), email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(new Date())) }))
    .where('id', '=', userId).execute();
}

/** The account a verification link was sent for, locked when `lock` (the refusal decides on it). */
export function findLinkAccount(db: Executor, userId: number, { lock = false } = {}) {
  return db.selectFrom('users').select(['id', 'username', 'email', 'type', 'author_id', 'email_verified_at'])
    .where('id', '=', userId)
    .$if(lock, (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** The account's claims still waiting (removed with the account when the mailbox refuses the sign-up). */
export function pendingClaimsOf(db: Executor, userId: number) {
  return db.selectFrom('author_claims').select(['id', 'author_id']).where('user_id', '=', userId).where('status', '=', 'pending').execute();
}

/** Deletes an account that was never verified (its claims, sessions and links go with it); false when it is verified by now. */
export async function deleteUnverifiedUser(db: Executor, userId: number): Promise<boolean> {
  const deleted = await db.deleteFrom('users').where('id', '=', userId).where('email_verified_at', 'is', null).returning('id').executeTakeFirst();
  return deleted !== undefined;
}

/**
 * The author record the account's own sign-up created ("None of the above"), locked, or undefined when the account
 * holds none or holds one it did not create. The sign-up inserts both rows in one transaction, and `created_at`
 * defaults to `now()`, the transaction's start: the record the sign-up made is the one with the account's `created_at`.
 */
export function lockSignUpAuthor(db: Executor, userId: number) {
  return db.selectFrom('users').innerJoin('authors', 'authors.id', 'users.author_id')
    .select(['authors.id', 'authors.first_name', 'authors.mid_name', 'authors.last_name', 'authors.email', 'authors.university_id'])
    .where('users.id', '=', userId).whereRef('authors.created_at', '=', 'users.created_at')
    .forUpdate('authors')
    .executeTakeFirst();
}

export type SignUpAuthor = NonNullable<Awaited<ReturnType<typeof lockSignUpAuthor>>>;

/** Tables that only mirror others (recomputed from them): a row there does not keep an author. */
const DERIVED_AUTHOR_TABLES = new Set(['author_stats']);

/**
 * Every `table.column` that still refers to the author: each foreign key to `authors` in the catalogue (authorships,
 * accounts, claims, merge decisions and queue, data issues, directory entries, profile rows, records merged into it),
 * so a table added later counts without a change here. The caller holds the author's lock: a new reference waits for it.
 */
export async function authorReferences(db: Executor, authorId: number): Promise<string[]> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    SELECT c.conrelid::regclass::text AS table_name, a.attname AS column_name
    FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
    WHERE c.contype = 'f' AND c.confrelid = 'authors'::regclass
    ORDER BY 1, 2`.execute(db);
  const found: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    if (DERIVED_AUTHOR_TABLES.has(table)) continue;
    const { rows } = await sql`SELECT 1 FROM ${sql.table(table)} WHERE ${sql.ref(column)} = ${authorId} LIMIT 1`.execute(db);
    if (rows.length > 0) found.push(`${table}.${column}`);
  }
  return found;
}

export async function deleteAuthor(db: Executor, authorId: number): Promise<void> {
  await db.deleteFrom('authors').where('id', '=', authorId).execute();
}

/** Clears the address on the author's record when it is still `email` (case aside); whether it did. */
export async function clearAuthorEmail(db: Executor, authorId: number, email: string): Promise<boolean> {
  const cleared = await db.updateTable('authors').set({ email: '', updated_at: new Date() })
    .where('id', '=', authorId).where(sql<string>`lower(btrim(email))`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
  return Number(cleared.numUpdatedRows) === 1;
}
