import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OpenAlexApiError, createOpenAlexClient, institutionIdOf, openAlexSettingsFromEnv, retryAfterMs, rorIdOf } from './api.ts';

const michigan = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/openalex/I27837315.json', import.meta.url), 'utf8')) as Record<string, unknown>;

let server: http.Server;
let base: string;
/** answers queued per path; an empty queue answers 200 with the Michigan record */
const script = new Map<string, Array<{ status: number; headers?: Record<string, string> }>>();
const seen: Array<{ path: string; at: number }> = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    seen.push({ path: url.pathname, at: Date.now() });
    const next = script.get(url.pathname)?.shift();
    if (next) {
      response.writeHead(next.status, { 'content-type': 'application/json', ...next.headers }).end('{"error":"scripted","message":"scripted answer"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(michigan));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('OpenAlex client', () => {
  it('reads institution and ROR ids in their usual spellings', () => {
    expect(institutionIdOf('I27837315')).toBe('I27837315');
    expect(institutionIdOf(' https://openalex.org/i27837315 ')).toBe('I27837315');
    expect(institutionIdOf('University of Michigan')).toBeNull();
    expect(institutionIdOf('W2741809807')).toBeNull();
    expect(rorIdOf('https://ror.org/00jmfr291')).toBe('00jmfr291');
    expect(rorIdOf('00JMFR291')).toBe('00jmfr291');
    expect(rorIdOf('michigan')).toBeNull();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('0.5')).toBe(500);
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(retryAfterMs('Fri, 27 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });

  it('settings from the environment: base URL (no trailing slash), contact e-mail, API key', () => {
    expect(openAlexSettingsFromEnv({})).toEqual({ baseUrl: 'https://api.openalex.org', mailto: null, apiKey: null });
    expect(openAlexSettingsFromEnv({ OPENALEX_BASE_URL: 'http://127.0.0.1:8765/', OPENALEX_MAILTO: 'a@b.edu', OPENALEX_API_KEY: 'k' }))
      .toEqual({ baseUrl: 'http://127.0.0.1:8765', mailto: 'a@b.edu', apiKey: 'k' });
  });

  // docs/metrics.md "OpenAlex institution counts": the counts shown are OpenAlex's own, passed through
  it('shows the institution\'s counts as OpenAlex gives them (the real Michigan record: 932,812 works, 22,780,242 citations)', () => {
    const client = createOpenAlexClient({ baseUrl: base, mailto: null, apiKey: null });
    expect(client.summaryOf(michigan)).toEqual({
      id: 'I27837315', display_name: 'University of Michigan', ror: 'https://ror.org/00jmfr291', country_code: 'US', type: 'funder',
      homepage_url: 'https://www.umich.edu', works_count: 932812, cited_by_count: 22780242,
    });
    expect(client.summaryOf({ id: 'https://openalex.org/I1', display_name: 'X', works_count: -3, cited_by_count: 'many' })).toMatchObject({ works_count: 0, cited_by_count: 0 });
  });

  it('retries a 429 after its Retry-After and 5xx answers with growing waits, then answers', async () => {
    script.set('/institutions/I27837315', [{ status: 429, headers: { 'retry-after': '1' } }, { status: 500 }, { status: 502 }]);
    const waits: number[] = [];
    const client = createOpenAlexClient({ baseUrl: base, mailto: null, apiKey: null, retryBaseMs: 40, onRetry: (r) => waits.push(r.delayMs) });
    seen.length = 0;
    const record = await client.institution('I27837315');
    expect(record?.display_name).toBe('University of Michigan');
    expect(waits).toEqual([1000, 80, 160]);
    expect(seen).toHaveLength(4);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(950);
  });

  it('gives up after its attempts, and at once on a 4xx other than 429; a 404 institution is null', async () => {
    script.set('/institutions/I27837315', Array.from({ length: 3 }, () => ({ status: 503 })));
    const client = createOpenAlexClient({ baseUrl: base, mailto: null, apiKey: null, retryBaseMs: 1, maxAttempts: 3 });
    await expect(client.institution('I27837315')).rejects.toThrow(/did not answer after 3 attempts \(last: server error \(503\)\)/);
    script.set('/institutions', [{ status: 400 }]);
    seen.length = 0;
    const refused = await client.searchInstitutions('michigan').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAlexApiError);
    expect((refused as OpenAlexApiError).status).toBe(400);
    expect(seen).toHaveLength(1);
    script.set('/institutions/I1', [{ status: 404 }]);
    expect(await client.institution('I1')).toBeNull();
  });
});
