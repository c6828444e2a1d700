import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

describe('every API route declares an access policy', () => {
  let t: TestApp;
  beforeAll(async () => { t = await createTestApp(); });
  afterAll(async () => { await t.close(); });

  it('has no /api route without a policy', () => {
    const apiRoutes = t.routes.filter((r) => r.url.startsWith('/api'));
    expect(apiRoutes.length).toBeGreaterThan(5);
    const withoutPolicy = apiRoutes.filter((r) => !r.access).map((r) => `${r.method} ${r.url}`);
    expect(withoutPolicy).toEqual([]);
  });

  it('lists every API route in the OpenAPI document at /api/docs/json', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = Object.keys((response.json() as { paths: Record<string, unknown> }).paths);
    const ours = t.routes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'))
      .map((r) => r.url.replace(/:(\w+)/g, '{$1}'));
    for (const url of ours) expect(documented).toContain(url);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, message: 'No route GET /api/no-such-thing' });
  });
});
