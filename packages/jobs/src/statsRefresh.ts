import type { TAnalyticsRefreshPayload } from '@ri/contracts';
import type { EnqueuedJob, JobProducer } from './producer.ts';

/** What a write touched. Name everything the write changed; the refresh widens it to whole schools. */
export interface StatsRefreshTargets {
  authorIds?: Iterable<number>;
  paperIds?: Iterable<number>;
  departmentIds?: Iterable<number>;
  universityIds?: Iterable<number>;
  journalIds?: Iterable<number>;
}

export interface StatsRefreshOptions {
  requestedBy?: number | null;
  /**
   * When given, a failure to enqueue (Redis down) is handed to it and the call resolves to null
   * instead of rejecting: the write itself has succeeded, and the nightly recompute catches up.
   */
  onError?: (error: unknown) => void;
}

/** Ids per job: a bigger write is split into several refresh jobs. */
const MAX_IDS_PER_JOB = 10_000;

function cleanIds(ids: Iterable<number> | undefined): number[] {
  if (!ids) return [];
  const unique = new Set<number>();
  for (const id of ids) if (Number.isInteger(id) && id > 0) unique.add(id);
  return [...unique].sort((a, b) => a - b);
}

/**
 * Asks the analytics workers to refresh the precomputed figures of what a write touched; call it
 * after the write has committed. Every domain that writes papers, authorships, citations, an
 * author's position, marker, gender, department or university, or a department's journal lists
 * calls this. Resolves to the first job enqueued, or null when there was nothing to refresh.
 *
 *   await enqueueStatsRefresh(producer, { paperIds: [paper.id], authorIds }, { requestedBy, onError: log.warn });
 */
export async function enqueueStatsRefresh(
  producer: JobProducer,
  targets: StatsRefreshTargets,
  options: StatsRefreshOptions = {},
): Promise<EnqueuedJob | null> {
  const lists = {
    authorIds: cleanIds(targets.authorIds),
    paperIds: cleanIds(targets.paperIds),
    departmentIds: cleanIds(targets.departmentIds),
    universityIds: cleanIds(targets.universityIds),
    journalIds: cleanIds(targets.journalIds),
  };
  const payloads: TAnalyticsRefreshPayload[] = [];
  for (const [key, ids] of Object.entries(lists) as [keyof typeof lists, number[]][]) {
    for (let start = 0; start < ids.length; start += MAX_IDS_PER_JOB) {
      const chunk = ids.slice(start, start + MAX_IDS_PER_JOB);
      // small writes travel in one job; only oversized lists get jobs of their own
      const shared = payloads[0];
      if (start === 0 && shared && countIds(shared) + chunk.length <= MAX_IDS_PER_JOB) shared[key] = chunk;
      else payloads.push({ [key]: chunk });
    }
  }
  if (payloads.length === 0) return null;
  try {
    let first: EnqueuedJob | null = null;
    for (const payload of payloads) {
      // recorded first: a refresh that starts before this job runs takes it in, and this job then has nothing left to do
      // (docs/analytics-engine.md, "Incremental refresh"); should the enqueue fail, the next refresh or the nightly rebuild covers it
      const pending = await producer.db.insertInto('analytics_refresh_pending').values({
        author_ids: payload.authorIds ?? [], paper_ids: payload.paperIds ?? [], department_ids: payload.departmentIds ?? [],
        university_ids: payload.universityIds ?? [], journal_ids: payload.journalIds ?? [],
      }).returning('id').executeTakeFirstOrThrow();
      const job = await producer.enqueue('analyticsRefresh', { ...payload, pendingId: pending.id }, { requestedBy: options.requestedBy ?? null });
      first ??= job;
    }
    return first;
  } catch (error) {
    if (!options.onError) throw error;
    options.onError(error);
    return null;
  }
}

function countIds(payload: TAnalyticsRefreshPayload): number {
  return Object.values(payload).reduce((sum: number, ids) => sum + (Array.isArray(ids) ? ids.length : 0), 0);
}
