import type { Db } from '@ri/db';

export async function insertSession(
  db: Db,
  session: {
    id: string; userId: number; expiresAt: Date; ip: string; userAgent: string; impersonatorUserId: number | null; impersonatorSessionId: string | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: session.id,
      user_id: session.userId,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent.slice(0, 500),
      impersonator_user_id: session.impersonatorUserId,
      impersonator_session_id: session.impersonatorSessionId,
    })
    .execute();
}

/** True when this address opened a session of this user before (the user's own login, not an administrator's Change Login). */
export async function hasSignedInFrom(db: Db, userId: number, ip: string): Promise<boolean> {
  const row = await db.selectFrom('sessions').select('id')
    .where('user_id', '=', userId).where('ip', '=', ip).where('impersonator_user_id', 'is', null)
    .limit(1).executeTakeFirst();
  return row !== undefined;
}

/** The session with its user, whatever its state; the caller decides what is still valid. */
export function findSessionWithUser(db: Db, sessionId: string) {
  return db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .leftJoin('users as imp', 'imp.id', 's.impersonator_user_id')
    .leftJoin('sessions as adm', 'adm.id', 's.impersonator_session_id')
    .leftJoin('authors as a', 'a.id', 'u.author_id')
    .select([
      's.id as session_id', 's.created_at', 's.expires_at', 's.revoked_at', 's.impersonator_user_id', 's.impersonator_session_id',
      'adm.revoked_at as impersonator_session_revoked_at', 'adm.expires_at as impersonator_session_expires_at',
      'u.id as user_id', 'u.username', 'u.type', 'u.author_id', 'u.university_id', 'u.access_level', 'u.disabled_at',
      'imp.username as impersonator_username', 'imp.disabled_at as impersonator_disabled_at',
      'a.is_complete',
    ])
    .where('s.id', '=', sessionId)
    .executeTakeFirst();
}

/** The name an account is known by: its author's name (faculty), its university's name (university), else null. */
export async function accountName(db: Db, user: { author_id: number | null; university_id: number | null }): Promise<string | null> {
  if (user.author_id !== null) {
    const author = await db.selectFrom('authors').select(['first_name', 'last_name']).where('id', '=', user.author_id).executeTakeFirst();
    const name = author ? `${author.first_name} ${author.last_name}`.trim() : '';
    if (name !== '') return name;
  }
  if (user.university_id !== null) {
    const university = await db.selectFrom('universities').select('name').where('id', '=', user.university_id).executeTakeFirst();
    if (university) return university.name;
  }
  return null;
}

/** Ends a session and every Change Login session opened from it. */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() })
    .where((eb) => eb.or([eb('id', '=', sessionId), eb('impersonator_session_id', '=', sessionId)]))
    .where('revoked_at', 'is', null).execute();
}

export async function extendSession(db: Db, sessionId: string, expiresAt: Date): Promise<void> {
  await db.updateTable('sessions').set({ expires_at: expiresAt, last_used_at: new Date() }).where('id', '=', sessionId).execute();
}

export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: new Date() })
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('impersonator_user_id', '=', userId)]))
    .where('revoked_at', 'is', null).execute();
}

/** The account of a university: its owner first, then its oldest member. */
export function findUniversityUser(db: Db, universityId: number) {
  return db.selectFrom('users').selectAll()
    .where('type', '=', 'university').where('university_id', '=', universityId)
    .orderBy((eb) => eb.case().when('access_level', '=', 'owner').then(0).else(1).end())
    .orderBy('id').limit(1).executeTakeFirst();
}

export function findFacultyUser(db: Db, authorId: number) {
  return db.selectFrom('users').selectAll().where('type', '=', 'faculty').where('author_id', '=', authorId).orderBy('id').limit(1).executeTakeFirst();
}

export function latestOpenOrRejectedClaim(db: Db, userId: number) {
  return db.selectFrom('author_claims as c')
    .innerJoin('authors as a', 'a.id', 'c.author_id')
    .select(['c.status', 'c.author_id', 'c.note', 'c.created_at', 'a.first_name', 'a.last_name'])
    .where('c.user_id', '=', userId).where('c.status', 'in', ['pending', 'rejected'])
    .orderBy('c.id', 'desc').limit(1)
    .executeTakeFirst();
}
