import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNTING_MODES, AFFILIATION_MODES } from '@ri/contracts';
import { dashboardFiguresJobId } from '@ri/jobs';
import { setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';
import { startAnalyticsWorkers, type AnalyticsWorkers } from './support/analyticsWorkers.ts';
import { DASHBOARD_FIXTURE_YEAR } from './support/dashboardsFixture.ts';
import {
  compareDepartmentsDefaultFrom, departmentTotalsSet, FIGURE_OPTIONS, mapFacultySet, memberTotalsSet, membershipSet, type FigureSet,
} from '../src/domains/dashboards/precomputed.ts';

// The dashboard-figures job (docs/analytics-engine.md "Dashboard figures"): after Compute Fields publishes a
// version, the worker stores the figure sets of the perceptual map, Hire Impact and Compare by Department in
// every option, computed by the API's own definitions; they equal what the API computes on demand, the API
// answers from them while their version is current, and ignores them once it is not.
describe('dashboard figures: precomputed by the worker after each analytics version', () => {
  let s: DashboardsTest;
  let w: AnalyticsWorkers;
  let version: number;
  const clockYear = new Date().getUTCFullYear();
  const ok = async (call: Promise<LightMyRequestResponse>) => { const r = await call; expect(r.statusCode, r.body).toBe(200); return r.json(); };
  const stored = async () => (await sql<{ key: string; version: string; value: unknown }>`
    SELECT key, version, value FROM analytics_dashboard_figures ORDER BY key`.execute(s.t.db)).rows;
  const currentVersion = async () => Number((await sql<{ version: string }>`SELECT version FROM analytics_state WHERE id = 1`.execute(s.t.db)).rows[0]!.version);

  beforeAll(async () => {
    s = await setUpDashboards();
    w = await startAnalyticsWorkers(s.t);
    // Compute Fields: the full computation publishes a version and asks for that version's figures
    const job = await w.producer.enqueue('analyticsRecompute', { currentYear: DASHBOARD_FIXTURE_YEAR }, { requestedBy: null });
    await w.waitForRun(job.queue, job.jobId, 120_000);
    version = await currentVersion();
    await w.waitForRun('dashboard-figures', dashboardFiguresJobId(version), 120_000);
  }, 300_000);
  afterAll(async () => {
    await w?.close();
    await s?.close();
  });

  /** Every set the job computes, as the API defines them. */
  const sets = async (): Promise<FigureSet<unknown>[]> => {
    const universities = (await s.t.db.selectFrom('analytics_author').select('university_id').distinct().where('university_id', 'is not', null).execute())
      .map((r) => r.university_id!);
    const members = membershipSet(s.t.db);
    return [
      ...FIGURE_OPTIONS.map((o) => mapFacultySet(s.t.db, o, DASHBOARD_FIXTURE_YEAR)),
      members,
      ...FIGURE_OPTIONS.filter((o) => o.counting !== 'full' || o.affiliation !== 'current').map((o) => memberTotalsSet(s.t.db, members.compute, o, null, DASHBOARD_FIXTURE_YEAR)),
      ...universities.flatMap((u) => FIGURE_OPTIONS.flatMap((o) => [
        departmentTotalsSet(s.t.db, u, compareDepartmentsDefaultFrom(clockYear), clockYear, o),
        ...(o.counting === 'full' && o.affiliation === 'current' ? [] : [departmentTotalsSet(s.t.db, u, 0, DASHBOARD_FIXTURE_YEAR, o)]),
      ])),
    ] as FigureSet<unknown>[];
  };

  it('is one job per version: asking again for the same version adds nothing', async () => {
    const again = await w.producer.enqueue('dashboardFigures', { version }, { requestedBy: null, jobId: dashboardFiguresJobId(version) });
    expect(again.jobId).toBe(dashboardFiguresJobId(version));
    const runs = await s.t.db.selectFrom('job_runs').select(['bull_job_id', 'status', 'result']).where('queue', '=', 'dashboard-figures').execute();
    expect(runs.filter((r) => r.bull_job_id === dashboardFiguresJobId(version))).toHaveLength(1);
    const run = runs.find((r) => r.bull_job_id === dashboardFiguresJobId(version))!;
    expect(run.status).toBe('completed');
    const expected = (await sets()).length;
    expect(run.result).toMatchObject({ version, stored: expected, total: expected });
    expect((run.result as { progressRows: number }).progressRows).toBeGreaterThan(0);
    // the Faculty Progress ranks came with it, stamped with the same version
    const ranks = (await sql<{ version: string }>`SELECT version FROM analytics_progress_state`.execute(s.t.db)).rows;
    expect(ranks.map((r) => Number(r.version))).toEqual([version]);
  });

  it('stores, for every set and option, exactly what the API computes on demand, stamped with the version', async () => {
    const rows = new Map((await stored()).map((r) => [r.key, r]));
    const all = await sets();
    expect([...rows.keys()].sort()).toEqual(all.map((x) => x.key).sort());
    for (const set of all) {
      const row = rows.get(set.key)!;
      expect(Number(row.version), set.key).toBe(version);
      // the stored form read back equals the value computed now, and so does its stored form
      const computed = await set.compute();
      expect(set.decode(row.value), set.key).toEqual(computed);
      expect(row.value, set.key).toEqual(JSON.parse(JSON.stringify(set.encode(computed))));
    }
  });

  it('answers from the stored rows while their version is current, and ignores them once it is not', async () => {
    const alpha = s.f.u.U1;
    const compareUrl = '/api/dashboard/compare_departments';
    const mapBody = (counting: string, affiliation: string) => ({
      titles: ['Assistant Professor', 'Associate Professor', 'Full Professor'], x: 'total_papers', y: 'total_citations', school: 'top10', counting, affiliation,
    });
    const hireUrl = (counting: string, affiliation: string) =>
      `/api/hireImpact?hiringCandidateId=${s.f.a.b3}&department=${s.f.d.D1}&facultyIds=${s.f.a.a1}&journal_ids=All&counting=${counting}&affiliation=${affiliation}`;
    // observable, not timed: a stored row changed by hand is what the next (first) read answers
    const key = `departments:${alpha}:${compareDepartmentsDefaultFrom(clockYear)}:${clockYear}:full:current:all`;
    await sql`UPDATE analytics_dashboard_figures SET value = jsonb_build_array(jsonb_build_object('department_id', NULL, 'papers', 4242, 'citations', 0)) WHERE key = ${key}`.execute(s.t.db);
    const mapKey = 'map:fractional:at_publication';
    await sql`UPDATE analytics_dashboard_figures SET value = jsonb_set(value, '{total_papers}', (SELECT jsonb_agg(9000) FROM jsonb_array_elements(value->'total_papers'))) WHERE key = ${mapKey}`.execute(s.t.db);
    expect((await ok(s.get('university', compareUrl))).school).toEqual({ papers: 4242, citations: 0 });
    const tamperedMap = await ok(s.post('university', '/api/perceptualMap', mapBody('fractional', 'at_publication')));
    expect(tamperedMap.points.map((p: { x: number }) => p.x).every((x: number) => x === 9000)).toBe(true);

    // every option read from the stored rows (the two changed above aside) ...
    const fromRows: unknown[] = [];
    for (const counting of COUNTING_MODES) {
      for (const affiliation of AFFILIATION_MODES) {
        fromRows.push(await ok(s.get('university', `${compareUrl}?counting=${counting}&affiliation=${affiliation}`)));
        fromRows.push(await ok(s.post('university', '/api/perceptualMap', mapBody(counting, affiliation))));
        fromRows.push(await ok(s.get('university', hireUrl(counting, affiliation))));
      }
    }
    // ... then a new version: the stored rows are stale and ignored, every answer is computed on demand
    await sql`UPDATE analytics_state SET version = version + 1 WHERE id = 1`.execute(s.t.db);
    const school = (await ok(s.get('university', compareUrl))).school;
    expect(school.papers).not.toBe(4242);
    const onDemand: unknown[] = [];
    for (const counting of COUNTING_MODES) {
      for (const affiliation of AFFILIATION_MODES) {
        onDemand.push(await ok(s.get('university', `${compareUrl}?counting=${counting}&affiliation=${affiliation}`)));
        onDemand.push(await ok(s.post('university', '/api/perceptualMap', mapBody(counting, affiliation))));
        onDemand.push(await ok(s.get('university', hireUrl(counting, affiliation))));
      }
    }
    // the same answers, but for the two rows changed by hand
    const changed = [0, 3 * (COUNTING_MODES.length * AFFILIATION_MODES.length) - 2];
    onDemand.forEach((answer, i) => {
      if (changed.includes(i)) expect(fromRows[i]).not.toEqual(answer);
      else expect(fromRows[i], `answer ${i}`).toEqual(answer);
    });
  });
});
