import { sql } from 'kysely';
import type { Db } from '@ri/db';

export function findUserByUsernameOrEmail(db: Db, username: string, email: string) {
  return db.selectFrom('users').select(['id'])
    .where((eb) => eb.or([
      eb(eb.fn('lower', ['username']), '=', username.trim().toLowerCase()),
      eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()),
    ]))
    .executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'email', 'email_verified_at', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findClaimableAuthor(db: Db, authorId: number) {
  return db.selectFrom('authors as a')
    .leftJoin('users as u', 'u.author_id', 'a.id')
    .select(['a.id', 'a.merged_into_id', 'u.id as user_id'])
    .where('a.id', '=', authorId)
    .executeTakeFirst();
}

export function findUniversity(db: Db, universityId: number) {
  return db.selectFrom('universities').select(['id', 'name']).where('id', '=', universityId).executeTakeFirst();
}

/**
 * Author records whose name is similar to the one typed (accent- and case-insensitive trigram
 * similarity), not merged away, those at the chosen university first. For sign-up only the
 * unclaimed ones (`claimableOnly`); a hiring candidate (seed 001) may already have an account.
 */
export function findSignUpCandidates(db: Db, name: string, universityId: number | undefined, { claimableOnly = true, limit = 20 } = {}) {
  return db.selectFrom('authors as a')
    .leftJoin('users as u', 'u.author_id', 'a.id')
    .leftJoin('universities as univ', 'univ.id', 'a.university_id')
    .select((eb) => [
      'a.id', 'a.first_name', 'a.last_name', 'a.profile_picture', 'a.email', 'a.first_year_career', 'univ.name as univ_name',
      sql<number>`similarity(a.search_name, ${name})`.as('score'),
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
    .where(sql<boolean>`a.search_name % ${name}`)
    .orderBy(sql`(a.university_id IS NOT DISTINCT FROM ${universityId ?? null})`, 'desc')
    .orderBy('score', 'desc')
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

/** Marks a live token used and returns it, atomically: a token works once even under concurrent requests. */
export function consumeEmailToken(db: Db, purpose: 'verify_email' | 'reset_password' | 'invitation', tokenHash: string) {
  return db.updateTable('email_tokens').set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash).where('purpose', '=', purpose)
    .where('used_at', 'is', null).where('expires_at', '>', new Date())
    .returning(['id', 'user_id', 'email', 'payload'])
    .executeTakeFirst();
}
