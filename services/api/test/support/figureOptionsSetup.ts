import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { setUpDashboards, type DashboardsTest } from './dashboardsSetup.ts';

/**
 * The dashboards' data set (dashboardsFixture.ts) with the universities on the authorships that
 * affiliation at publication reads (docs/metrics.md section 15): Dev Diaz (a4) was at Gamma from
 * 2021 to 2024, so his authorships of P7 (2022) and P9 (2023) carry Gamma; Ben Baker (a2) was at
 * Beta until 2017, so his P4 (2016) carries Beta. Every other authorship carries none (the
 * author's current university stands in).
 */
export async function setUpFigureOptions(): Promise<DashboardsTest> {
  const s = await setUpDashboards();
  const { a, p, u } = s.f;
  for (const [paper, author, university] of [[p.P7!, a.a4, u.U3], [p.P9!, a.a4, u.U3], [p.P4!, a.a2, u.U2]] as const) {
    await s.t.db.updateTable('authorships').set({ university_id: university }).where('paper_id', '=', paper).where('author_id', '=', author).execute();
  }
  // a new version of the analytics tables, as the refresh these writes ask for publishes: the figure sets the worker
  // stored for the version before them are no longer read (docs/analytics-engine.md "Dashboard figures")
  await sql`UPDATE analytics_state SET version = version + 1 WHERE id = 1`.execute(s.t.db);
  return s;
}

/** The body of a 200 answer. */
export async function okBody(response: Promise<LightMyRequestResponse>) {
  const r = await response;
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
}

/** A 400 with the message. */
export async function refusedWith(response: Promise<LightMyRequestResponse>, message: string) {
  const r = await response;
  expect(r.statusCode, r.body).toBe(400);
  expect(r.json().message).toBe(message);
}

/** The four combinations of counting and affiliation, as query-string tails ('' for the defaults). */
export const FIGURE_OPTION_QUERIES = ['', '&counting=fractional', '&affiliation=at_publication', '&counting=fractional&affiliation=at_publication'] as const;

/** Two decimals, as the answers round their figures. */
export const round2 = (n: number) => Math.round(n * 100) / 100;
