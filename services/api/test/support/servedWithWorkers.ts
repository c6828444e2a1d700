import type { AddressInfo } from 'node:net';
import { createRedisConnection } from '@ri/jobs';
import { PROCESSORS, startWorkers } from '@ri/workers';
import { testEnv } from '@ri/tests/support/env';
import type { TestApp } from './testApp.ts';

export interface ServedWithWorkers {
  /** http://127.0.0.1:<port> of the listening app (for server-sent events and real HTTP) */
  baseUrl: string;
  /** closes the workers, their Redis connection and the test app */
  close(): Promise<void>;
}

/** Starts every worker on the test app's database and queue prefix and has the app listen on a free port. */
export async function serveWithWorkers(t: TestApp): Promise<ServedWithWorkers> {
  const connection = createRedisConnection(testEnv.redisUrl, 'worker');
  const workers = startWorkers(PROCESSORS, { db: t.db, connection, prefix: t.queuePrefix });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl: `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`,
    async close() {
      await Promise.all(workers.map((worker) => worker.close()));
      connection.disconnect();
      await t.close();
    },
  };
}
