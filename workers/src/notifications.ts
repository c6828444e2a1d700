import type { Db } from '@ri/db';
import { QUEUES } from '@ri/jobs';
import { jobFinishedEmail, type Mailer } from '@ri/mail';
import type { WorkerDeps } from './runtime.ts';

type OnFinished = NonNullable<WorkerDeps['onFinished']>;

function describeResult(result: unknown): string {
  if (!result || typeof result !== 'object') return '';
  return Object.entries(result as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'number' || typeof value === 'string')
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join('\n');
}

/**
 * The worker's onFinished hook: jobs whose queue says notifyByEmail (the Compute Fields jobs) send
 * their requester an e-mail when they complete or finally fail. Scheduled runs have no requester
 * and send nothing. A mail failure is reported to onError and never fails the job.
 */
export function createJobEmailNotifier(deps: { db: Db; mailer: Mailer; publicUrl?: string; onError?: (error: unknown) => void }): OnFinished {
  return async ({ queue, job, outcome, result, error }) => {
    const definition = QUEUES[queue];
    const requestedBy = (job.data as { requestedBy?: number | null }).requestedBy ?? null;
    if (!definition.notifyByEmail || requestedBy === null) return;
    try {
      const user = await deps.db.selectFrom('users').select(['email']).where('id', '=', requestedBy).executeTakeFirst();
      if (!user) return;
      const follow = deps.publicUrl ? `\n\nJob console: ${deps.publicUrl}/dashboard/UniversityStats` : '';
      const detail = outcome === 'completed'
        ? `${describeResult(result)}${follow}`.trim()
        : `${error ?? 'Unknown error'}${follow}`;
      await deps.mailer.send(jobFinishedEmail(user.email, definition.title, outcome, detail));
    } catch (failure) {
      deps.onError?.(failure);
    }
  };
}
