import { sql } from 'kysely';
import type { Db } from '@ri/db';

/** The university row, locked: invitations of one university are counted against its seats one at a time. */
export function lockUniversity(db: Db, universityId: number) {
  return db.selectFrom('universities').select(['id', 'name', 'seat_limit']).where('id', '=', universityId).forUpdate().executeTakeFirst();
}

export function findUniversity(db: Db, universityId: number) {
  return db.selectFrom('universities').select(['id', 'name', 'seat_limit']).where('id', '=', universityId).executeTakeFirst();
}

/** The university account's members: its university users that are not disabled. */
export function members(db: Db, universityId: number) {
  return db.selectFrom('users').select(['id', 'username', 'email', 'access_level', 'created_at'])
    .where('type', '=', 'university').where('university_id', '=', universityId).where('disabled_at', 'is', null)
    .orderBy(sql`CASE access_level WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 ELSE 2 END`).orderBy(sql`lower(username)`).execute();
}

/** Invitations sent and neither accepted nor expired. */
export function pendingInvitations(db: Db, universityId: number) {
  return db.selectFrom('email_tokens').select(['id', 'email', 'payload', 'expires_at'])
    .where('purpose', '=', 'invitation').where('used_at', 'is', null).where('expires_at', '>', new Date())
    .where(sql<string>`payload->>'university_id'`, '=', String(universityId))
    .orderBy('created_at').execute();
}

export function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').select(['id', 'type', 'university_id', 'disabled_at'])
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase()).executeTakeFirst();
}

export function findMember(db: Db, userId: number) {
  return db.selectFrom('users').select(['id', 'type', 'university_id', 'access_level', 'disabled_at', 'username']).where('id', '=', userId).forUpdate().executeTakeFirst();
}

export async function insertInvitation(db: Db, invitation: { tokenHash: string; email: string; expiresAt: Date; payload: unknown }): Promise<number> {
  return (await db.insertInto('email_tokens').values({
    purpose: 'invitation', token_hash: invitation.tokenHash, user_id: null, email: invitation.email, expires_at: invitation.expiresAt, payload: JSON.stringify(invitation.payload),
  }).returning('id').executeTakeFirstOrThrow()).id;
}

/** A pending invitation of the university, deleted (its link stops working and its seat frees); undefined when none waits. */
export function withdrawInvitation(db: Db, id: number, universityId: number) {
  return db.deleteFrom('email_tokens')
    .where('id', '=', id).where('purpose', '=', 'invitation').where('used_at', 'is', null).where('expires_at', '>', new Date())
    .where(sql<string>`payload->>'university_id'`, '=', String(universityId))
    .returning(['id', 'email']).executeTakeFirst();
}

export async function deleteInvitation(db: Db, id: number): Promise<void> {
  await db.deleteFrom('email_tokens').where('id', '=', id).execute();
}

/** A removed member keeps the account (history points at it) but it is disabled and no longer part of the university. */
export async function removeMember(db: Db, userId: number): Promise<void> {
  await db.updateTable('users').set({ disabled_at: new Date(), university_id: null, access_level: 'user', updated_at: new Date() }).where('id', '=', userId).execute();
}

type InvitedUser = {
  username: string; password_hash: string; type: 'university'; university_id: number; access_level: string;
  email_verified_at: Date; disabled_at: null; updated_at: Date;
};

/** A returning (disabled) member takes the invitation. */
export async function updateInvitedUser(db: Db, userId: number, values: InvitedUser): Promise<void> {
  await db.updateTable('users').set(values).where('id', '=', userId).execute();
}

/** The new member, or undefined when a concurrent accept took the username. */
export function insertInvitedUser(db: Db, values: InvitedUser & { email: string }) {
  return db.insertInto('users').values(values).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst();
}
