// Onboarding a school from the OpenAlex API (docs/ingestion.md "Onboarding a school from OpenAlex"):
// the institution's record, then its authors, then its works, each listing paged with OpenAlex's
// cursor. Every page is one batch of the OpenAlex import (the same mapping as a file import),
// committed with the next cursor in the run's checkpoint; the job's data (saveStep, job.updateData)
// carries the same cursor for the console. A job killed mid-way is retried by BullMQ and asks for
// the page after the last committed one, so nothing is imported twice and nothing is skipped.
// When the run completes: the statistics refresh and detectors (runImport), the school marked
// onboarded, and its scheduled refresh registered.
import { UnrecoverableError } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Db } from '@ri/db';
import {
  OpenAlexApiError, createImportRun, createOpenAlexClient, createOpenAlexPageImporter, finishImportRun, linkJob, openAlexSettingsFromEnv,
  readCheckpoint, startImportRun, type OpenAlexClientOptions, type PagedKind, type RawRecord,
} from '@ri/ingestion';
import type { Processor, ProcessorContext } from '../runtime.ts';
import { upsertJobScheduler, type RegisteredScheduler } from '../jobSchedulers.ts';
import { runImport } from './processors.ts';
import { importRunTallies, markOnboarded, onboardedInstitutions } from './queries.ts';

/** Sundays at 03:00 UTC. */
export const DEFAULT_OPENALEX_REFRESH_CRON = '0 3 * * 0';
export const openalexRefreshSchedulerId = (institution: string) => `openalex-refresh:${institution}`;

type Phase = 'institution' | PagedKind | 'done';
const NEXT_PHASE: Record<PagedKind, Phase> = { authors: 'works', works: 'done' };
/** progress bands: the institution 1-2 %, authors 2-30 %, works 30-97 % */
const BANDS: Record<PagedKind, [number, number]> = { authors: [2, 30], works: [30, 97] };

/** Client settings for the job: the environment's, and OPENALEX_RETRY_BASE_MS / OPENALEX_PER_PAGE when set (tests). */
export function onboardingClientOptions(env: NodeJS.ProcessEnv = process.env): OpenAlexClientOptions {
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  const retryBaseMs = number(env.OPENALEX_RETRY_BASE_MS);
  const perPage = number(env.OPENALEX_PER_PAGE);
  return { ...openAlexSettingsFromEnv(env), ...(retryBaseMs !== undefined ? { retryBaseMs } : {}), ...(perPage !== undefined ? { perPage } : {}) };
}

async function importRunOf(context: ProcessorContext<'openalexOnboard'>): Promise<number> {
  const saved = context.savedStep().importRunId;
  const existing = context.payload.importRunId ?? (typeof saved === 'number' ? saved : undefined);
  if (existing) return existing;
  // a scheduled refresh: its own run, remembered with the job so that a retry continues it
  const { institution } = context.payload;
  const runId = await createImportRun(context.db, {
    source: 'openalex', fileName: `OpenAlex API: ${institution}`, requestedBy: context.requestedBy,
    options: { institution, api: true, mode: context.payload.mode },
  });
  await context.saveStep({ importRunId: runId });
  await linkJob(context.db, runId, { queue: context.job.queueName, bullJobId: String(context.job.id) });
  return runId;
}

async function importFromApi(context: ProcessorContext<'openalexOnboard'>, importRunId: number, clientOptions: OpenAlexClientOptions) {
  const { db } = context;
  const { institution } = context.payload;
  await startImportRun(db, importRunId);
  const checkpoint = await readCheckpoint(db, importRunId);
  let phase: Phase = (checkpoint.phase as Phase | undefined) ?? 'institution';
  let cursor = typeof checkpoint.cursor === 'string' ? checkpoint.cursor : '*';
  let batch = checkpoint.nextBatch;
  const pages: Record<PagedKind, number> = { authors: 0, works: 0 };
  let lastPct = 1;
  const progress = async (pct: number, stage: string, message: string) => {
    lastPct = pct;
    await context.reportProgress({ pct, stage, message });
  };
  const client = createOpenAlexClient({
    ...clientOptions,
    onRetry: (retry) => {
      // the bar stays where it was while OpenAlex is waited for
      void context.reportProgress({ pct: lastPct, stage: 'retry', message: `OpenAlex: ${retry.reason}; trying again in ${Math.ceil(retry.delayMs / 1000)} s` }).catch(() => {});
    },
  });
  const importer = await createOpenAlexPageImporter(db, { runId: importRunId, institution });
  if (batch > 0) await progress(1, 'read', `Resuming at page ${batch + 1} (${phase})`);

  if (phase === 'institution') {
    await progress(1, 'read', `Reading institution ${institution}`);
    const record = await client.institution(institution);
    if (!record) throw new OpenAlexApiError(`OpenAlex does not know the institution ${institution}`, 404);
    await importer.importPage(batch, [{ position: `institution ${institution}`, value: record }], { phase: 'authors', cursor: '*' });
    batch += 1;
    phase = 'authors';
    cursor = '*';
    await context.saveStep({ importRunId, phase, cursor, batch });
  }
  while (phase === 'authors' || phase === 'works') {
    const kind: PagedKind = phase;
    const page = await client.page(kind, institution, cursor);
    pages[kind] += 1;
    const records: RawRecord[] = page.results.map((value, i) => ({ position: `${kind} page ${batch + 1}, item ${i + 1}`, value }));
    const next: { phase: Phase; cursor: string | null } = page.nextCursor ? { phase: kind, cursor: page.nextCursor } : { phase: NEXT_PHASE[kind], cursor: '*' };
    await importer.importPage(batch, records, next);
    batch += 1;
    phase = next.phase;
    cursor = next.cursor ?? '*';
    await context.saveStep({ importRunId, phase, cursor, batch });
    const [from, to] = BANDS[kind];
    const read = await importRunTallies(db, importRunId);
    const done = read.created + read.updated + read.skipped + read.rejected;
    const pct = page.nextCursor && page.count > 0 ? Math.min(to - 1, Math.round(from + ((pages[kind] * page.results.length) / page.count) * (to - from))) : to;
    await progress(pct, 'import', `${kind}: page ${pages[kind]} of about ${Math.max(pages[kind], Math.ceil(page.count / Math.max(1, page.results.length)))}; ${done.toLocaleString('en')} records so far`);
  }
  return finishImportRun(db, importRunId, { status: 'completed', summary: { institution, pages: batch } });
}

/** The scheduled refresh of one onboarded school (OPENALEX_REFRESH_CRON, default weekly). */
export async function registerOpenAlexRefreshScheduler(connection: Redis, prefix: string, institution: string, cron?: string): Promise<RegisteredScheduler> {
  return upsertJobScheduler(connection, prefix, {
    id: openalexRefreshSchedulerId(institution), queue: 'openalexOnboard', pattern: cron?.trim() || DEFAULT_OPENALEX_REFRESH_CRON,
    data: { institution, mode: 'refresh' },
  });
}

/** Every onboarded school's refresh (called at every worker start, so a changed cron applies to all). */
export async function registerOpenAlexRefreshSchedulers(db: Db, connection: Redis, prefix: string, cron?: string): Promise<RegisteredScheduler[]> {
  const registered: RegisteredScheduler[] = [];
  for (const institution of await onboardedInstitutions(db)) registered.push(await registerOpenAlexRefreshScheduler(connection, prefix, institution, cron));
  return registered;
}

export function createOpenAlexOnboardProcessor(clientOptions: () => OpenAlexClientOptions = onboardingClientOptions): Processor<'openalexOnboard'> {
  return async (context) => {
    const importRunId = await importRunOf(context);
    const result = await runImport(context, importRunId, async () => {
      try {
        return await importFromApi(context, importRunId, clientOptions());
      } catch (error) {
        // OpenAlex refusing the request (an unknown institution, a bad key) will refuse the retries too:
        // the run fails now with its reason, and BullMQ does not try again
        if (error instanceof OpenAlexApiError && error.status !== null && error.status >= 400 && error.status < 500 && error.status !== 429) {
          await finishImportRun(context.db, importRunId, { status: 'failed', error: error.message });
          throw new UnrecoverableError(error.message);
        }
        throw error;
      }
    });
    const { institution } = context.payload;
    if (await markOnboarded(context.db, institution) !== undefined) {
      const connection = (context.job as unknown as { queue: { opts: { connection: Redis } } }).queue.opts.connection;
      await registerOpenAlexRefreshScheduler(connection, context.job.prefix, institution, process.env.OPENALEX_REFRESH_CRON);
    }
    return result;
  };
}

export const openalexOnboardProcessor = createOpenAlexOnboardProcessor();
