import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '@ri/db';
import { ZAuditEntry, ZIdParam } from '@ri/contracts';
import { ADMIN_ONLY } from '../../http/access.ts';
import { listAuditEntries } from './queries.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get('/audit_log', {
    config: { access: ADMIN_ONLY },
    schema: {
      tags: ['audit'],
      summary: 'Who changed what, newest first (impersonated changes name the real admin)',
      querystring: z.object({
        entity_type: z.string().max(100).optional(),
        entity_id: z.string().max(100).optional(),
        user_id: ZIdParam.optional(),
        limit: z.coerce.number().int().min(1).max(500).default(50),
        offset: z.coerce.number().int().min(0).default(0),
      }),
      response: { 200: z.object({ entries: z.array(ZAuditEntry) }) },
    },
  }, async (request) => {
    const q = request.query;
    const rows = await listAuditEntries(db, { entityType: q.entity_type, entityId: q.entity_id, actorUserId: q.user_id, limit: q.limit, offset: q.offset });
    return {
      entries: rows.map((r) => ({
        id: Number(r.id), at: r.at.toISOString(), action: r.action, entity_type: r.entity_type, entity_id: r.entity_id,
        before: r.before ?? null, after: r.after ?? null, ip: r.ip,
        actor_user_id: r.actor_user_id, actor_username: r.actor_username,
        impersonator_user_id: r.impersonator_user_id, impersonator_username: r.impersonator_username,
      })),
    };
  });
};
