import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessPolicy } from '../src/http/access.ts';
import { createActors, ROLES, type Actors, type Role } from './support/actors.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import type { MatrixRows, Outcome } from './authorization/matrixTypes.ts';

// every domain's rows, from services/api/test/authorization/<domain>.rows.ts
const MATRIX: MatrixRows = Object.assign({}, ...Object.values(import.meta.glob<{ rows: MatrixRows }>('./authorization/*.rows.ts', { eager: true })).map((m) => m.rows));

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

  it('answers each role as the table says', { timeout: 180_000 }, async () => {
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
