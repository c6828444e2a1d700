import type { Executor } from '@ri/db';
export { insertTeamRequest } from '../../queries/teamRequests.ts';


export function listTeamRequests(db: Executor, filter: { status?: 'open' | 'done' | 'rejected'; kind?: string; limit: number; offset: number }) {
  let query = db.selectFrom('team_requests as t')
    .leftJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.kind', 't.recipient', 't.subject', 't.body', 't.payload', 't.status', 't.user_id', 't.created_at', 'u.username'])
    .orderBy('t.id', 'desc').limit(filter.limit).offset(filter.offset);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.kind) query = query.where('t.kind', '=', filter.kind);
  return query.execute();
}

export function userContact(db: Executor, userId: number) {
  return db.selectFrom('users').select(['id', 'username', 'email', 'type', 'author_id', 'university_id']).where('id', '=', userId).executeTakeFirst();
}
