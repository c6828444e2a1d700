// Shared queries (ARCHITECTURE.md, "API domains by purpose"): owned by the API as a whole, run by several
// domains inside their own transactions. A domain imports these, never another domain's queries.ts.
import type { Executor } from '@ri/db';


export function insertTeamRequest(db: Executor, request: {
  userId: number | null; kind: 'university' | 'school' | 'department' | 'paper' | 'other'; recipient: string; subject: string; body: string; payload: unknown;
}) {
  return db.insertInto('team_requests').values({
    user_id: request.userId, kind: request.kind, recipient: request.recipient, subject: request.subject, body: request.body,
    payload: JSON.stringify(request.payload ?? {}),
  }).returning(['id', 'created_at']).executeTakeFirstOrThrow();
}
