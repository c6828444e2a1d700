import type { FastifyInstance } from 'fastify';
import type { Db } from '@ri/db';
import type { Caller } from '../../http/access.ts';
import { insertAuditEntry } from './queries.ts';

export interface AuditRecord {
  action: string;
  entityType: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

export function createAuditService({ db }: { db: Db }) {
  return {
    /** Records a change made by `caller`; an impersonated session records the real admin beside the user. */
    async record(caller: Caller | null, record: AuditRecord, ip = ''): Promise<void> {
      await insertAuditEntry(db, {
        actorUserId: caller?.userId ?? null,
        impersonatorUserId: caller?.impersonatorUserId ?? null,
        ip,
        ...record,
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Every write made while impersonating is recorded, whatever the domain does: the domain services
 * record entity-level before/after for the changes that matter, and this hook guarantees that no
 * impersonated write goes unrecorded.
 */
export function recordImpersonatedWrites(app: FastifyInstance, audit: AuditService): void {
  app.addHook('onResponse', async (request, reply) => {
    const caller = request.caller;
    if (!caller?.impersonatorUserId || !MUTATING.has(request.method)) return;
    if (request.routeOptions.url === '/api/admin_logout') return;
    await audit.record(caller, {
      action: 'impersonated.request',
      entityType: 'route',
      entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
      after: { status: reply.statusCode, url: request.url },
    }, request.ip).catch((error: unknown) => request.log.error({ err: error }, 'could not record audit entry'));
  });
}
