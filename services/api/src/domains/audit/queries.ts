import type { Db } from '@ri/db';
export { insertAuditEntry, type AuditEntry } from '../../queries/auditLog.ts';

export function listAuditEntries(db: Db, filter: { entityType?: string; entityId?: string; actorUserId?: number; limit: number; offset: number }) {
  let query = db.selectFrom('audit_log as l')
    .leftJoin('users as actor', 'actor.id', 'l.actor_user_id')
    .leftJoin('users as imp', 'imp.id', 'l.impersonator_user_id')
    .select(['l.id', 'l.at', 'l.action', 'l.entity_type', 'l.entity_id', 'l.before', 'l.after', 'l.ip',
      'l.actor_user_id', 'actor.username as actor_username', 'l.impersonator_user_id', 'imp.username as impersonator_username'])
    .orderBy('l.id', 'desc').limit(filter.limit).offset(filter.offset);
  if (filter.entityType) query = query.where('l.entity_type', '=', filter.entityType);
  if (filter.entityId) query = query.where('l.entity_id', '=', filter.entityId);
  if (filter.actorUserId) query = query.where((eb) => eb.or([eb('l.actor_user_id', '=', filter.actorUserId!), eb('l.impersonator_user_id', '=', filter.actorUserId!)]));
  return query.execute();
}
