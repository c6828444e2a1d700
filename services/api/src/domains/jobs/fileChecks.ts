// The checks an upload or an RSS preview waits for (docs/reliability.md, "The sandbox"): the API stores
// the bytes, enqueues a request-scoped fileCheck job and waits for its answer at most FILE_CHECK_WAIT_MS;
// the workers parse the file in a sandbox thread. The API process never parses an untrusted file.
import { JobFailed, JobWaitTimedOut, QUEUES, type JobProducer, type TFileCheckPayload, type TFileCheckResult } from '@ri/jobs';
import { ServiceUnavailable } from '../../http/errors.ts';
import type { JobEvents } from './jobEvents.ts';

/** Longer than a check's own wall time (20 s once its thread is ready) plus a thread's start and a short queue. */
export const FILE_CHECK_WAIT_MS = 45_000;
export const CHECK_TIMED_OUT_MESSAGE = 'Your file could not be checked in time because the server is busy. Please try again in a minute.';
export const CHECK_FAILED_MESSAGE = 'Your file could not be checked right now. Please try again in a minute.';
export const QUEUE_UNAVAILABLE_MESSAGE = 'The job queue is unavailable right now. Please try again in a minute.';

export function createFileChecks({ producer, jobEvents, waitMs = FILE_CHECK_WAIT_MS }: { producer: JobProducer; jobEvents: JobEvents; waitMs?: number }) {
  // opened now rather than by the first upload: opening it (a Redis connection, BullMQ's QueueEvents) took about 9 ms
  // of CPU inside that upload's request (docs/reliability.md, "The API's event loop")
  jobEvents.queueEvents(QUEUES.fileCheck.name);
  return {
    /** The check's answer (ok, or the file's refusal with its sentence); 503 with a sentence when it cannot be had. */
    async check(payload: TFileCheckPayload, requestedBy: number | null): Promise<TFileCheckResult> {
      try {
        return await producer.run('fileCheck', payload, { requestedBy, events: jobEvents.queueEvents(QUEUES.fileCheck.name), timeoutMs: waitMs });
      } catch (error) {
        if (error instanceof JobWaitTimedOut) throw new ServiceUnavailable(CHECK_TIMED_OUT_MESSAGE);
        if (error instanceof JobFailed) throw new ServiceUnavailable(CHECK_FAILED_MESSAGE);
        throw new ServiceUnavailable(QUEUE_UNAVAILABLE_MESSAGE);
      }
    },
  };
}

export type FileChecks = ReturnType<typeof createFileChecks>;
