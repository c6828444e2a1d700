import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_HISTORY_WARNINGS } from '@ri/metrics';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { createProfileWorld, type ProfileWorld } from './support/profileFixtures.ts';

// docs/profile.md "Saving a profile", Work: deleting the entry that is one's current position
describe('deleting one\'s current (Present) work entry hands the position to the next current entry, or clears it (issue 22)', () => {
  let t: TestApp;
  let w: ProfileWorld;
  type Entry = { id: number; title: string; to: string | number; institution: string };

  const profile = async () => (await t.app.inject({ method: 'GET', url: '/api/profile/get_profile', headers: await w.headers('faculty') })).json();
  const put = async (user: 'faculty' | 'admin', update: Record<string, unknown>) => t.app.inject({
    method: 'PUT', url: user === 'admin' ? `/api/profile/${w.own}` : '/api/profile/update', headers: await w.headers(user), payload: { update },
  });
  /** the stored position, marker and university, read back from the database */
  const stored = () => t.db.selectFrom('authors').select(['position', 'marker', 'university_id']).where('id', '=', w.own).executeTakeFirstOrThrow();
  const withoutTitle = (entries: Entry[], title: string, institution: string) => entries.filter((e) => !(e.title === title && e.institution === institution));

  beforeAll(async () => {
    t = await createTestApp();
    w = await createProfileWorld(t);
    await t.db.insertInto('author_departments').values({ author_id: w.own, department_id: (await t.db.selectFrom('departments').select('id').where('university_id', '=', w.stanford).where('name', '=', 'Finance').executeTakeFirstOrThrow()).id, percent_appointment: 100 }).execute();
  });
  afterAll(async () => { await t.close(); });

  const stanford = (title: string, from: number, to: number | string) => ({ title, school: 'Graduate School of Business', institution: 'Stanford University', univId: w.stanford, from, to, isNew: true });
  const mit = (title: string, from: number, to: number | string) => ({ title, school: 'Sloan School of Management', institution: 'Massachusetts Institute of Technology', univId: w.mit, from, to, isNew: true });

  it('deleting a past entry or a Present Chair leaves the position as it is', async () => {
    const set = await put('admin', { work_history_manual: [stanford('Assistant Professor', 2015, 'Present'), mit('Assistant Professor', 2010, 2014), { ...stanford('Named Chair', 2016, 'Present'), subTitle: 'Smith Chair in Finance' }] });
    expect(set.statusCode, set.body).toBe(200);
    const before = await stored();
    expect(before).toMatchObject({ position: 'Assistant Professor', marker: 1, university_id: w.stanford });
    const entries = (await profile()).work_history_manual as Entry[];
    const response = await put('faculty', { work_history_manual: entries.filter((e) => e.to === 'Present') });
    expect(response.statusCode, response.body).toBe(200);
    const chairGone = await put('faculty', { work_history_manual: entries.filter((e) => e.to === 'Present' && e.title === 'Assistant Professor') });
    expect(chairGone.statusCode, chairGone.body).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('with no other current entry, the position title is cleared; the marker, university and departments stay', async () => {
    await put('admin', { work_history_manual: [stanford('Assistant Professor', 2015, 'Present'), mit('Assistant Professor', 2010, 2014)] });
    const entries = (await profile()).work_history_manual as Entry[];
    const response = await put('faculty', { work_history_manual: withoutTitle(entries, 'Assistant Professor', 'Stanford University') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ position: '', marker: 1, univ_id: w.stanford, department: ['Finance'] });
    expect(await stored()).toEqual({ position: '', marker: 1, university_id: w.stanford });
    expect((await profile()).position).toBe('');
  });

  it('another current entry becomes the position, marker and university (the latest started), as if just added; departments must be chosen again', async () => {
    const set = await put('admin', {
      position: 'Assistant Professor',
      work_history_manual: [mit('Associate Professor', 2008, 'Present'), mit('Assistant Professor', 2005, 2007), stanford('Assistant Professor', 2015, 'Present')],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await stored()).toEqual({ position: 'Assistant Professor', marker: 1, university_id: w.stanford });
    const entries = (await profile()).work_history_manual as Entry[];
    const response = await put('faculty', { work_history_manual: withoutTitle(entries, 'Assistant Professor', 'Stanford University') });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ position: 'Associate Professor', marker: 2, univ_id: w.mit, department: [] });
    expect(response.json().warnings).toContain(WORK_HISTORY_WARNINGS.departmentsNeedUpdate);
    expect(await stored()).toEqual({ position: 'Associate Professor', marker: 2, university_id: w.mit });
  });
});
