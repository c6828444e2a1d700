import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../src/http/access.ts';
import { createActors, ROLES, type Actors, type Role } from './support/actors.ts';
import { createTestApp, TEST_PASSWORD, type TestApp } from './support/testApp.ts';

/**
 * Every API route as every role. `ok` means the role gets past authentication and authorisation
 * (the answer may still be 4xx for the placeholder input, but never 401 or 403); a number is the
 * exact status the role must get. A route missing from this table fails the test, so every new
 * route must say here who may call it.
 */
type Outcome = 'ok' | 401 | 403;
interface Row {
  expect: Record<Role, Outcome>;
  request?: (a: Actors, role: Role) => { url?: string; payload?: unknown };
}

const everyone: Record<Role, Outcome> = { anonymous: 'ok', faculty: 'ok', otherFaculty: 'ok', university: 'ok', otherUniversity: 'ok', admin: 'ok' };
const signedIn: Record<Role, Outcome> = { ...everyone, anonymous: 401 };
const adminOnly: Record<Role, Outcome> = { anonymous: 401, faculty: 403, otherFaculty: 403, university: 403, otherUniversity: 403, admin: 'ok' };

export const MATRIX: Record<string, Row> = {
  'GET /api/health': { expect: everyone },
  'POST /api/login': { expect: everyone, request: () => ({ payload: { username: 'matrix-faculty', password: TEST_PASSWORD } }) },
  'POST /api/logout': { expect: signedIn },
  'POST /api/token/refresh': { expect: signedIn },
  'GET /api/session': { expect: signedIn },
  'POST /api/admin_login': { expect: adminOnly, request: (a) => ({ payload: { id: a.authorId, isUniversity: 0 } }) },
  // any signed-in user may call it; only an impersonated session gets past the service (403 otherwise)
  'POST /api/admin_logout': { expect: { ...adminOnly, anonymous: 401, admin: 403 } },
  'POST /api/signup': { expect: everyone, request: () => ({ payload: { email: 'x', username: '', password: '', author_id: '', new_author: true, first_name: '', last_name: '', univ_name: '', univ_id: null } }) },
  'GET /api/signup': { expect: everyone, request: () => ({ url: '/api/signup?fn=own&ln=faculty' }) },
  'GET /api/verify_email': { expect: everyone, request: (_a, role) => ({ url: `/api/verify_email?email=${role}@nowhere.edu` }) },
  'POST /api/verify_email': { expect: everyone, request: () => ({ payload: { token: 'not-a-real-token-at-all' } }) },
  'GET /api/reset_password': { expect: everyone, request: (_a, role) => ({ url: `/api/reset_password?email=${role}@nowhere.edu` }) },
  'POST /api/reset_password': { expect: everyone, request: () => ({ payload: { token: 'not-a-real-token-at-all', password: 'some long passphrase' } }) },
  'GET /api/auto/univ/:text': { expect: everyone, request: () => ({ url: '/api/auto/univ/own' }) },
  'GET /api/auto/school/:text': { expect: everyone, request: () => ({ url: '/api/auto/school/own' }) },
  'GET /api/get_universities/all': { expect: signedIn },
  'GET /api/get_universities/completed': { expect: signedIn },
  'GET /api/auth_search': { expect: signedIn, request: () => ({ url: '/api/auth_search?first_name=own&last_name=faculty' }) },
  'GET /api/audit_log': { expect: adminOnly },
  'POST /api/jobs/author-totals': { expect: adminOnly },
  // a run the admin started: visible to whoever asked for it and to admins only
  'GET /api/jobs/:queue/:jobId': { expect: adminOnly, request: () => ({ url: '/api/jobs/author-totals/matrix-admin-job' }) },
  // a job nobody started: an existing one would stream until it ends (streams are tested in jobs.test.ts)
  'GET /api/jobs/:queue/:jobId/events': { expect: signedIn, request: () => ({ url: '/api/jobs/author-totals/999999/events' }) },
};

function expectedFromPolicy(policy: AccessPolicy, role: Role): Outcome {
  if (policy.kind === 'public') return 'ok';
  if (role === 'anonymous') return 401;
  if (policy.kind === 'authenticated') return 'ok';
  const type = role === 'otherFaculty' ? 'faculty' : role === 'otherUniversity' ? 'university' : role;
  return policy.roles.includes(type as 'faculty' | 'university' | 'admin') ? 'ok' : 403;
}

describe('authorization matrix: every route as every role', () => {
  let t: TestApp;
  let actors: Actors;
  beforeAll(async () => {
    t = await createTestApp();
    actors = await createActors(t);
    await t.db.insertInto('job_runs').values({ queue: 'author-totals', bull_job_id: 'matrix-admin-job', requested_by: actors.userIds.admin }).execute();
  });
  afterAll(async () => { await t.close(); });

  it('has a row for every registered route, and no row for a route that does not exist', () => {
    const registered = t.routes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs')).map((r) => `${r.method} ${r.url}`);
    expect(registered.filter((key) => !MATRIX[key])).toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key))).toEqual([]);
  });

  it('agrees with each route\'s declared policy (stricter rows are ownership rules of the service)', () => {
    for (const route of t.routes.filter((r) => MATRIX[`${r.method} ${r.url}`])) {
      const row = MATRIX[`${route.method} ${route.url}`]!;
      for (const role of ROLES) {
        const declared = expectedFromPolicy(route.access!, role);
        if (declared !== 'ok') expect(row.expect[role], `${route.method} ${route.url} as ${role}`).toBe(declared);
      }
    }
  });

  it('answers each role as the table says', async () => {
    const failures: string[] = [];
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method, path] = key.split(' ') as [string, string];
      for (const role of ROLES) {
        const token = await actors.token(role);
        const custom = row.request?.(actors, role) ?? {};
        const response = await t.app.inject({
          method: method as 'GET',
          url: custom.url ?? path,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          ...(custom.payload !== undefined ? { payload: custom.payload as object } : method === 'GET' ? {} : { payload: {} }),
        });
        const wanted = row.expect[role];
        const got = response.statusCode;
        const ok = wanted === 'ok' ? got !== 401 && got !== 403 && got < 500 : got === wanted;
        if (!ok) failures.push(`${key} as ${role}: expected ${wanted}, got ${got} ${response.body.slice(0, 120)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
