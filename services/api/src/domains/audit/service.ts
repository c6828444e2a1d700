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
    /**
     * Records a change made by `caller`; an impersonated session records the real admin beside the user.
     * `executor`: the transaction of the change, so that the entry is written with it or not at all.
     */
    async record(caller: Caller | null, record: AuditRecord, ip = '', executor: Db = db): Promise<void> {
      await insertAuditEntry(executor, {
        actorUserId: caller?.userId ?? null,
        impersonatorUserId: caller?.impersonatorUserId ?? null,
        ip,
        ...record,
      });
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

/**
 * Every request made while impersonating, reads included, is recorded (docs/api-conventions.md, "Change Login"):
 * what an administrator saw as someone else is as accountable as what they changed. The domain services record
 * entity-level before/after for the changes that matter; this hook guarantees that no impersonated request goes
 * unrecorded: `impersonated.request`, the route, the status and the URL with its query string. It records an event,
 * not a change, after the answer, so it has no transaction to join: the one entry ESLint's ri/audit-in-transaction
 * allows without one (docs/reliability.md, "Faults").
 */
export function recordImpersonatedRequests(app: FastifyInstance, audit: AuditService): void {
  app.addHook('onResponse', async (request, reply) => {
    const caller = request.caller;
    if (!caller?.impersonatorUserId) return;
    if (request.routeOptions.url === '/api/admin_logout') return;
    await audit.record(caller, {
      action: 'impersonated.request',
      entityType: 'route',
      entityId: `${request.method} ${request.routeOptions.url ?? request.url}`,
      after: { status: reply.statusCode, url: request.url },
    }, request.ip).catch((error: unknown) => request.log.error({ err: error }, 'could not record audit entry'));
  });
}
