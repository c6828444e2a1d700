// The one client of the OpenAlex API (docs/ingestion.md "Onboarding a school from OpenAlex"):
// institution search and counts for the onboarding screen, and the cursor-paged authors and works of
// an institution for the onboarding job. Every request carries the contact e-mail (`mailto`, the
// "polite pool") and the API key when configured, and asks only for the fields the import reads
// (`select=`). 429 answers are retried after their Retry-After, 5xx answers and network errors with
// exponential backoff; other 4xx answers are errors at once. The base URL is configurable
// (OPENALEX_BASE_URL), so tests answer with a local server.
import { AUTHOR_SELECT, INSTITUTION_SELECT, WORK_SELECT } from './entities.ts';

export const DEFAULT_OPENALEX_BASE_URL = 'https://api.openalex.org';

export interface OpenAlexSettings {
  baseUrl: string;
  /** contact e-mail sent as `mailto` (OpenAlex's polite pool) */
  mailto: string | null;
  /** premium API key sent as `api_key` */
  apiKey: string | null;
}

/** OPENALEX_BASE_URL, OPENALEX_MAILTO, OPENALEX_API_KEY (README, Environment). */
export function openAlexSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): OpenAlexSettings {
  return {
    baseUrl: (env.OPENALEX_BASE_URL?.trim() || DEFAULT_OPENALEX_BASE_URL).replace(/\/+$/, ''),
    mailto: env.OPENALEX_MAILTO?.trim() || null,
    apiKey: env.OPENALEX_API_KEY?.trim() || null,
  };
}

export class OpenAlexApiError extends Error {
  constructor(message: string, readonly status: number | null) {
    super(message);
    this.name = 'OpenAlexApiError';
  }
}

export interface OpenAlexClientOptions extends OpenAlexSettings {
  /** attempts per request, the first included (default 6) */
  maxAttempts?: number;
  /** first backoff after a 5xx or a network error, doubled each time (default 1 s) */
  retryBaseMs?: number;
  /** longest wait between two attempts, Retry-After included (default 60 s) */
  maxRetryDelayMs?: number;
  /** one request (default 30 s) */
  timeoutMs?: number;
  /** results per page of a paged listing (OpenAlex allows 1..200; default 200) */
  perPage?: number;
  /** called before each retry (logs, progress) */
  onRetry?: (retry: { attempt: number; status: number | null; delayMs: number; reason: string }) => void;
  sleep?: (ms: number) => Promise<void>;
}

export interface InstitutionSummary {
  id: string;
  display_name: string;
  ror: string | null;
  country_code: string | null;
  type: string | null;
  homepage_url: string | null;
  works_count: number;
  cited_by_count: number;
}

export interface OpenAlexPage {
  results: Record<string, unknown>[];
  /** meta.count: how many records the listing has */
  count: number;
  /** meta.next_cursor: null on the last page */
  nextCursor: string | null;
}

export type PagedKind = 'authors' | 'works';

const OPENALEX_INSTITUTION_ID = /^I\d{1,12}$/;
const ROR_ID = /^(?:https?:\/\/ror\.org\/)?(0[a-z0-9]{6}\d{2})$/i;

/** 'I27837315' from 'I27837315' or 'https://openalex.org/I27837315', else null. */
export function institutionIdOf(raw: string): string | null {
  const id = raw.trim().replace(/^https?:\/\/openalex\.org\//i, '').toUpperCase();
  return OPENALEX_INSTITUTION_ID.test(id) ? id : null;
}

/** '00jmfr291' from a ROR id or its URL, else null. */
export function rorIdOf(raw: string): string | null {
  return ROR_ID.exec(raw.trim())?.[1]?.toLowerCase() ?? null;
}

/** Seconds or an HTTP date, as milliseconds from now; null when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.round(Number(trimmed) * 1000);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

function summaryOf(value: Record<string, unknown>): InstitutionSummary {
  const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.round(v) : 0);
  return {
    id: institutionIdOf(String(value.id ?? '')) ?? String(value.id ?? ''),
    display_name: text(value.display_name) ?? String(value.id ?? ''),
    ror: text(value.ror),
    country_code: text(value.country_code),
    type: text(value.type),
    homepage_url: text(value.homepage_url),
    works_count: count(value.works_count),
    cited_by_count: count(value.cited_by_count),
  };
}

const FILTERS: Record<PagedKind, { filter: string; select: readonly string[] }> = {
  authors: { filter: 'last_known_institutions.id', select: AUTHOR_SELECT },
  works: { filter: 'authorships.institutions.id', select: WORK_SELECT },
};

export function createOpenAlexClient(options: OpenAlexClientOptions) {
  const maxAttempts = options.maxAttempts ?? 6;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 60_000;
  const timeoutMs = options.timeoutMs ?? 30_000;
  const perPage = Math.min(200, Math.max(1, options.perPage ?? 200));
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  function urlOf(path: string, params: Record<string, string>): string {
    const url = new URL(`${options.baseUrl}${path}`);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    if (options.mailto) url.searchParams.set('mailto', options.mailto);
    if (options.apiKey) url.searchParams.set('api_key', options.apiKey);
    return url.toString();
  }

  /** GET with retries; answers the parsed JSON body. */
  async function get(path: string, params: Record<string, string>): Promise<Record<string, unknown>> {
    const url = urlOf(path, params);
    for (let attempt = 1; ; attempt++) {
      let status: number | null = null;
      let reason: string;
      let delayMs: number;
      try {
        const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
        status = response.status;
        if (response.ok) {
          try {
            return (await response.json()) as Record<string, unknown>;
          } catch {
            throw new OpenAlexApiError('OpenAlex answered with something that is not JSON', status);
          }
        }
        const body = await response.text().catch(() => '');
        if (status === 429) {
          reason = 'rate limited (429)';
          delayMs = retryAfterMs(response.headers.get('retry-after')) ?? retryBaseMs * 2 ** (attempt - 1);
        } else if (status >= 500) {
          reason = `server error (${status})`;
          delayMs = retryBaseMs * 2 ** (attempt - 1);
        } else {
          const message = /"message"\s*:\s*"([^"]{1,300})"/.exec(body)?.[1] ?? body.slice(0, 200);
          throw new OpenAlexApiError(`OpenAlex refused the request (${status})${message ? `: ${message}` : ''}`, status);
        }
      } catch (error) {
        if (error instanceof OpenAlexApiError) throw error;
        reason = `network error: ${(error as Error).message}`;
        delayMs = retryBaseMs * 2 ** (attempt - 1);
      }
      if (attempt >= maxAttempts) {
        throw new OpenAlexApiError(`OpenAlex did not answer after ${maxAttempts} attempts (last: ${reason})`, status);
      }
      const wait = Math.min(maxRetryDelayMs, delayMs);
      options.onRetry?.({ attempt, status, delayMs: wait, reason });
      await sleep(wait);
    }
  }

  return {
    /** Institutions by name, OpenAlex id (I...) or ROR id (or its URL): at most 10, best first. */
    async searchInstitutions(query: string): Promise<InstitutionSummary[]> {
      const select = INSTITUTION_SELECT.join(',');
      const id = institutionIdOf(query);
      if (id) {
        try {
          return [summaryOf(await get(`/institutions/${id}`, { select }))];
        } catch (error) {
          if (error instanceof OpenAlexApiError && error.status === 404) return [];
          throw error;
        }
      }
      const ror = rorIdOf(query);
      const params: Record<string, string> = ror ? { filter: `ror:https://ror.org/${ror}` } : { search: query.trim() };
      const page = await get('/institutions', { ...params, select, 'per-page': '10' });
      return (Array.isArray(page.results) ? page.results : []).map((r) => summaryOf(r as Record<string, unknown>));
    },

    /** One institution's record as the import reads it (null when OpenAlex does not know it). */
    async institution(id: string): Promise<Record<string, unknown> | null> {
      try {
        return await get(`/institutions/${id}`, { select: INSTITUTION_SELECT.join(',') });
      } catch (error) {
        if (error instanceof OpenAlexApiError && error.status === 404) return null;
        throw error;
      }
    },

    summaryOf,

    /** How many authors OpenAlex counts at the institution (last known affiliation). */
    async authorsCount(id: string): Promise<number> {
      const page = await get('/authors', { filter: `${FILTERS.authors.filter}:${id}`, 'per-page': '1', select: 'id' });
      const count = (page.meta as { count?: unknown } | undefined)?.count;
      return typeof count === 'number' && count >= 0 ? count : 0;
    },

    /** One page of the institution's authors or works, from `cursor` ('*' for the first page). */
    async page(kind: PagedKind, id: string, cursor: string): Promise<OpenAlexPage> {
      const { filter, select } = FILTERS[kind];
      const page = await get(`/${kind}`, { filter: `${filter}:${id}`, select: select.join(','), 'per-page': String(perPage), cursor });
      const meta = (page.meta ?? {}) as { count?: unknown; next_cursor?: unknown };
      const results = Array.isArray(page.results) ? page.results.filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && !Array.isArray(r)) : [];
      return {
        results,
        count: typeof meta.count === 'number' ? meta.count : 0,
        nextCursor: typeof meta.next_cursor === 'string' && meta.next_cursor !== '' && results.length > 0 ? meta.next_cursor : null,
      };
    },
  };
}

export type OpenAlexClient = ReturnType<typeof createOpenAlexClient>;
