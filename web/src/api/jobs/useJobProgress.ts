import { useEffect, useState } from 'react';
import type { TJobEvent, TJobProgress } from '@ri/contracts/jobs';
import { browserAuthStore } from '../../auth/browserAuthStore.ts';
import { ApiError, apiFetch } from '../client.ts';
import { jobRunPath } from './jobQueries.ts';
import { ZJobRun } from '@ri/contracts/jobs';
import { parseSseChunk, toJobEvent } from './sseParser.ts';

export interface JobRef {
  queue: string;
  jobId: string;
}

export type JobProgressState =
  | { status: 'idle' }
  | { status: 'running'; progress: TJobProgress | null }
  | { status: 'completed'; result: unknown }
  | { status: 'failed'; error: string };

export const STREAM_LOST_MESSAGE = 'Lost the connection to the job\'s progress. Reload the page to see how it ended.';

/** Reads one connection of GET /api/jobs/{queue}/{jobId}/events; resolves with the final event, or null if the stream dropped. */
async function readStream(job: JobRef, signal: AbortSignal, onEvent: (event: TJobEvent) => void): Promise<TJobEvent | null> {
  const token = browserAuthStore.getValidToken();
  if (token === null) throw new ApiError(401, 'Your session has ended. Please log in again.', undefined);
  const response = await fetch(`/api${jobRunPath(job.queue, job.jobId)}/events`, {
    headers: { Accept: 'text/event-stream', Authorization: `Bearer ${token}` },
    signal,
  });
  if (!response.ok || response.body === null) {
    // let the shared client read the error (and end the session on a 401)
    await apiFetch(jobRunPath(job.queue, job.jobId), { schema: ZJobRun, signal });
    throw new ApiError(response.status, `Could not follow the job (${response.status}).`, undefined);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return null;
      const { blocks, rest } = parseSseChunk(buffer + value);
      buffer = rest;
      for (const block of blocks) {
        const event = toJobEvent(block);
        if (!event) continue;
        onEvent(event);
        if (event.kind !== 'progress') return event;
      }
    }
  } finally {
    reader.cancel().catch(() => undefined);
  }
}

/**
 * Follows a job's server-sent events with fetch (EventSource cannot send the bearer token):
 * progress until completed or failed; one reconnection when the connection drops. `job` null: idle.
 */
export function useJobProgress(job: JobRef | null): JobProgressState {
  const [state, setState] = useState<JobProgressState>({ status: 'idle' });
  const queue = job?.queue;
  const jobId = job?.jobId;

  useEffect(() => {
    if (queue === undefined || jobId === undefined) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    const ref = { queue, jobId };
    setState({ status: 'running', progress: null });
    const onEvent = (event: TJobEvent) => {
      if (controller.signal.aborted) return;
      if (event.kind === 'progress') setState({ status: 'running', progress: event.progress });
      else if (event.kind === 'completed') setState({ status: 'completed', result: event.result });
      else setState({ status: 'failed', error: event.error });
    };
    void (async () => {
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          const last = await readStream(ref, controller.signal, onEvent);
          if (last) return;
        } catch (error) {
          if (controller.signal.aborted) return;
          if (error instanceof ApiError && error.status !== 0) {
            setState({ status: 'failed', error: error.message });
            return;
          }
        }
        if (controller.signal.aborted) return;
      }
      setState({ status: 'failed', error: STREAM_LOST_MESSAGE });
    })();
    return () => controller.abort();
  }, [queue, jobId]);

  return state;
}
