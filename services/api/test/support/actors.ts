import { randomUUID } from 'node:crypto';
import type { TestApp } from './testApp.ts';
import { createUser } from './testApp.ts';

export const ROLES = ['anonymous', 'faculty', 'otherFaculty', 'university', 'otherUniversity', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface Actors {
  /** a fresh token per call, so that calls which end a session (logout) do not spoil the next */
  token(role: Role): Promise<string | null>;
  authorId: number;
  otherAuthorId: number;
  universityId: number;
  otherUniversityId: number;
  userIds: Record<Exclude<Role, 'anonymous'>, number>;
}

/** One user of each role, with the records they own, and tokens minted without the cost of argon2 logins. */
export async function createActors(t: TestApp): Promise<Actors> {
  const [u1, u2] = await t.db.insertInto('universities').values([{ name: 'Own University', status: 'Completed' }, { name: 'Other University', status: 'Completed' }]).returning('id').execute();
  const [a1, a2] = await t.db.insertInto('authors').values([
    { first_name: 'Own', last_name: 'Faculty', university_id: u1!.id, is_complete: true },
    { first_name: 'Other', last_name: 'Faculty', university_id: u2!.id, is_complete: true },
  ]).returning('id').execute();
  const userIds = {
    faculty: await createUser(t.db, { username: 'matrix-faculty', type: 'faculty', authorId: a1!.id, universityId: u1!.id }),
    otherFaculty: await createUser(t.db, { username: 'matrix-other-faculty', type: 'faculty', authorId: a2!.id, universityId: u2!.id }),
    university: await createUser(t.db, { username: 'matrix-university', type: 'university', universityId: u1!.id }),
    otherUniversity: await createUser(t.db, { username: 'matrix-other-university', type: 'university', universityId: u2!.id }),
    admin: await createUser(t.db, { username: 'matrix-admin', type: 'admin' }),
  };
  return {
    authorId: a1!.id, otherAuthorId: a2!.id, universityId: u1!.id, otherUniversityId: u2!.id, userIds,
    async token(role) {
      if (role === 'anonymous') return null;
      const sessionId = randomUUID();
      await t.db.insertInto('sessions').values({ id: sessionId, user_id: userIds[role], expires_at: new Date(Date.now() + 3_600_000) }).execute();
      return t.app.jwt.sign({ sid: sessionId, sub: String(userIds[role]) }, { expiresIn: '1h' });
    },
  };
}
