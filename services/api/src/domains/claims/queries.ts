import { sql } from 'kysely';
import type { Executor } from '@ri/db';


/** Claims with who made them, the author, and what the administrator needs to decide (docs/accounts-and-claims.md). */
export function listClaims(db: Executor, filter: { status?: 'pending' | 'approved' | 'rejected'; ids?: number[]; limit: number }) {
  return db.selectFrom('author_claims as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .innerJoin('authors as a', 'a.id', 'c.author_id')
    .leftJoin('universities as univ', 'univ.id', 'a.university_id')
    .leftJoin('users as d', 'd.id', 'c.decided_by')
    .select((eb) => [
      'c.id', 'c.status', 'c.created_at', 'c.evidence', 'c.note', 'c.decided_at', 'c.user_id', 'c.author_id',
      'u.username', 'u.email as user_email', 'u.email_verified_at',
      'a.first_name', 'a.last_name', 'a.email as author_email', 'univ.name as univ_name', 'univ.email_domains', 'd.username as decided_by',
      eb.selectFrom('authorships as s').select(eb.fn.countAll<number>().as('n')).whereRef('s.author_id', '=', 'a.id').as('papers'),
    ])
    .$if(filter.status !== undefined, (q) => q.where('c.status', '=', filter.status!))
    .$if(filter.ids !== undefined, (q) => q.where('c.id', 'in', filter.ids!.length > 0 ? filter.ids! : [0]))
    .orderBy(sql`c.status = 'pending'`, 'desc').orderBy('c.created_at').orderBy('c.id')
    .limit(filter.limit)
    .execute();
}

/** Other accounts that hold or claim the same authors: the conflicts an administrator sees. */
export async function conflictsFor(db: Executor, authorIds: number[]) {
  if (authorIds.length === 0) return { holders: [], claims: [] };
  const [holders, claims] = await Promise.all([
    db.selectFrom('users').select(['id', 'username', 'author_id']).where('author_id', 'in', authorIds).execute(),
    db.selectFrom('author_claims as c').innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.author_id', 'c.user_id', 'u.username']).where('c.author_id', 'in', authorIds).where('c.status', '=', 'pending').execute(),
  ]);
  return { holders, claims };
}

export function lockClaim(db: Executor, claimId: number) {
  return db.selectFrom('author_claims').select(['id', 'status', 'user_id', 'author_id']).where('id', '=', claimId).forUpdate().executeTakeFirst();
}

/**
 * Whether the claim's account has verified its address. Not locked: an address once verified stays so (and the link
 * re-checks it), and locking the account after the claim would deadlock with "I did not sign up", which deletes the
 * account (and so its claims) holding the account's lock.
 */
export async function accountVerified(db: Executor, userId: number): Promise<boolean> {
  const account = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  return account !== undefined && account.email_verified_at !== null;
}

export function holderOf(db: Executor, authorId: number) {
  return db.selectFrom('users').select(['id', 'username']).where('author_id', '=', authorId).executeTakeFirst();
}

/** The author was merged into another record (or no longer exists). */
export async function isMerged(db: Executor, authorId: number): Promise<boolean> {
  const author = await db.selectFrom('authors').select('merged_into_id').where('id', '=', authorId).executeTakeFirst();
  return !author || author.merged_into_id !== null;
}

export function findUniversityDomains(db: Executor, universityId: number) {
  return db.selectFrom('universities').select(['id', 'name', 'email_domains']).where('id', '=', universityId).executeTakeFirst();
}

/**
 * Links a verified account that has no author yet; false when it already has one or its address is not verified
 * (no account is ever linked to an author before its address is: docs/accounts-and-claims.md, "The administrators' queue").
 */
export async function linkUserToAuthor(db: Executor, userId: number, authorId: number): Promise<boolean> {
  const user = await db.updateTable('users').set({ author_id: authorId, updated_at: new Date() })
    .where('id', '=', userId).where('author_id', 'is', null).where('email_verified_at', 'is not', null).executeTakeFirst();
  if (Number(user.numUpdatedRows) !== 1) return false;
  await giveAuthorTheAccountAddress(db, userId, authorId);
  return true;
}

/**
 * A linked author whose record holds no e-mail address (an imported one never does) gets the
 * account's, as a new author does at sign-up: the profile would otherwise ask the new owner for
 * the address they signed up with ("Add Email"). An address on the record is never replaced
 * (docs/accounts-and-claims.md, "Claims need proof").
 */
async function giveAuthorTheAccountAddress(db: Executor, userId: number, authorId: number): Promise<void> {
  await db.updateTable('authors')
    .set((eb) => ({ email: eb.selectFrom('users').select('users.email').where('users.id', '=', userId), updated_at: new Date() }))
    .where('id', '=', authorId).where(sql<boolean>`btrim(authors.email) = ''`)
    .execute();
}

export async function recordDecision(db: Executor, claimId: number, decision: { status: 'approved' | 'rejected'; note: string; decidedBy: number }): Promise<void> {
  await db.updateTable('author_claims').set({ status: decision.status, note: decision.note, decided_by: decision.decidedBy, decided_at: new Date() })
    .where('id', '=', claimId).execute();
}

export function userEmail(db: Executor, userId: number) {
  return db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
}

export async function setUniversityDomains(db: Executor, universityId: number, domains: string[]): Promise<void> {
  await db.updateTable('universities').set({ email_domains: domains, updated_at: new Date() }).where('id', '=', universityId).execute();
}

/** The user's pending claim, locked (granting it on verification, evidence.ts). */
export function lockPendingClaimOf(db: Executor, userId: number) {
  return db.selectFrom('author_claims').select(['id', 'author_id', 'evidence'])
    .where('user_id', '=', userId).where('status', '=', 'pending').forUpdate().executeTakeFirst();
}

/** A pending claim on the same author made before this one. */
export function earlierPendingClaim(db: Executor, authorId: number, claimId: number) {
  return db.selectFrom('author_claims').select('id')
    .where('author_id', '=', authorId).where('status', '=', 'pending').where('id', '<', claimId).executeTakeFirst();
}

/** Links a verified account that has no author yet to a live (not merged) author no account holds; false otherwise. */
export async function linkUserToFreeAuthor(db: Executor, userId: number, authorId: number): Promise<boolean> {
  const linked = await db.updateTable('users').set({ author_id: authorId, updated_at: new Date() })
    .where('id', '=', userId).where('author_id', 'is', null).where('email_verified_at', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('users as holder').select(sql`1`.as('one')).where('holder.author_id', '=', authorId))))
    .where(({ exists, selectFrom }) => exists(selectFrom('authors as live').select(sql`1`.as('one')).where('live.id', '=', authorId).where('live.merged_into_id', 'is', null)))
    .executeTakeFirst();
  if (Number(linked.numUpdatedRows) !== 1) return false;
  await giveAuthorTheAccountAddress(db, userId, authorId);
  return true;
}

export async function approveOnVerification(db: Executor, claimId: number): Promise<void> {
  await db.updateTable('author_claims').set({ status: 'approved', decided_at: new Date(), note: 'Granted: the verified address proves the claim.' })
    .where('id', '=', claimId).execute();
}
