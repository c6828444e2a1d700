import { z } from 'zod';

/**
 * Every queue, declared once: its payload schema (validated by producers before enqueueing and by
 * workers before processing) and its result schema. Progress is always ZJobProgress
 * ({ pct, stage, message }) so that one SSE stream and one progress bar serve every job.
 */
export interface QueueDefinition<P extends z.ZodType, R extends z.ZodType> {
  name: string;
  title: string;
  payload: P;
  result: R;
  /** the job e-mails its requester when it ends */
  notifyByEmail: boolean;
}

function defineQueue<P extends z.ZodType, R extends z.ZodType>(definition: QueueDefinition<P, R>) {
  return definition;
}

export const QUEUES = {
  /** Recomputes every author's paper and citation totals into author_stats. */
  authorTotals: defineQueue({
    name: 'author-totals',
    title: 'Author totals',
    payload: z.object({}).strict(),
    result: z.object({ authors: z.number().int(), papers: z.number().int(), citations: z.number().int() }),
    notifyByEmail: false,
  }),
} as const;

export type QueueKey = keyof typeof QUEUES;
export type QueuePayload<K extends QueueKey> = z.infer<(typeof QUEUES)[K]['payload']>;
export type QueueResult<K extends QueueKey> = z.infer<(typeof QUEUES)[K]['result']>;

export const QUEUE_KEYS = Object.keys(QUEUES) as QueueKey[];

export function queueKeyByName(name: string): QueueKey | undefined {
  return QUEUE_KEYS.find((key) => QUEUES[key].name === name);
}
