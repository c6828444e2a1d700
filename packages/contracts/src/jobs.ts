import { z } from 'zod';

/** What a worker reports with job.updateProgress, and what the SSE stream sends to the browser. */
export const ZJobProgress = z.object({
  pct: z.number().min(0).max(100),
  stage: z.string(),
  message: z.string().default(''),
});
export type TJobProgress = z.infer<typeof ZJobProgress>;

export const ZJobStatus = z.enum(['waiting', 'active', 'completed', 'failed']);

export const ZJobRun = z.object({
  id: z.number().int(),
  queue: z.string(),
  job_id: z.string(),
  status: ZJobStatus,
  progress: ZJobProgress.partial(),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TJobRun = z.infer<typeof ZJobRun>;

/** Events of GET /api/jobs/:queue/:id/events (text/event-stream); the `event:` line names the kind. */
export const ZJobEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('progress'), progress: ZJobProgress }),
  z.object({ kind: z.literal('completed'), result: z.unknown() }),
  z.object({ kind: z.literal('failed'), error: z.string() }),
]);
export type TJobEvent = z.infer<typeof ZJobEvent>;
