// A local OpenAlex API for the onboarding tests, answering from the real records in
// tests/fixtures/openalex (see its README): institution search (`search=`, `filter=ror:`), one
// institution, and the authors and works of an institution, paged with opaque cursors (`cursor=*`
// first; as OpenAlex, the page after the last has no results and `next_cursor: null`). It honours
// `select=` (a field the record does not have is a 400, as OpenAlex answers) and `per-page`, records
// every request, and plays injected failures (429 with Retry-After, 500) on the requests they match.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const FIXTURES = path.join(import.meta.dirname, '..', 'fixtures', 'openalex');
const record = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>;

export interface RecordedRequest { path: string; params: Record<string, string>; at: number }
export interface InjectedAnswer { status: number; headers?: Record<string, string>; body?: string }

export interface OpenAlexServer {
  url: string;
  requests: RecordedRequest[];
  /** the real institution record (I27837315, University of Michigan) */
  institution: Record<string, unknown>;
  /** the works the school's listing has: the real work and its numbered copies */
  works: Record<string, unknown>[];
  authors: Record<string, unknown>[];
  /** the next requests whose path starts with `pathPrefix` (and, if given, whose cursor is `cursor`) get these answers, in order */
  inject(match: { pathPrefix: string; cursor?: string }, answers: InjectedAnswer[]): void;
  close(): Promise<void>;
}

/** A copy of the real work: another id, DOI and title; its second author (Jason Priem) at `institution`. */
function workCopy(work: Record<string, unknown>, n: number, institution: Record<string, unknown>): Record<string, unknown> {
  const authorships = (work.authorships as Record<string, unknown>[]).map((a, i) => (i === 1 ? { ...a, institutions: [institutionRef(institution)] } : a));
  return n === 0
    ? { ...work, authorships }
    : { ...work, id: `https://openalex.org/W90000000${String(n).padStart(2, '0')}`, doi: `${String(work.doi)}.copy${n}`, title: `${String(work.title)} (copy ${n})`, display_name: `${String(work.display_name)} (copy ${n})`, authorships };
}

function institutionRef(institution: Record<string, unknown>) {
  const { id, display_name, ror, country_code, type, lineage } = institution as Record<string, unknown>;
  return { id, display_name, ror, country_code, type, lineage: lineage ?? [id] };
}

/** The record cut to `select=` fields, or the message OpenAlex gives for a field that does not exist. */
function select(value: Record<string, unknown>, fields: string | undefined): { value: Record<string, unknown> } | { error: string } {
  if (!fields) return { value };
  const out: Record<string, unknown> = {};
  for (const field of fields.split(',')) {
    if (!(field in value)) return { error: `${field} is not a valid select field.` };
    out[field] = value[field];
  }
  return { value: out };
}

const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
const decodeCursor = (cursor: string) => (cursor === '*' ? 0 : Number(/^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString())?.[1] ?? NaN));

/** Starts the server; `workCopies` copies of the real work besides it (default 6: seven works). */
export async function startOpenAlexServer(options: { workCopies?: number; port?: number } = {}): Promise<OpenAlexServer> {
  const institution = record('I27837315');
  const institutionId = String(institution.id).replace('https://openalex.org/', '');
  const realWork = record('W2741809807');
  const works = Array.from({ length: (options.workCopies ?? 6) + 1 }, (_, n) => workCopy(realWork, n, institution));
  const realAuthor = record('A5023888391');
  const authors = [{ ...realAuthor, last_known_institutions: [institutionRef(institution)] }];
  const requests: RecordedRequest[] = [];
  const injected: Array<{ match: { pathPrefix: string; cursor?: string }; answer: InjectedAnswer }> = [];

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };
  const listing = (response: http.ServerResponse, params: Record<string, string>, all: Record<string, unknown>[], paged: boolean) => {
    const perPage = Math.min(200, Math.max(1, Number(params['per-page'] ?? 25)));
    const offset = paged ? decodeCursor(params.cursor ?? '*') : 0;
    if (!Number.isInteger(offset)) return json(response, 400, { error: 'Invalid query parameters error.', message: 'Invalid cursor.' });
    const slice = all.slice(offset, offset + perPage);
    const results: Record<string, unknown>[] = [];
    for (const item of slice) {
      const picked = select(item, params.select);
      if ('error' in picked) return json(response, 400, { error: 'Invalid query parameters error.', message: picked.error });
      results.push(picked.value);
    }
    const meta: Record<string, unknown> = { count: all.length, db_response_time_ms: 12, page: paged ? null : 1, per_page: perPage };
    if (paged) meta.next_cursor = slice.length > 0 ? encodeCursor(offset + slice.length) : null;
    return json(response, 200, { meta, results, group_by: [] });
  };

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const params = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, params, at: Date.now() });
    const at = injected.findIndex(({ match }) => url.pathname.startsWith(match.pathPrefix) && (match.cursor === undefined || match.cursor === params.cursor));
    if (at >= 0) {
      const { answer } = injected.splice(at, 1)[0]!;
      response.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers }).end(answer.body ?? JSON.stringify({ error: `status ${answer.status}` }));
      return;
    }
    const filter = params.filter ?? '';
    if (url.pathname === `/institutions/${institutionId}`) {
      const picked = select(institution, params.select);
      return 'error' in picked ? json(response, 400, { error: 'Invalid query parameters error.', message: picked.error }) : json(response, 200, picked.value);
    }
    if (url.pathname.startsWith('/institutions/')) return json(response, 404, { error: 'Not Found', message: 'The requested URL was not found.' });
    if (url.pathname === '/institutions') {
      const search = (params.search ?? '').toLowerCase();
      const ror = /^ror:(.+)$/.exec(filter)?.[1];
      const matches = (ror ? ror === institution.ror : search !== '' && String(institution.display_name).toLowerCase().includes(search)) ? [institution] : [];
      return listing(response, params, matches, false);
    }
    if (url.pathname === '/authors') return listing(response, params, filter === `last_known_institutions.id:${institutionId}` ? authors : [], true);
    if (url.pathname === '/works') return listing(response, params, filter === `authorships.institutions.id:${institutionId}` ? works : [], true);
    json(response, 404, { error: 'Not Found', message: 'The requested URL was not found.' });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests, institution, works, authors,
    inject(match, answers) {
      for (const answer of answers) injected.push({ match, answer });
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
