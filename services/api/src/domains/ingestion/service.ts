// Ingestion: the RSS Feed Tool, Update Faculty, directory configuration and the import history.
// Imports run as jobs; this service validates, records the import run (with the upload) and enqueues.
import path from 'node:path';
import { toCsv } from '@ri/csv';
import type { FastifyBaseLogger } from 'fastify';
import { advisoryXactLock, type Db } from '@ri/db';
import { enqueueStatsRefresh, type JobProducer, type QueueKey, type QueuePayload, type TCheckedFeed } from '@ri/jobs';
import {
  ADMIN_TOOL_MESSAGES, KNOWN_MARKERS, isAdministrativeMarker, markerValue, validateMarkerUpdate, validateUniversitySelected,
} from '@ri/metrics';
import {
  DATABASE_FIELDS, MANDATORY_DATABASE_FIELDS, MANDATORY_ONE_OF, SafeFetchError,
  compareFaculty, configProblems, createImportRun, dropUpload, itemProblem, linkJob, mapItem, safeFetch, saveUploadFile, splitName, suggestConfig,
  type CompareEntry, type FeedConfig, type ImportSource, type OpenAlexClient, type RejectedRow, type SafeFetchOptions,
} from '@ri/ingestion/parser-free';
import type {
  TDirectoryConfig, TImportRun, TImportStarted, TRssConfig, TRssParseResponse, TUnmatchedJournal, TUnmatchedJournalResult, TUpdateFacultyBody,
} from '@ri/contracts';
import type { Caller } from '../../http/access.ts';
import type { StagedFile } from '../../http/stagedUpload.ts';
import { MAX_PENDING_IMPORTS, PENDING_IMPORTS_MESSAGE } from '../../http/uploadLimits.ts';
import { Conflict, Forbidden, NotFound, ServiceUnavailable, TooManyRequests, ValidationFailed } from '../../http/errors.ts';
import type { AuditService } from '../audit/service.ts';
import { createOnboarding } from './onboarding.ts';
import type { FileChecks } from '../jobs/fileChecks.ts';
import * as q from './queries.ts';

export const RSS_MESSAGES = {
  upload: 'Something went wrong while uploading link',
  check: 'Something went wrong while checking data',
  submit: 'Something went wrong while submitting data',
} as const;

/** Why POST rss/add saved nothing (a 400 on `body.link`; the journal's feed and mapping are kept). */
export const RSS_ADD_MESSAGES = {
  notFeed: 'Nothing was saved: this link is not a feed that can be read',
  noItems: 'Nothing was saved: the feed has no items',
  noReadableItem: (n: number) => `Nothing was saved: none of the feed's ${n === 1 ? 'item' : `${n} items`} makes a paper with this mapping`,
} as const;

export const FACULTY_MESSAGES = {
  markerUpdated: 'Marker Updated!',
  markerFailed: 'Failed to update marker.',
  facultyDeleted: 'Faculty Deleted!',
  deleteFailed: 'Failed to delete faculty.',
  deleteNeedsMarker9: 'Only faculty with marker 9 can be deleted.',
} as const;

/** items shown by Submit and Check (a journal's table of contents is rarely longer) */
const PREVIEW_ITEMS = 100;

export interface IngestionDeps {
  db: Db;
  producer: JobProducer;
  audit: AuditService;
  log: FastifyBaseLogger;
  /** safe-fetch options for the RSS Feed Tool's fetches (tests allow loopback) */
  fetchOptions?: SafeFetchOptions;
  /** the OpenAlex API client for onboarding schools */
  openalex: OpenAlexClient;
  /** the checks the workers run (an RSS preview's parse) */
  fileChecks: FileChecks;
}


/** The latest completed scrape's entries of a university set against its authors (packages/ingestion/src/directory/compare.ts). */
async function compareWith(conn: Db, universityId: number, listed?: Awaited<ReturnType<typeof q.listDirectoryEntries>>) {
  const entries = listed ?? await q.listDirectoryEntries(conn, universityId, await q.latestScrapeStart(conn, universityId));
  const authors = await q.universityAuthors(conn, universityId);
  const compareEntries: CompareEntry[] = entries.map((e) => ({
    id: e.id, name: e.name, first_name: e.first_name, mid_name: e.mid_name, last_name: e.last_name,
    email: e.email, position: e.position, department: e.department, marker: e.entry_marker,
  }));
  return compareFaculty(compareEntries, authors);
}

/**
 * 409 unless the comparison, read now, still proposes this action for this row (the same directory entry and author):
 * an action already applied, or one the data has moved past, is not applied again (docs/ingestion.md, "Update Faculty").
 */
async function assertStillProposed(conn: Db, universityId: number, body: Extract<TUpdateFacultyBody, { type: 'apply_action' }>): Promise<void> {
  const entryId = body.entry_id ?? null;
  const authorId = body.author_id ?? null;
  const row = (await compareWith(conn, universityId)).find((r) => (r.entry?.id ?? null) === entryId && (r.author?.id ?? null) === authorId);
  if (row?.action === body.action) return;
  throw new Conflict(`'${body.action}' no longer applies to this row: the directory comparison has changed since it was loaded (the action was `
    + `already applied, or the records or the scrape changed)${row ? `, and it now proposes '${row.action}'` : ''}. Compare again to see what it proposes now.`);
}
export function createIngestionService({ db, producer, audit, log, fetchOptions = {}, openalex, fileChecks }: IngestionDeps) {
  async function enqueue<K extends QueueKey>(key: K, payload: QueuePayload<K>, caller: Caller, importRunId: number): Promise<TImportStarted> {
    try {
      const job = await producer.enqueue(key, payload, { requestedBy: caller.userId });
      await linkJob(db, importRunId, { queue: job.queue, bullJobId: job.jobId });
      return { message: 'Submitted Succesfully', queue: job.queue, job_id: job.jobId, run_id: job.runId, import_run_id: importRunId };
    } catch (error) {
      log.warn({ err: error }, 'could not enqueue an import');
      await q.failImportRun(db, importRunId, 'The job queue was unavailable');
      // no job will read the upload
      await dropUpload(db, importRunId);
      throw new ServiceUnavailable('The job queue is unavailable right now. Please try again in a minute.');
    }
  }

  async function refreshStats(caller: Caller, targets: { authorIds?: number[]; universityIds?: number[] }) {
    await enqueueStatsRefresh(producer, targets, { requestedBy: caller.userId, onError: (error) => log.warn({ err: error }, 'could not enqueue a statistics refresh') });
  }

  /** A university user acts only on their own university; admins on any. */
  function assertUniversity(caller: Caller, universityId: number) {
    if (caller.type === 'admin') return;
    if (caller.type !== 'university' || caller.universityId !== universityId) throw new Forbidden();
  }

  /** Fetches (safe fetcher) and parses (the workers' sandbox) a feed: the feed, or the reason it cannot be read. */
  async function readFeed(link: string, requestedBy: number | null): Promise<{ feed: TCheckedFeed; reason: null } | { feed: null; reason: string | null }> {
    try {
      const response = await safeFetch(link, { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml;q=0.9, */*;q=0.5', ...fetchOptions });
      // parsed by a fileCheck job in the workers' sandbox, never in the API (docs/reliability.md, "The sandbox");
      // a queue that is down or a check that takes too long is a 503 with its sentence
      const checked = await fileChecks.check({ task: 'parseFeed', xml: response.text(), maxItems: PREVIEW_ITEMS }, requestedBy);
      if (checked.outcome !== 'ok') return { feed: null, reason: checked.message };
      return checked.feed ? { feed: checked.feed, reason: null } : { feed: null, reason: null };
    } catch (error) {
      if (error instanceof SafeFetchError) return { feed: null, reason: error.message };
      throw error;
    }
  }

  async function fetchFeed(link: string, requestedBy: number | null): Promise<{ feed: TCheckedFeed | null; error: string | null }> {
    const { feed, reason } = await readFeed(link, requestedBy);
    if (feed) return { feed, error: null };
    return { feed: null, error: reason ? `${RSS_MESSAGES.upload}: ${reason}` : RSS_MESSAGES.upload };
  }

  /**
   * Why a link and mapping may not be saved as a journal's feed, or null (docs/ingestion.md, "RSS Feed Tool"): the link
   * must be a feed we can read, with items, at least one of which the mapping makes a paper.
   */
  async function feedRefusal(link: string, config: FeedConfig, requestedBy: number | null): Promise<string | null> {
    const { feed, reason } = await readFeed(link, requestedBy);
    if (!feed) return `${RSS_ADD_MESSAGES.notFeed}${reason ? `: ${reason}` : ''}`;
    if (feed.items.length === 0) return RSS_ADD_MESSAGES.noItems;
    const problems = feed.items.map((item) => itemProblem(mapItem(item, feed.channel, config)));
    if (problems.some((p) => p === null)) return null;
    return `${RSS_ADD_MESSAGES.noReadableItem(feed.items.length)} (item 1: ${problems[0]})`;
  }

  const onboarding = createOnboarding({ db, audit, openalex, enqueue: (payload, caller, importRunId) => enqueue('openalexOnboard', payload, caller, importRunId) });

  return {
    ...onboarding,
    // ------------------------------------------------------------ RSS Feed Tool
    async publisherSearch(query: { pub_id?: number; q?: string }) {
      if (query.pub_id === undefined) {
        const publishers = await q.listPublishers(db, query.q);
        return { data: publishers.map((p) => ({ id: p.id, publisher_name: p.name })) };
      }
      const journals = await q.listPublisherJournals(db, query.pub_id);
      const config: Record<string, TRssConfig> = {};
      const data = journals.map((j) => {
        const saved = (j.config ?? null) as TRssConfig | null;
        if (saved) config[String(j.id)] = saved;
        return {
          id: j.id, title: j.name, rss_feed_link: j.link ?? j.rss_feed_link, journal_link: j.journal_link,
          config: saved, last_fetched_at: j.last_fetched_at ? j.last_fetched_at.toISOString() : null,
        };
      });
      return { data, config };
    },

    /** GET rss?link: fetch and parse; failures come back in `error` (the seed's shape), not as a 4xx. */
    async parseLink(caller: Caller, link: string): Promise<TRssParseResponse> {
      const { feed, error } = await fetchFeed(link, caller.userId);
      return {
        rss_fields: feed?.fields ?? [],
        database_fields: [...DATABASE_FIELDS],
        mandatory_database_fields: [...MANDATORY_DATABASE_FIELDS],
        mandatory_one_of: MANDATORY_ONE_OF.map((g) => [...g]),
        suggested_config: feed ? suggestConfig(feed.fields) : {},
        dialect: feed?.dialect ?? null,
        parsed_data: (feed?.items ?? []).slice(0, PREVIEW_ITEMS),
        item_count: feed?.itemCount ?? 0,
        error,
      };
    },

    /** POST rss (Check): the items through the mapping, each with the reason it would be skipped. */
    async checkMapping(caller: Caller, link: string, config: FeedConfig) {
      const { feed, error } = await fetchFeed(link, caller.userId);
      const problems = configProblems(config);
      if (!feed) return { parsed_data: [], problems, error: error ?? RSS_MESSAGES.check };
      const parsed = feed.items.slice(0, PREVIEW_ITEMS).map((item) => {
        const paper = mapItem(item, feed.channel, config);
        return { ...paper, problem: problems.length > 0 ? null : itemProblem(paper) };
      });
      return { parsed_data: parsed, problems, error: null };
    },

    /** POST rss/add: reads the feed, then saves the journal's mapping and imports its feed now (the scheduled refresh follows it). */
    async addFeed(caller: Caller, body: { link: string; config: FeedConfig; journal_id: number }, ip: string): Promise<TImportStarted> {
      const problems = configProblems(body.config);
      if (problems.length > 0) throw new ValidationFailed(problems[0]!, 'body.config');
      const journal = await q.findJournal(db, body.journal_id);
      if (!journal) throw new NotFound('No such journal.');
      // read before anything is saved: an HTML page or a mapping that reads no item never replaces a journal's feed
      const refusal = await feedRefusal(body.link, body.config, caller.userId);
      if (refusal) throw new ValidationFailed(refusal, 'body.link');
      // the mapping and its audit entry in one transaction (docs/reliability.md, "Faults")
      await db.transaction().execute(async (trx) => {
        const before = await q.saveFeedConfig(trx, { journalId: journal.id, link: body.link, config: body.config, userId: caller.userId });
        await audit.record(caller, { action: 'rss.config.save', entityType: 'journal', entityId: journal.id, before, after: { link: body.link, config: body.config } }, ip, trx);
      });
      const importRunId = await createImportRun(db, { source: 'rss', fileName: body.link, requestedBy: caller.userId, journalId: journal.id, options: { config: body.config } });
      return enqueue('rssImport', { importRunId, journalId: journal.id, link: body.link, config: body.config }, caller, importRunId);
    },

    // ------------------------------------------------------------ directory configuration
    async getDirectoryConfig(universityId: number) {
      if (!(await q.universityExists(db, universityId))) throw new NotFound('No such university.');
      const row = await q.findDirectoryConfig(db, universityId);
      if (!row) throw new NotFound('This university has no directory configuration yet.');
      const { profile, ...selectors } = row.selectors as TDirectoryConfig['selectors'] & { profile?: TDirectoryConfig['profile_selectors'] };
      const pagination = (row.pagination && Object.keys(row.pagination as object).length > 0 ? row.pagination : { type: 'none' }) as TDirectoryConfig['pagination'];
      return { university_id: universityId, listing_url: row.listing_url, pagination, selectors, profile_selectors: profile ?? null, updated_at: row.updated_at.toISOString() };
    },

    async putDirectoryConfig(caller: Caller, universityId: number, config: TDirectoryConfig, ip: string) {
      if (!(await q.universityExists(db, universityId))) throw new NotFound('No such university.');
      const saved = await db.transaction().execute(async (trx) => {
        const before = await q.findDirectoryConfig(trx, universityId);
        const row = await q.saveDirectoryConfig(trx, universityId, {
          listing_url: config.listing_url, pagination: config.pagination,
          selectors: { ...config.selectors, ...(config.profile_selectors ? { profile: config.profile_selectors } : {}) },
        }, caller.userId);
        await audit.record(caller, { action: 'directory_config.save', entityType: 'university', entityId: universityId, before: before ?? null, after: config }, ip, trx);
        return row;
      });
      return { university_id: universityId, ...config, updated_at: saved.updated_at.toISOString() };
    },

    // ------------------------------------------------------------ Update Faculty
    async startScrape(caller: Caller, universityId: number): Promise<TImportStarted> {
      assertUniversity(caller, universityId);
      if (!(await q.universityExists(db, universityId))) throw new NotFound('No such university.');
      const config = await q.findDirectoryConfig(db, universityId);
      if (!config) throw new ValidationFailed('This university has no directory configuration: an administrator must add one first.', 'query.id');
      const importRunId = await createImportRun(db, { source: 'directory', fileName: config.listing_url, requestedBy: caller.userId, universityId });
      return enqueue('directoryScrape', { importRunId, universityId }, caller, importRunId);
    },

    async facultyRows(caller: Caller, universityId: number) {
      const issues = validateUniversitySelected(universityId);
      if (issues.length > 0) throw new ValidationFailed(issues[0]!.message, 'query.id');
      assertUniversity(caller, universityId);
      const since = await q.latestScrapeStart(db, universityId);
      const entries = await q.listDirectoryEntries(db, universityId, since);
      return {
        since,
        rows: entries.map((e) => ({
          _id: e.id, name: e.name, email: e.email, position: e.position,
          marker: e.author_marker ?? e.entry_marker ?? null,
          profile_picture: e.profile_picture, last_scrape_date: e.last_scrape_date.toISOString(), department: e.department,
          author_id: e.author_id ?? null, profile_url: e.profile_url,
        })),
        entries,
      };
    },

    async search(caller: Caller, universityId: number) {
      const { rows, since } = await this.facultyRows(caller, universityId);
      return { type: 'search' as const, data: rows, last_scrape_date: since ? since.toISOString() : null };
    },

    /** Markers 0 and 9 (and 90), no marker, and missing e-mail, department or position. */
    async check(caller: Caller, universityId: number) {
      const { rows } = await this.facultyRows(caller, universityId);
      const data = rows.map((row) => {
        const problems: string[] = [];
        const marker = markerValue(row.marker);
        if (marker === null) problems.push('Missing marker');
        else if (marker === 0) problems.push('Marker 0');
        else if (isAdministrativeMarker(marker)) problems.push(`Marker ${marker}`);
        if (!row.email) problems.push('Missing e-mail');
        if (!row.department) problems.push('Missing department');
        if (!row.position) problems.push('Missing position');
        return { ...row, problems };
      }).filter((row) => row.problems.length > 0);
      return { type: 'check' as const, data };
    },

    async compare(caller: Caller, universityId: number) {
      const { entries, since } = await this.facultyRows(caller, universityId);
      const results = await compareWith(db, universityId, entries);
      const data = results.map((r) => ({
        _id: r.entry?.id ?? null,
        name: r.entry?.name ?? [r.author?.first_name, r.author?.mid_name, r.author?.last_name].filter(Boolean).join(' '),
        email: r.entry?.email ?? r.author?.email ?? '',
        position: r.entry?.position ?? '',
        department: r.entry?.department ?? '',
        marker: r.entry?.marker ?? null,
        author_id: r.author?.id ?? null,
        author_name: r.author ? [r.author.first_name, r.author.mid_name, r.author.last_name].filter(Boolean).join(' ') : '',
        author_marker: r.author?.marker ?? null,
        author_position: r.author?.position ?? '',
        action: r.action,
        detail: r.detail,
      }));
      return { type: 'compare' as const, data, last_scrape_date: since ? since.toISOString() : null };
    },

    async postUpdateFaculty(caller: Caller, body: TUpdateFacultyBody, ip: string): Promise<{ message: string; author_id?: number | null }> {
      if (body.type === 'apply_action') return this.applyAction(caller, body, ip);
      const author = await q.findAuthor(db, body.author_id);
      if (body.type === 'update_marker') {
        const issues = validateMarkerUpdate({ authorId: body.author_id, typed: { authorId: body.marker_author_id ?? body.author_id, marker: body.new_marker } });
        if (issues.length > 0) throw new ValidationFailed(issues[0]!.message, 'body.new_marker');
        if (!author || author.university_id === null) throw new NotFound(FACULTY_MESSAGES.markerFailed);
        assertUniversity(caller, author.university_id);
        const marker = markerValue(body.new_marker)!;
        await db.transaction().execute(async (trx) => {
          await q.updateAuthor(trx, author.id, { marker });
          await audit.record(caller, { action: 'update_faculty.update_marker', entityType: 'author', entityId: author.id, before: { marker: author.marker }, after: { marker } }, ip, trx);
        });
        await refreshStats(caller, { authorIds: [author.id] });
        return { message: FACULTY_MESSAGES.markerUpdated, author_id: author.id };
      }
      // delete_faculty
      if (!author || author.university_id === null) throw new NotFound(FACULTY_MESSAGES.deleteFailed);
      assertUniversity(caller, author.university_id);
      if (!isAdministrativeMarker(author.marker)) throw new ValidationFailed(`${FACULTY_MESSAGES.deleteFailed} ${FACULTY_MESSAGES.deleteNeedsMarker9}`, 'body.author_id');
      await db.transaction().execute(async (trx) => {
        await q.removeFromFaculty(trx, author.id);
        await audit.record(caller, { action: 'update_faculty.delete_faculty', entityType: 'author', entityId: author.id, before: { university_id: author.university_id }, after: { university_id: null } }, ip, trx);
      });
      await refreshStats(caller, { authorIds: [author.id], universityIds: [author.university_id] });
      return { message: FACULTY_MESSAGES.facultyDeleted, author_id: author.id };
    },

    /** Applies one compare row's action (see packages/ingestion/src/directory/compare.ts for what each means). */
    async applyAction(caller: Caller, body: Extract<TUpdateFacultyBody, { type: 'apply_action' }>, ip: string) {
      const universityId = body.university_id;
      assertUniversity(caller, universityId);
      if (body.action === 'No Action') return { message: 'No Action', author_id: body.author_id ?? null };
      const entry = body.entry_id ? await q.directoryEntry(db, body.entry_id, universityId) : undefined;
      if (body.entry_id && !entry) throw new NotFound('No such directory entry at this university.');
      const author = body.author_id ? await q.findAuthor(db, body.author_id) : undefined;
      if (body.author_id && (!author || author.university_id !== universityId)) throw new NotFound('No such author at this university.');
      // each action's change and its audit entry in one transaction (docs/reliability.md, "Faults"), applied only while
      // the comparison still proposes it: one action of a university at a time, the comparison read again under the lock,
      // so a second click, a second tab or a screen older than the last change is refused instead of applied twice
      const withEntry = <T>(change: (trx: Db) => Promise<T>, entry: (done: T) => { before: unknown; after: unknown; authorId: number }) =>
        db.transaction().execute(async (trx) => {
          await advisoryXactLock(trx, `update-faculty:${universityId}`);
          await assertStillProposed(trx, universityId, body);
          const done = await change(trx);
          const { before, after, authorId } = entry(done);
          await audit.record(caller, { action: `update_faculty.${body.action}`, entityType: 'author', entityId: authorId, before, after }, ip, trx);
          return done;
        });

      if (body.action === 'Add Name') {
        if (!entry) throw new ValidationFailed('Add Name needs the directory entry (entry_id).', 'body.entry_id');
        const authorId = await withEntry((trx) => q.createAuthorFromEntry(trx, universityId, entry), (id) => ({ before: null, after: { entry_id: entry.id, name: entry.name }, authorId: id }));
        await refreshStats(caller, { authorIds: [authorId] });
        return { message: `Added ${entry.name}`, author_id: authorId };
      }
      if (!author) throw new ValidationFailed(`${body.action} needs the author (author_id).`, 'body.author_id');
      if (body.action === 'Remove Name') {
        await withEntry((trx) => q.removeFromFaculty(trx, author.id), () => ({ before: { university_id: author.university_id }, after: { university_id: null }, authorId: author.id }));
        await refreshStats(caller, { authorIds: [author.id], universityIds: [universityId] });
        return { message: `Removed ${[author.first_name, author.last_name].join(' ')} from the faculty list`, author_id: author.id };
      }
      if (!entry) throw new ValidationFailed(`${body.action} needs the directory entry (entry_id).`, 'body.entry_id');
      switch (body.action) {
        case 'Promoted':
        case 'Marker_Mismatch': {
          if (entry.marker === null || !KNOWN_MARKERS.includes(entry.marker)) throw new ValidationFailed(ADMIN_TOOL_MESSAGES.markerNeeded, 'body.entry_id');
          const marker = entry.marker;
          await withEntry((trx) => q.updateAuthor(trx, author.id, { marker, position: entry.position || author.position }), () => ({ before: { marker: author.marker, position: author.position }, after: { marker, position: entry.position }, authorId: author.id }));
          await refreshStats(caller, { authorIds: [author.id] });
          return { message: FACULTY_MESSAGES.markerUpdated, author_id: author.id };
        }
        case 'No Middle Name': {
          const mid = entry.mid_name || splitName(entry.name).mid;
          await withEntry((trx) => q.updateAuthor(trx, author.id, { mid_name: mid }), () => ({ before: { mid_name: author.mid_name }, after: { mid_name: mid }, authorId: author.id }));
          return { message: 'Middle name added', author_id: author.id };
        }
        case 'Name Variation': {
          const variations = [...new Set([...(author.name_variations ?? []), entry.name])];
          await withEntry((trx) => q.updateAuthor(trx, author.id, { name_variations: variations }), () => ({ before: { name_variations: author.name_variations }, after: { name_variations: variations }, authorId: author.id }));
          return { message: 'Name variation added', author_id: author.id };
        }
        default:
          throw new ValidationFailed('Unknown action', 'body.action');
      }
    },

    // ------------------------------------------------------------ imports
    /** Before a byte of an import's file is written: 429 when the caller already has MAX_PENDING_IMPORTS imports holding their file. */
    async assertMayUpload(caller: Caller): Promise<void> {
      if ((await q.countPendingImports(db, caller.userId)) >= MAX_PENDING_IMPORTS) throw new TooManyRequests(PENDING_IMPORTS_MESSAGE, 60);
    },

    /** The import run and its file: the staged file's path (the workers read it; never the bytes through Postgres). */
    async startUpload(caller: Caller, input: { source: Extract<ImportSource, 'openalex' | 'journal_list'>; file: StagedFile; options: Record<string, unknown> }): Promise<number> {
      const runId = await createImportRun(db, { source: input.source, fileName: input.file.fileName, requestedBy: caller.userId, options: input.options });
      await saveUploadFile(db, runId, input.file.fileName, path.resolve(input.file.path));
      return runId;
    },

    async startOpenAlex(caller: Caller, upload: StagedFile, institution: string | null): Promise<TImportStarted> {
      const importRunId = await this.startUpload(caller, { source: 'openalex', file: upload, options: { institution } });
      return enqueue('openalexImport', { importRunId, institution }, caller, importRunId);
    },

    async startJournalList(caller: Caller, upload: StagedFile, options: QueuePayload<'journalListImport'> extends infer P ? Omit<P & object, 'importRunId'> : never): Promise<TImportStarted> {
      if (options.departmentIds.length > 0) {
        const found = await q.existingDepartmentIds(db, options.departmentIds);
        const missing = options.departmentIds.filter((id) => !found.includes(id));
        if (missing.length > 0) throw new ValidationFailed(`No department with id ${missing.join(', ')}`, 'body.departments');
      }
      const importRunId = await this.startUpload(caller, { source: 'journal_list', file: upload, options });
      return enqueue('journalListImport', { importRunId, ...options }, caller, importRunId);
    },

    async listImports(filter: { source?: string; skip: number; limit: number }): Promise<{ total: number; runs: TImportRun[] }> {
      const { total, rows } = await q.listImportRuns(db, filter);
      return {
        total,
        runs: rows.map((r) => ({
          id: r.id, source: r.source as TImportRun['source'], status: r.status as TImportRun['status'], file_name: r.file_name,
          requested_by: r.requested_by !== null ? { id: r.requested_by, username: r.username ?? '' } : null,
          university_id: r.university_id, journal_id: r.journal_id,
          created: r.created, updated: r.updated, skipped: r.skipped, rejected: r.rejected,
          rejected_rows: (r.rejected_rows ?? []) as RejectedRow[],
          job: r.queue && r.bull_job_id ? { queue: r.queue, job_id: r.bull_job_id, status: r.job_status ?? '' } : null,
          options: r.options, summary: r.summary, error: r.error,
          created_at: r.created_at.toISOString(), started_at: r.started_at?.toISOString() ?? null, finished_at: r.finished_at?.toISOString() ?? null,
        })),
      };
    },

    async listUnmatchedJournals(page: { skip: number; limit: number }): Promise<{ total: number; journals: TUnmatchedJournal[] }> {
      const { total, rows } = await q.listUnmatchedJournals(db, page);
      return { total, journals: rows.map((r) => ({ ...r, papers: Number(r.papers ?? 0), created_at: r.created_at.toISOString() })) };
    },

    /**
     * Maps a journal an import created to a journal of the catalogue, for past and future papers: its
     * papers move to the target now, and later imports that find it (OpenAlex id, ISSN, title) use the
     * target (`mapped_to_id`). Or keeps it as a journal of its own. Audited; statistics refreshed.
     */
    async resolveUnmatchedJournal(caller: Caller, journalId: number, action: { journal_id: number } | { keep: true }, ip: string): Promise<TUnmatchedJournalResult> {
      const resolve = async (trx: Db) => {
        const journal = await q.lockJournalForReview(trx, journalId);
        if (!journal || !journal.created_by_import) throw new NotFound('No such unmatched journal.');
        if (journal.mapped_to_id !== null || journal.import_reviewed_at !== null) throw new Conflict('This journal has already been mapped or kept.');
        if ('keep' in action) {
          await q.markJournalKept(trx, journalId);
          return { mappedTo: null, papers: [] as number[], authors: [] as number[] };
        }
        if (action.journal_id === journalId) throw new ValidationFailed('Choose another journal to map it to.', 'body.journal_id');
        const target = await q.lockMapTarget(trx, action.journal_id);
        if (!target) throw new ValidationFailed('No such journal to map it to.', 'body.journal_id');
        if (target.mapped_to_id !== null) throw new ValidationFailed('That journal is itself mapped to another; choose the journal it is mapped to.', 'body.journal_id');
        const { papers, authors } = await q.mapJournalTo(trx, journalId, target.id);
        return { mappedTo: target.id, papers, authors };
      };
      // the mapping and its audit entry in one transaction (docs/reliability.md, "Faults")
      const result = await db.transaction().execute(async (trx) => {
        const outcome = await resolve(trx);
        await audit.record(caller, { action: 'journal.unmatched.resolve', entityType: 'journal', entityId: journalId, before: null, after: { mapped_to_id: outcome.mappedTo, papers_moved: outcome.papers.length } }, ip, trx);
        return outcome;
      });
      if (result.mappedTo !== null) {
        await enqueueStatsRefresh(producer, { journalIds: [journalId, result.mappedTo], paperIds: result.papers, authorIds: result.authors }, {
          requestedBy: caller.userId, onError: (error) => log.warn({ err: error }, 'could not enqueue a statistics refresh'),
        });
      }
      return { message: 'Submitted Succesfully', journal_id: journalId, mapped_to_id: result.mappedTo, papers_moved: result.papers.length };
    },

    /** Every rejected row of a run as CSV (cells escaped against formula injection). */
    async rejectedCsv(runId: number): Promise<{ fileName: string; csv: string }> {
      const run = await q.importRunRejected(db, runId);
      if (!run) throw new NotFound('No such import.');
      const csv = toCsv<RejectedRow>([
        { header: 'position', value: (row) => row.position },
        { header: 'reason', value: (row) => row.reason },
        { header: 'raw', value: (row) => row.raw ?? '' },
      ], (run.rejected_rows ?? []) as unknown as RejectedRow[]);
      return { fileName: `import-${run.id}-${run.source}-rejected.csv`, csv };
    },
  };
}

export type IngestionService = ReturnType<typeof createIngestionService>;
