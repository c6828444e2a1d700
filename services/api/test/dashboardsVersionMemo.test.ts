import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';

// The figures of every school kept in the API per version of the analytics tables
// (services/api/src/domains/dashboards/versionMemo.ts, docs/dashboards-api.md "Data sources and speed"):
// an answer belongs to the version it was computed for, and the next version is seen by the next call.
describe('dashboards: figures kept per analytics version', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpDashboards(); });
  afterAll(() => s?.close());
  /** the answer of a call that must succeed */
  const ok = async (call: Promise<LightMyRequestResponse>) => { const r = await call; expect(r.statusCode, r.body).toBe(200); return r.json(); };
  const bumpVersion = () => sql`UPDATE analytics_state SET version = version + 1 WHERE id = 1`.execute(s.t.db);
  const map = async (counting: 'full' | 'fractional') => {
    const body = await ok(s.post('university', '/api/perceptualMap', {
      titles: ['Assistant Professor', 'Associate Professor'], x: 'total_papers', y: 'total_citations', school: 'top10', counting,
    }));
    return body.points.map((p: { displayValue: string; x: number }) => [p.displayValue, p.x]);
  };

  it('answers the perceptual map from the version it was computed for, and from the new one after a refresh', async () => {
    // assistants and associates of Alpha: Ann 3, Ben 4, Dev 2, Fin 2 papers: 11/4 = 2.75 (dashboardsScreens.test.ts)
    expect(await map('full')).toEqual([['ALP', 2.75], ['BET', 2], ['GAM', 1.5]]);
    // a write that the refresh has not published yet: the answer stays the one of the current version
    await s.t.db.updateTable('analytics_author').set({ total_papers: 7 }).where('author_id', '=', s.f.a.a1).execute();
    expect(await map('full')).toEqual([['ALP', 2.75], ['BET', 2], ['GAM', 1.5]]);
    // the refresh publishes it (a new version): Ann 7, so Alpha (7 + 4 + 2 + 2) / 4 = 3.75
    await bumpVersion();
    expect(await map('full')).toEqual([['ALP', 3.75], ['BET', 2], ['GAM', 1.5]]);
    // each figure option is kept apart: fractional counting is computed for the new version too
    const fractional = await map('fractional');
    expect(fractional.map(([name]: [string]) => name)).toEqual(['ALP', 'BET', 'GAM']);
    await s.t.db.updateTable('analytics_author').set({ total_papers: 3 }).where('author_id', '=', s.f.a.a1).execute();
    await bumpVersion();
    expect(await map('full')).toEqual([['ALP', 2.75], ['BET', 2], ['GAM', 1.5]]);
    expect(await map('fractional')).toEqual(fractional);
  });

  it('answers Compare by Department from the source tables again once the version changes', async () => {
    const url = '/api/dashboard/compare_departments?from_year=2021&to_year=2025';
    const before = await ok(s.get('university', url));
    // one more citation in 2024 of a paper of Alpha's faculty, then the refresh it asks for
    const { rows } = await sql<{ paper_id: number }>`
      SELECT s.paper_id FROM authorships s WHERE s.author_id = ${s.f.a.a1} ORDER BY s.paper_id LIMIT 1`.execute(s.t.db);
    const paperId = rows[0]!.paper_id;
    await sql`INSERT INTO citations (paper_id, year, count) VALUES (${paperId}, 2024, 1)
              ON CONFLICT (paper_id, year) DO UPDATE SET count = citations.count + 1`.execute(s.t.db);
    expect(await ok(s.get('university', url))).toEqual(before);
    await bumpVersion();
    const after = await ok(s.get('university', url));
    expect(after.school.citations).toBe(before.school.citations + 1);
    expect(after.school.papers).toBe(before.school.papers);
  });
});
