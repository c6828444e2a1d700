import { EventEmitter } from 'node:events';
import { QueueEvents } from 'bullmq';
import type { Redis } from 'ioredis';
import { createRedisConnection } from '@ri/jobs';
import type { TJobEvent } from '@ri/contracts';
import { ZJobProgress } from '@ri/contracts';

/**
 * Fans BullMQ's queue events out to per-job listeners. One QueueEvents (one blocking Redis
 * connection) per queue per API process, opened on first use.
 */
export function createJobEvents({ redisUrl, prefix }: { redisUrl: string; prefix: string }) {
  const perQueue = new Map<string, { events: QueueEvents; emitter: EventEmitter; ready: Promise<void>; connection: Redis }>();

  function open(queue: string) {
    let entry = perQueue.get(queue);
    if (!entry) {
      const connection = createRedisConnection(redisUrl, 'worker');
      const events = new QueueEvents(queue, { connection, prefix });
      const emitter = new EventEmitter();
      emitter.setMaxListeners(0);
      events.on('progress', ({ jobId, data }) => {
        const parsed = ZJobProgress.safeParse(data);
        if (parsed.success) emitter.emit(jobId, { kind: 'progress', progress: parsed.data } satisfies TJobEvent);
      });
      events.on('completed', ({ jobId, returnvalue }) => {
        emitter.emit(jobId, { kind: 'completed', result: returnvalue } satisfies TJobEvent);
      });
      events.on('failed', ({ jobId, failedReason }) => {
        emitter.emit(jobId, { kind: 'failed', error: failedReason } satisfies TJobEvent);
      });
      events.on('error', () => {});
      entry = { events, emitter, connection, ready: events.waitUntilReady().then(() => undefined) };
      perQueue.set(queue, entry);
    }
    return entry;
  }

  return {
    /** Listens to one job's events until the returned function is called. Resolves once listening. */
    async subscribe(queue: string, jobId: string, listener: (event: TJobEvent) => void): Promise<() => void> {
      const entry = open(queue);
      entry.emitter.on(jobId, listener);
      await entry.ready;
      return () => entry.emitter.off(jobId, listener);
    },
    /** The queue's QueueEvents, opened on first use (for producer.run, which waits, bounded, until it listens). */
    queueEvents(queue: string): QueueEvents {
      return open(queue).events;
    },
    async close(): Promise<void> {
      await Promise.all([...perQueue.values()].map(async ({ events, connection }) => {
        await events.close();
        connection.disconnect();
      }));
      perQueue.clear();
    },
  };
}

export type JobEvents = ReturnType<typeof createJobEvents>;
