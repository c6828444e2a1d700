import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { UNDER_PRESSURE_MESSAGE, UNDER_PRESSURE_RETRY_AFTER_SECONDS } from '../src/http/productionSettings.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';

// docs/reliability.md, "Production settings": the headers, limits and load shedding the API applies.
describe('production settings', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 414 for a path parameter over 100 characters, before any other check (the router\'s maxParamLength)', async () => {
    t = await createTestApp();
    const at = (length: number) => t!.app.inject({ method: 'GET', url: `/api/jobs/analytics-refresh/${'7'.repeat(length)}` });
    expect((await at(101)).statusCode).toBe(414);
    // at the limit the route is found: the access policy answers (no session)
    expect((await at(100)).statusCode).toBe(401);
  });

  it('sends the security headers and our content-security policy; no HTTPS upgrade or HSTS on plain HTTP', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of ["default-src 'self'", "script-src 'self'", "script-src-attr 'none'", "style-src 'self' 'unsafe-inline'", "frame-ancestors 'none'", "base-uri 'self'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('adds HSTS and the HTTPS upgrade when the app is served over HTTPS', async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://insights.example.edu' });
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    expect(response.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
  });

  it('gives the API docs page its own policy (its scripts are files of our origin), without the HTTPS upgrade on plain HTTP', async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/static/index.html' });
    const page = response.statusCode === 302 ? await t.app.inject({ method: 'GET', url: String(response.headers.location) }) : response;
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-initializer.js');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('refuses requests with 503, Retry-After and a clear message while over a pressure threshold', async () => {
    // a heap limit of one byte: over it from the first sample on
    t = await createTestApp({ PRESSURE_MAX_HEAP_USED_BYTES: '1' });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe(String(UNDER_PRESSURE_RETRY_AFTER_SECONDS));
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ statusCode: 503, error: 'Service Unavailable', message: UNDER_PRESSURE_MESSAGE });
  });

  it('checks pressure outside tests by default (event loop 1 s, 90 % of the heap limit, 1.5 GiB RSS, 98 % utilisation), and not in tests unless set', () => {
    const base = { DATABASE_URL: 'postgres://x/y', REDIS_URL: 'redis://x', JWT_SECRET: 'a-production-secret-of-at-least-32-characters' };
    const production = loadConfig({ ...base, NODE_ENV: 'production' }).pressure;
    expect(production.maxEventLoopDelayMs).toBe(1_000);
    expect(production.maxHeapUsedBytes).toBeGreaterThan(0);
    expect(production.maxRssBytes).toBe(1.5 * 1024 ** 3);
    expect(production.maxEventLoopUtilization).toBe(0.98);
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).pressure).toEqual({ maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, maxEventLoopUtilization: 0 });
    expect(loadConfig({ ...base, NODE_ENV: 'production', PRESSURE_MAX_RSS_BYTES: '0' }).pressure.maxRssBytes).toBe(0);
  });
});
