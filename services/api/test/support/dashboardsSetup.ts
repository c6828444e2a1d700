import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { dashboardFiguresJobId } from '@ri/jobs';
import { createTestApp, createUser, type TestApp } from './testApp.ts';
import { startAnalyticsWorkers } from './analyticsWorkers.ts';
import { DASHBOARD_FIXTURE_YEAR, insertDashboardsFixture, type DashboardsFixture } from './dashboardsFixture.ts';

export type DashboardUser = 'university' | 'otherUniversity' | 'admin' | 'faculty' | 'incompleteFaculty';

export interface DashboardsTest {
  t: TestApp;
  f: DashboardsFixture;
  get(user: DashboardUser, url: string): Promise<LightMyRequestResponse>;
  post(user: DashboardUser, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  put(user: DashboardUser, url: string, payload: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The API on a fresh database holding the dashboards' data set, with the precomputed tables filled
 * by the real recompute jobs (core and tenure, for 2025) run in-process, and one user of each kind:
 * Alpha's university user, Beta's, an admin, Ann Adams (faculty, complete profile) and Fin Ford
 * (faculty, incomplete profile).
 */
export async function setUpDashboards(): Promise<DashboardsTest> {
  const t = await createTestApp();
  const f = await insertDashboardsFixture(t.db);
  const userIds: Record<DashboardUser, number> = {
    university: await createUser(t.db, { username: 'dash-alpha', type: 'university', universityId: f.u.U1 }),
    otherUniversity: await createUser(t.db, { username: 'dash-beta', type: 'university', universityId: f.u.U2 }),
    admin: await createUser(t.db, { username: 'dash-admin', type: 'admin' }),
    faculty: await createUser(t.db, { username: 'dash-ann', type: 'faculty', authorId: f.a.a1, universityId: f.u.U1 }),
    incompleteFaculty: await createUser(t.db, { username: 'dash-fin', type: 'faculty', authorId: f.a.a6, universityId: f.u.U1 }),
  };
  await fillPrecomputedTables(t);
  const tokens = new Map<DashboardUser, string>();
  const token = async (user: DashboardUser) => {
    let value = tokens.get(user);
    if (!value) {
      const sessionId = randomUUID();
      await t.db.insertInto('sessions').values({ id: sessionId, user_id: userIds[user], expires_at: new Date(Date.now() + 3_600_000) }).execute();
      value = t.app.jwt.sign({ sid: sessionId, sub: String(userIds[user]) }, { expiresIn: '1h' });
      tokens.set(user, value);
    }
    return value;
  };
  return {
    t, f,
    async get(user, url) {
      return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${await token(user)}` } });
    },
    async post(user, url, payload) {
      return t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${await token(user)}` }, payload: payload as object });
    },
    async put(user, url, payload) {
      return t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${await token(user)}` }, payload: payload as object });
    },
    close: () => t.close(),
  };
}

/** Fills the precomputed tables from the dashboards' data set with the real recompute jobs (core and tenure, for 2025), run in-process. */
export async function fillPrecomputedTables(t: TestApp): Promise<void> {
  const w = await startAnalyticsWorkers(t);
  try {
    for (const queue of ['analyticsRecompute', 'tenureData'] as const) {
      const job = await w.producer.enqueue(queue, { currentYear: DASHBOARD_FIXTURE_YEAR }, { requestedBy: null });
      await w.waitForRun(job.queue, job.jobId, 120_000);
    }
    // and the dashboard figures of the last version (docs/analytics-engine.md "Dashboard figures"), so that every test
    // starts from the same state: the stored figure sets present
    const { version } = await t.db.selectFrom('analytics_state').select('version').executeTakeFirstOrThrow();
    await w.waitForRun('dashboard-figures', dashboardFiguresJobId(Number(version)), 120_000);
  } finally {
    await w.close();
  }
}

/** The JSON of a 200 answer (the status is checked, with the body as the message). */
export async function ok(response: Promise<LightMyRequestResponse>) {
  const r = await response;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** A refused request: its status (400 unless named) and its message. */
export async function refused(response: Promise<LightMyRequestResponse>, message: string, status = 400): Promise<void> {
  const r = await response;
  expect(r.statusCode, r.body).toBe(status);
  expect(r.json().message).toBe(message);
}
