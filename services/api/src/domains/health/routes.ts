import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Db } from '@ri/db';
import { ZHealth } from '@ri/contracts';
import { PUBLIC } from '../../http/access.ts';

async function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => { timer = setTimeout(() => reject(new Error('timeout')), ms); });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; redis: Redis }> = async (app, { db, redis }) => {
  app.get('/health', {
    config: { access: PUBLIC },
    schema: { tags: ['health'], summary: 'Postgres and Redis reachability', response: { 200: ZHealth, 503: ZHealth } },
  }, async (_request, reply) => {
    const [postgres, redisState] = await Promise.all([
      within(2_000, sql`SELECT 1`.execute(db)).then(() => 'up' as const, () => 'down' as const),
      within(2_000, redis.ping()).then(() => 'up' as const, () => 'down' as const),
    ]);
    const ok = postgres === 'up' && redisState === 'up';
    return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', postgres, redis: redisState });
  });
};
