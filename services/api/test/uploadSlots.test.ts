// Uploads in flight per user across API processes (docs/reliability.md, "Uploads never pile up"): the slots live in
// the real Redis, so two processes (two slot holders on one prefix, each with its own connection) share the limit; a
// slot its process never released (a crash) expires; while Redis does not answer, each process counts its own.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Redis } from 'ioredis';
import { createRedisConnection, waitForRedis } from '@ri/jobs';
import { testEnv } from '@ri/tests/support/env';
import { TooManyRequests } from '../src/http/errors.ts';
import { MAX_UPLOADS_IN_FLIGHT, redisUploadSlots, UPLOADS_IN_FLIGHT_MESSAGE } from '../src/http/uploadLimits.ts';

describe('uploads in flight: one limit per user across API processes, in Redis', () => {
  const prefix = `ri-slots-${process.pid}-${randomBytes(3).toString('hex')}`;
  const connections: Redis[] = [];
  /** an API process's slot holder: its own Redis connection */
  const apiProcess = async (ttlMs?: number) => {
    const redis = createRedisConnection(testEnv.redisUrl, 'producer');
    connections.push(redis);
    expect(await waitForRedis(redis)).toBe(true);
    return { redis, slots: redisUploadSlots(redis, prefix, undefined, ttlMs) };
  };
  const refused = async (attempt: Promise<unknown>) => {
    const error = await attempt.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as Error).message).toBe(UPLOADS_IN_FLIGHT_MESSAGE);
  };

  let admin: Redis;
  beforeAll(async () => {
    admin = createRedisConnection(testEnv.redisUrl, 'producer');
    expect(await waitForRedis(admin)).toBe(true);
  });
  afterAll(async () => {
    const keys = await admin.keys(`${prefix}:*`);
    if (keys.length > 0) await admin.del(...keys);
    for (const redis of [admin, ...connections]) redis.disconnect();
  });

  it('a user sending 2 files to one process is refused a third by another; a release frees a slot for either', async () => {
    const a = await apiProcess();
    const b = await apiProcess();
    expect(MAX_UPLOADS_IN_FLIGHT).toBe(2);
    const first = await a.slots.hold(1);
    await b.slots.hold(1);
    await refused(b.slots.hold(1));
    await refused(a.slots.hold(1));
    // another user is not affected
    const other = await b.slots.hold(2);
    await first();
    // releasing twice frees one slot only
    await first();
    const third = await b.slots.hold(1);
    await refused(a.slots.hold(1));
    await third();
    await other();
    expect(await admin.zcard(`${prefix}:uploads-in-flight:2`)).toBe(0);
  });

  it('the slots of a process that died mid-upload expire: the user can send again, and the key goes', async () => {
    const crashed = await apiProcess(400);
    await crashed.slots.hold(3);
    await crashed.slots.hold(3);
    crashed.redis.disconnect();
    const survivor = await apiProcess(400);
    await refused(survivor.slots.hold(3));
    await new Promise((resolve) => setTimeout(resolve, 600));
    const release = await survivor.slots.hold(3);
    await release();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await admin.exists(`${prefix}:uploads-in-flight:3`)).toBe(0);
  });

  it('while Redis does not answer, each process counts its own uploads (2 per user) and logs why', async () => {
    // a connection to a port nothing listens on
    const away = createRedisConnection('redis://127.0.0.1:1', 'producer');
    connections.push(away);
    const errors: unknown[] = [];
    const slots = redisUploadSlots(away, prefix, (error) => errors.push(error));
    const first = await slots.hold(4);
    await slots.hold(4);
    await refused(slots.hold(4));
    await first();
    await slots.hold(4);
    expect(errors.length).toBeGreaterThan(0);
  });
});
