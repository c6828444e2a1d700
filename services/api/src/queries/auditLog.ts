// Shared queries (ARCHITECTURE.md, "API domains by purpose"): owned by the API as a whole, run by several
// domains inside their own transactions. A domain imports these, never another domain's queries.ts.
import type { Db } from '@ri/db';

export interface AuditEntry {
  actorUserId: number | null;
  impersonatorUserId: number | null;
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insertInto('audit_log').values({
    actor_user_id: entry.actorUserId,
    impersonator_user_id: entry.impersonatorUserId,
    action: entry.action,
    entity_type: entry.entityType,
    entity_id: String(entry.entityId),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
    ip: entry.ip ?? '',
  }).execute();
}
