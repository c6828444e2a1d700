// Scrapes one university's faculty directory into directory_entries: listing pages (with their
// pagination), optionally each person's profile page, one batch (transaction) per listing page.
// A page that cannot be fetched, is disallowed by robots.txt or is not HTML is a rejected row
// naming the page; the scrape goes on with what it can read. Each page is read once (normalised
// URL) and each person counted once: a 'next' link back to a page already read, or a page listing
// the same people as one already read, ends the scrape with a rejected row saying so.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@ri/db';
import { positionTypeOfTitle } from '@ri/metrics';
import { matchAuthorNames } from '../authorMatching.ts';
import { commitBatch, emptyOutcome, finishImportRun, startImportRun, type BatchOutcome, type ImportReporter, type RejectedRow, type RunOutcome, type Trx } from '../importRuns.ts';
import { SafeFetchError } from '../safeFetch.ts';
import { splitName } from '../text.ts';
import { NotHtmlError, type DirectoryEntryFound, type DirectorySelectors, type Pagination, type ProfileSelectors } from './extract.ts';
import { runSandboxed, SandboxLimitExceeded, SandboxTaskError } from '../sandbox/sandbox.ts';
import { HTML_LIMITS, HTML_TOO_LARGE, TOOK_TOO_LONG } from '../sandbox/limits.ts';
import type { SandboxTaskInput, SandboxTaskOutput } from '../sandbox/tasks.ts';
import { RobotsDisallowed, type PoliteFetcher } from './politeFetcher.ts';

export interface DirectoryScrapeConfig {
  listingUrl: string;
  pagination: Pagination;
  selectors: DirectorySelectors;
  profileSelectors?: ProfileSelectors | null;
}

/** The marker a directory title implies (Assistant Professor -> 1 ...), or null. */
export function markerOfTitle(title: string): number | null {
  if (!title) return null;
  const lower = title.toLowerCase();
  if (/\bemerit/.test(lower)) return 4;
  if (/\bassistant professor\b/.test(lower)) return 1;
  if (/\bassociate professor\b/.test(lower)) return 2;
  if (/\b(full )?professor\b/.test(lower) && !/(clinical|teaching|visiting|adjunct|research|of practice)/.test(lower)) return 3;
  return positionTypeOfTitle(title)?.marker ?? null;
}

/** A directory page parsed in a sandbox thread (docs/reliability.md, "The sandbox"). */
async function sandboxedHtml<K extends 'directoryPage' | 'directoryProfile'>(task: K, input: SandboxTaskInput<K>): Promise<SandboxTaskOutput<K>> {
  try {
    return await runSandboxed(task, input, { limits: HTML_LIMITS, tooLarge: HTML_TOO_LARGE, tookTooLong: TOOK_TOO_LONG });
  } catch (error) {
    if (error instanceof SandboxTaskError && error.kind === 'NotHtmlError') throw new NotHtmlError(error.message);
    throw error;
  }
}

/** The starts of the rejected rows of a listing page the scrape does not read again (docs/ingestion.md, "Update Faculty"). */
export const DIRECTORY_REPEAT_MESSAGES = {
  sameContent: 'lists the same people as',
  linksBack: 'its next-page link leads back to',
} as const;

function problemOf(error: unknown): string | null {
  if (error instanceof RobotsDisallowed) return 'robots.txt disallows this page';
  if (error instanceof NotHtmlError) return error.message;
  if (error instanceof SandboxLimitExceeded) return error.message;
  if (error instanceof SafeFetchError) return `could not be fetched: ${error.message}`;
  return null;
}

/** A page's URL as the scrape compares it: no fragment, query parameters in order (host and default port normalised by URL). */
export function normalisedPageUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.hash = '';
    parsed.searchParams.sort();
    return parsed.toString();
  } catch {
    return url;
  }
}

const personKey = (entry: DirectoryEntryFound) => `${entry.name}\u0000${entry.email}`;

/** What a listing page lists: its people (or, with no one, its body), to tell a page repeating one already read. */
function pageContentKey(entries: DirectoryEntryFound[], body: string): string {
  // the people in any order: a page listing them sorted otherwise is still the same page
  return createHash('sha256').update(entries.length > 0 ? entries.map((e) => JSON.stringify(e)).sort().join('\n') : `body\u0000${body}`).digest('hex');
}

async function storeEntries(trx: Trx, universityId: number, entries: DirectoryEntryFound[], outcome: BatchOutcome): Promise<void> {
  if (entries.length === 0) return;
  const matches = await matchAuthorNames(trx, entries.map((e) => splitName(e.name)), { universityId });
  const emails = entries.map((e) => e.email).filter(Boolean);
  // (a directory without e-mails asks nothing: a NUL placeholder is refused by PostgreSQL)
  const byEmail = new Map(emails.length === 0 ? [] : (await trx.selectFrom('authors').select(['id', 'email'])
    .where('university_id', '=', universityId).where('merged_into_id', 'is', null)
    .where(sql`lower(email)`, 'in', emails.map((e) => e.toLowerCase())).execute()).map((a) => [a.email.toLowerCase(), a.id]));
  const seen = new Set<string>();
  for (const [i, entry] of entries.entries()) {
    // a person listed twice (the same name and e-mail once their profile is read) is stored and counted once
    const key = personKey(entry);
    if (seen.has(key)) continue;
    seen.add(key);
    const name = splitName(entry.name);
    const match = matches[i]!;
    const authorId = (entry.email && byEmail.get(entry.email)) || (match.status === 'matched' ? match.authorId : null);
    const values = {
      first_name: name.first, mid_name: name.mid, last_name: name.last, email: entry.email, position: entry.position,
      marker: markerOfTitle(entry.position), department: entry.department, profile_picture: entry.profile_picture,
      profile_url: entry.profile_url, matched_author_id: authorId,
    };
    const { rows } = await sql<{ inserted: boolean; changed: boolean }>`
      WITH before AS (
        SELECT first_name, mid_name, last_name, position, marker, department, profile_picture, profile_url, matched_author_id
        FROM directory_entries WHERE university_id = ${universityId} AND name = ${entry.name} AND email = ${entry.email}
      ), upsert AS (
        INSERT INTO directory_entries (university_id, name, first_name, mid_name, last_name, email, position, marker, department, profile_picture, profile_url, matched_author_id, last_scrape_date, raw)
        VALUES (${universityId}, ${entry.name}, ${values.first_name}, ${values.mid_name}, ${values.last_name}, ${values.email}, ${values.position}, ${values.marker},
                ${values.department}, ${values.profile_picture}, ${values.profile_url}, ${values.matched_author_id}, now(), ${JSON.stringify(entry)})
        ON CONFLICT (university_id, name, email) DO UPDATE SET
          first_name = excluded.first_name, mid_name = excluded.mid_name, last_name = excluded.last_name, position = excluded.position,
          marker = excluded.marker, department = excluded.department, profile_picture = excluded.profile_picture,
          profile_url = excluded.profile_url, matched_author_id = excluded.matched_author_id, last_scrape_date = now(), raw = excluded.raw
        RETURNING id
      )
      SELECT NOT EXISTS (SELECT 1 FROM before) AS inserted,
             EXISTS (SELECT 1 FROM before b WHERE (b.first_name, b.mid_name, b.last_name, b.position, b.marker, b.department, b.profile_picture, b.profile_url, b.matched_author_id)
               IS DISTINCT FROM (${values.first_name}::text, ${values.mid_name}::text, ${values.last_name}::text, ${values.position}::text, ${values.marker}::int,
                                 ${values.department}::text, ${values.profile_picture}::text, ${values.profile_url}::text, ${values.matched_author_id}::int)) AS changed
      FROM upsert`.execute(trx);
    const row = rows[0]!;
    if (row.inserted) outcome.created += 1; else if (row.changed) outcome.updated += 1; else outcome.skipped += 1;
  }
}

export async function runDirectoryScrape(db: Db, input: { runId: number; universityId: number; config: DirectoryScrapeConfig; fetcher: PoliteFetcher; reporter: ImportReporter }): Promise<RunOutcome & { pages: number }> {
  const { runId, reporter, fetcher, config } = input;
  const checkpoint = await startImportRun(db, runId);
  let url: string | null = config.listingUrl;
  let pageIndex = 0;
  // every page read (normalised URL) and every page's content, with the page that first had it; every person listed
  const visited = new Map<string, string>();
  const contents = new Map<string, string>();
  const people = new Set<string>();
  let repeatedPeople = 0;
  while (url) {
    const pageUrl: string = url;
    visited.set(normalisedPageUrl(pageUrl), `page ${pageIndex + 1} (${pageUrl})`);
    const rejected: RejectedRow[] = [];
    let entries: DirectoryEntryFound[] = [];
    url = null;
    await reporter.progress(Math.min(90, 5 + pageIndex * 10), 'scrape', `Page ${pageIndex + 1}: ${pageUrl}`);
    try {
      const response = await fetcher.fetchPage(pageUrl);
      const body = response.text();
      // parsed in a sandbox thread (docs/reliability.md, "The sandbox")
      const page = await sandboxedHtml('directoryPage', { body, contentType: response.contentType, url: response.url, selectors: config.selectors, pagination: config.pagination, pageIndex });
      const content = pageContentKey(page.entries, body);
      const first = contents.get(content);
      if (first) {
        // a different URL serving a page already read (a site that ignores the page parameter): its people were counted
        rejected.push({ position: `page ${pageIndex + 1} (${pageUrl})`, reason: `${DIRECTORY_REPEAT_MESSAGES.sameContent} ${first}: its people are not counted again and the scrape stops here` });
      } else {
        contents.set(content, `page ${pageIndex + 1} (${pageUrl})`);
        entries = page.entries;
        const next = page.next && normalisedPageUrl(page.next) !== normalisedPageUrl(pageUrl) ? page.next : null;
        // (a 'next' link to the page itself is the last page's usual way of saying there is no next one)
        const earlier = next ? visited.get(normalisedPageUrl(next)) : undefined;
        if (earlier) rejected.push({ position: `page ${pageIndex + 1} (${pageUrl})`, reason: `${DIRECTORY_REPEAT_MESSAGES.linksBack} ${earlier}, already read: the scrape stops here` });
        else url = next;
      }
    } catch (error) {
      const problem = problemOf(error);
      if (!problem) throw error;
      rejected.push({ position: `page ${pageIndex + 1} (${pageUrl})`, reason: problem });
    }
    // a person an earlier page listed is not stored nor counted again (nor their profile fetched again)
    entries = entries.filter((entry) => {
      const key = personKey(entry);
      if (people.has(key)) { repeatedPeople += 1; return false; }
      people.add(key);
      return true;
    });
    if (pageIndex >= checkpoint.nextBatch) {
      const profile = config.profileSelectors;
      if (profile && Object.values(profile).some(Boolean)) {
        await Promise.all(entries.map(async (entry) => {
          if (!entry.profile_url) return;
          try {
            const response = await fetcher.fetchPage(entry.profile_url);
            const found = await sandboxedHtml('directoryProfile', { body: response.text(), contentType: response.contentType, url: response.url, selectors: profile });
            for (const key of ['email', 'position', 'department', 'profile_picture'] as const) if (!entry[key] && found[key]) entry[key] = found[key]!;
          } catch (error) {
            const problem = problemOf(error);
            if (!problem) throw error;
            rejected.push({ position: `profile of ${entry.name} (${entry.profile_url})`, reason: problem });
          }
        }));
      }
      const index = pageIndex;
      await commitBatch(db, runId, index, async (trx) => {
        const outcome = emptyOutcome();
        outcome.rejected.push(...rejected);
        await storeEntries(trx, input.universityId, entries, outcome);
        return outcome;
      });
      await reporter.saveStep({ nextBatch: index + 1 });
    }
    pageIndex += 1;
  }
  const counts = await finishImportRun(db, runId, { status: 'completed', summary: { pages: pageIndex, requests: fetcher.log.length, repeated_people: repeatedPeople }, nothingIsFailure: 'No one was found in the directory: check the listing URL and the selectors' });
  return { ...counts, pages: pageIndex };
}
