import { Redis, type RedisOptions } from 'ioredis';

/**
 * Workers and QueueEvents block on Redis and must retry forever (BullMQ requires
 * maxRetriesPerRequest: null). Producers in the API must fail fast instead, so that a request
 * gets a clear 503 while Redis is down rather than hanging.
 */
export function createRedisConnection(url: string, role: 'worker' | 'producer'): Redis {
  const options: RedisOptions =
    role === 'worker'
      ? { maxRetriesPerRequest: null, enableReadyCheck: true }
      : { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 5_000 };
  const redis = new Redis(url, { ...options, lazyConnect: false });
  // reconnects are automatic; without a listener an outage would crash the process
  redis.on('error', () => {});
  return redis;
}

/** Resolves once the connection is ready, or false after the timeout (the caller decides whether that is fatal). */
export function waitForRedis(redis: Redis, timeoutMs = 5_000): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => { redis.off('ready', onReady); resolve(false); }, timeoutMs);
    function onReady() { clearTimeout(timer); resolve(true); }
    redis.once('ready', onReady);
  });
}
