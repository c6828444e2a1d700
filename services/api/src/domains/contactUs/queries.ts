import type { Db } from '@ri/db';

export async function insertContactRequest(db: Db, request: { name: string; email: string; message: string }): Promise<number> {
  return (await db.insertInto('contact_requests').values(request).returning('id').executeTakeFirstOrThrow()).id;
}

/** One page of requests, newest first, and the total. */
export async function listContactRequests(db: Db, skip: number, limit: number) {
  const [rows, total] = await Promise.all([
    db.selectFrom('contact_requests').select(['id', 'name', 'email', 'message', 'contacted', 'created_at'])
      .orderBy('created_at', 'desc').orderBy('id', 'desc').offset(skip).limit(limit).execute(),
    db.selectFrom('contact_requests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function setContacted(db: Db, id: number, contacted: boolean, userId: number) {
  return db.updateTable('contact_requests')
    .set({ contacted, contacted_by: contacted ? userId : null, contacted_at: contacted ? new Date() : null })
    .where('id', '=', id).returning(['id', 'contacted']).executeTakeFirst();
}
