import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERCEPTUAL_MAP_EXCLUSION, universityStatusEffect } from '@ri/contracts';
import { ok, setUpDashboards, type DashboardsTest } from './support/dashboardsSetup.ts';

// A university's faculty data status (docs/admin-tools.md, "Faculty data status"): administrators mark a
// school Completed (ranked in Compare Schools, offered in the pickers) or Pending; audited; the next read sees it.
describe('faculty data status: PUT /api/admin/universities/:id/status', () => {
  let s: DashboardsTest;
  beforeAll(async () => { s = await setUpDashboards(); });
  afterAll(async () => { await s?.close(); });

  const putAs = (user: 'admin' | 'university' | 'faculty', id: number | string, payload: unknown) => s.put(user, `/api/admin/universities/${id}/status`, payload);
  const statusRows = () => s.t.db.selectFrom('audit_log').select(['actor_user_id', 'entity_id', 'before', 'after']).where('action', '=', 'university.status').orderBy('id').execute();
  const completed = async () => ((await ok(s.get('university', '/api/get_universities/completed'))) as { _id: number }[]).map((u) => u._id);
  const compareSchools = async () => ok(s.post('university', '/api/perceptualMap', { titles: ['Assistant Professor', 'Associate Professor', 'Full Professor'], x: 'total_papers', y: 'total_citations', school: 'top20' })) as
    Promise<{ points: { univ_id: number }[]; excluded: { univ_id: number; reason: string }[] }>;

  it('refuses everyone but administrators, an unknown school and a bad value, changing nothing', async () => {
    const beta = s.f.u.U2;
    for (const user of ['university', 'faculty'] as const) expect((await putAs(user, beta, { status: 'Pending' })).statusCode).toBe(403);
    expect((await s.t.app.inject({ method: 'PUT', url: `/api/admin/universities/${beta}/status`, payload: { status: 'Pending' } })).statusCode).toBe(401);
    const unknown = await putAs('admin', 2_000_000, { status: 'Pending' });
    expect(unknown.statusCode, unknown.body).toBe(404);
    expect(unknown.json().message).toBe('This university does not exist.');
    for (const payload of [{ status: 'Done' }, { status: 'completed' }, {}, { status: null }, { status: ['Pending'] }]) {
      const bad = await putAs('admin', beta, payload);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().message).toBe('Choose the status Pending or Completed.');
    }
    expect((await putAs('admin', 'abc', { status: 'Pending' })).statusCode).toBe(400);
    expect((await s.t.db.selectFrom('universities').select('status').where('id', '=', beta).executeTakeFirstOrThrow()).status).toBe('Completed');
    expect(await statusRows()).toEqual([]);
    expect((await s.get('university', `/api/admin/universities/${beta}/status`)).statusCode).toBe(403);
  });

  it('takes a school out of Compare Schools and the pickers when set to Pending, and back in when marked Completed, audited', async () => {
    const beta = s.f.u.U2;
    expect((await compareSchools()).points.map((p) => p.univ_id)).toContain(beta);
    expect(await completed()).toContain(beta);

    const pending = await putAs('admin', beta, { status: 'Pending' });
    expect(pending.statusCode, pending.body).toBe(200);
    expect(pending.json()).toEqual({ university_id: beta, name: 'Beta University', status: 'Pending', message: universityStatusEffect('Beta University', 'Pending') });
    const map = await compareSchools();
    expect(map.points.map((p) => p.univ_id)).not.toContain(beta);
    expect(map.excluded).toContainEqual({ univ_id: beta, name: 'Beta University', reason: PERCEPTUAL_MAP_EXCLUSION.incomplete });
    expect(await completed()).not.toContain(beta);
    expect((await ok(s.get('admin', `/api/admin/universities/${beta}/status`))).status).toBe('Pending');

    const marked = await putAs('admin', beta, { status: 'Completed' });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().status).toBe('Completed');
    expect(marked.json().message).toMatch(/ranked in Compare Schools/);
    expect((await compareSchools()).points.map((p) => p.univ_id)).toContain(beta);
    expect((await compareSchools()).excluded.map((e) => e.univ_id)).not.toContain(beta);
    expect(await completed()).toContain(beta);

    // the same status again changes nothing and records nothing
    expect((await putAs('admin', beta, { status: 'Completed' })).json().status).toBe('Completed');
    const rows = await statusRows();
    expect(rows.map((r) => [r.entity_id, r.before, r.after])).toEqual([
      [String(beta), { status: 'Completed' }, { status: 'Pending' }],
      [String(beta), { status: 'Pending' }, { status: 'Completed' }],
    ]);
    expect(rows.every((r) => r.actor_user_id !== null)).toBe(true);
  });
});
