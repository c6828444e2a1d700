import { queryOptions } from '@tanstack/react-query';
import { ZComputeFieldsDetails, ZComputeStarted, type TComputeButtonName } from '@ri/contracts/analytics';
import { z } from 'zod';
import { apiFetch } from '../client.ts';

export const computeFieldsKeys = {
  all: ['computeFields'] as const,
  details: () => [...computeFieldsKeys.all, 'details'] as const,
};

/** GET /api/generate_university_stats (admin): each button's last finish and running job. */
export function computeFieldsDetailsQueryOptions() {
  return queryOptions({
    queryKey: computeFieldsKeys.details(),
    queryFn: ({ signal }) => apiFetch('/generate_university_stats', { schema: ZComputeFieldsDetails, signal }),
  });
}

/**
 * The answer is read loosely on purpose: a message other than 'Success' is the seed's
 * 'Something went wrong.', not an unreadable answer. The fields themselves follow ZComputeStarted.
 */
const ZStartAnswer = ZComputeStarted.partial().extend({ message: z.string() });

const START_CALLS: Record<TComputeButtonName, { path: string; method: 'GET' | 'POST' }> = {
  generate_university_stats: { path: '/generate_university_stats', method: 'POST' },
  generate_tenure_data: { path: '/generate_tenure_data', method: 'POST' },
  generate_first_year_career: { path: '/generate_first_year_career', method: 'GET' },
};

export type ComputeStartOutcome = { ok: true; queue: string; jobId: string } | { ok: false };

/** Starts (or joins) a button's job. */
export async function startComputeJob(button: TComputeButtonName): Promise<ComputeStartOutcome> {
  const { path, method } = START_CALLS[button];
  const answer = await apiFetch(path, { method, schema: ZStartAnswer });
  if (answer.message !== 'Success' || !answer.queue || !answer.job_id) return { ok: false };
  return { ok: true, queue: answer.queue, jobId: answer.job_id };
}
