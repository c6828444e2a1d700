import { describe, expect, it } from 'vitest';
import type { Actors } from './support/actors.ts';
import { withActors } from './support/withActors.ts';
import type { TestApp } from './support/testApp.ts';

// Answers with personal data are never cached (docs/api-conventions.md, "Caching"): every /api answer carries
// Cache-Control: no-store, whatever its status.
describe('Cache-Control: no-store on every API answer', () => {
  let t: TestApp;
  let a: Actors;
  withActors((app, actors) => { t = app; a = actors; });

  it('on the answers named in the probe: session, own profile, contact requests', async () => {
    const faculty = await a.token('faculty');
    const admin = await a.token('admin');
    for (const [url, token] of [['/api/session', faculty], ['/api/profile/get_profile', faculty], ['/api/contact_us', admin]] as const) {
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode, `${url} ${response.body}`).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('on every GET route of the API as an administrator (any status), and on errors', async () => {
    const admin = await a.token('admin');
    const gets = t.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !r.url.endsWith('/events'));
    expect(gets.length).toBeGreaterThan(40);
    for (const route of gets) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1');
      const response = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });
      expect(response.headers['cache-control'], `${url}: ${response.statusCode}`).toMatch(/no-store/);
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
  }, 60_000);
});
