import type { Db } from '@ri/db';
import { QUEUES } from '@ri/jobs';
import { jobFinishedEmail, type Mailer } from '@ri/mail';
import type { WorkerDeps } from './runtime.ts';
import { userEmail } from './queries.ts';

type OnFinished = NonNullable<WorkerDeps['onFinished']>;

/** Words for the result fields the e-mailed jobs answer (docs/analytics-engine.md, "Compute Fields"); others are split into words. */
const RESULT_WORDS: Record<string, string> = {
  authors: 'Authors', papers: 'Papers', rows: 'Rows written', updated: 'Authors updated', withoutHistory: 'Authors without an education or work history',
  currentYear: 'Current year', durationMs: 'Time taken', universities: 'Universities', departments: 'Departments', imported: 'Imported', skipped: 'Skipped',
};

/** The page that shows a job's result, and its name (a link in the e-mail). */
const RESULT_PAGES: Partial<Record<string, { path: string; name: string }>> = {
  'analytics-recompute': { path: '/dashboard/authorrank', name: 'Faculty Ranking' },
  'tenure-data': { path: '/dashboards/tenureReadiness', name: 'Tenure Readiness' },
  'first-year-career': { path: '/dashboard/UniversityStats', name: 'Compute Fields' },
  'directory-scrape': { path: '/dashboard/imports/history', name: 'Import History' },
  'openalex-import': { path: '/dashboard/imports/history', name: 'Import History' },
  'openalex-onboard': { path: '/dashboard/onboardSchool', name: 'Onboard School' },
  'journal-list-import': { path: '/dashboard/imports/history', name: 'Import History' },
};

function words(key: string): string {
  const spaced = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/_/g, ' ').toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

function valueText(key: string, value: number | string): string {
  if (typeof value === 'string') return value;
  if (key === 'durationMs') return value < 60_000 ? `${(value / 1000).toFixed(1)} seconds` : `${Math.round(value / 60_000)} minutes`;
  if (/year/i.test(key)) return String(value);
  return value.toLocaleString('en-US');
}

/** A job's result as lines a person reads ("Authors updated: 1,204"), never the raw field names. */
export function describeResult(result: unknown): string {
  if (!result || typeof result !== 'object') return '';
  return Object.entries(result as Record<string, unknown>)
    .filter((entry): entry is [string, number | string] => typeof entry[1] === 'number' || typeof entry[1] === 'string')
    .map(([key, value]) => `${RESULT_WORDS[key] ?? words(key)}: ${valueText(key, value)}`)
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
      const user = await userEmail(deps.db, requestedBy);
      if (!user) return;
      const page = RESULT_PAGES[definition.name];
      const follow = !deps.publicUrl ? ''
        : outcome === 'completed' && page ? `\n\nSee the result on ${page.name}: ${deps.publicUrl}${page.path}`
          : `\n\nJob console: ${deps.publicUrl}/dashboard/jobs`;
      const detail = outcome === 'completed'
        ? `${describeResult(result)}${follow}`.trim()
        : `${error ?? 'Unknown error'}${follow}`;
      await deps.mailer.send(jobFinishedEmail(user.email, definition.title, outcome, detail));
    } catch (failure) {
      deps.onError?.(failure);
    }
  };
}
