import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createActors, type Actors } from './support/actors.ts';
import { createTestApp, type TestApp } from './support/testApp.ts';
import { multipart } from './support/profileFixtures.ts';

/**
 * No escalation through any path (docs/profile.md, "Admin-only fields"): every admin-only field of an author, sent by
 * a faculty member or a university user through every route that edits authors and every nested structure those
 * routes take, is refused or changes nothing.
 */
const ADMIN_ONLY_VALUES: Record<string, unknown[]> = {
  marker: [3, '3', 999999, -1, 30],
  verified: [true],
  unusual_work_hist: [true],
  name_variations: [['Someone Else']],
  univ_profile_link: ['https://attacker.example/profile'],
  is_admin: [true],
  type: ['admin'],
};

describe('admin-only fields cannot be set by faculty or university users through any path', () => {
  let t: TestApp;
  let a: Actors;
  let storedWorkId: number;
  beforeAll(async () => {
    t = await createTestApp();
    a = await createActors(t);
    await t.db.updateTable('authors').set({ marker: 1, position: 'Assistant Professor', name_variations: ['O. Faculty'] }).where('id', '=', a.authorId).execute();
    storedWorkId = (await t.db.insertInto('work_history').values({
      author_id: a.authorId, seq: 1, title: 'Assistant Professor (tenure-track)', sub_title: '', school: 'Business School', institution: 'Own University',
      university_id: a.universityId, from_year: 2019, to_year: null, marker: 1,
    }).returning('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => { await t.close(); });

  const adminState = async () => {
    const author = await t.db.selectFrom('authors')
      .select(['marker', 'verified', 'unusual_work_hist', 'name_variations', 'univ_profile_link', 'position'])
      .where('id', '=', a.authorId).executeTakeFirstOrThrow();
    const users = await t.db.selectFrom('users').select(['id', 'type', 'author_id', 'university_id']).orderBy('id').execute();
    const work = await t.db.selectFrom('work_history').select(['id', 'marker']).where('author_id', '=', a.authorId).orderBy('id').execute();
    return { author, users, work: work.filter((w) => w.id === storedWorkId) };
  };
  const restoreWork = async () => {
    await t.db.deleteFrom('work_history').where('author_id', '=', a.authorId).where('id', '!=', storedWorkId).execute();
  };

  const storedEntry = () => ({
    id: storedWorkId, title: 'Assistant Professor (tenure-track)', subTitle: '', school: 'Business School', institution: 'Own University',
    univId: a.universityId, from: 2019, to: 'Present', marker: 1,
  });
  const newEntry = (title: string, extra: object) => ({
    isNew: true, title, subTitle: title === 'Named Chair' ? 'Chair of Finance' : '', school: 'Business School', institution: 'Own University',
    univId: a.universityId, from: 2021, to: 'Present', ...extra,
  });

  /** Every way an update body can carry a field: top level, a new work entry (three titles), a stored one, education, gs, rg. */
  const updateBodies = (field: string, value: unknown): Array<[string, unknown]> => [
    ['top level', { update: { [field]: value } }],
    ['new Present work entry (Assistant Professor)', { update: { work_history_manual: [storedEntry(), newEntry('Assistant Professor (tenure-track)', { [field]: value })] } }],
    ['new Present work entry (Named Chair)', { update: { work_history_manual: [storedEntry(), newEntry('Named Chair', { [field]: value })] } }],
    ['new Present work entry (free title)', { update: { work_history_manual: [storedEntry(), newEntry('Research Fellow', { [field]: value })] } }],
    ['stored work entry', { update: { work_history_manual: [{ ...storedEntry(), [field]: value }] } }],
    ['education entry', { update: { education: [{ degree: 'PhD', institution: 'Own University', univId: a.universityId, year: 2015, area: 'Finance', [field]: value }] } }],
    ['gs', { update: { gs: { link: 'https://scholar.google.com/citations?user=abcDEF12345', author_name: 'Own Faculty', [field]: value } } }],
    ['rg', { update: { rg: { [field]: value } } }],
  ];

  for (const role of ['faculty', 'university'] as const) {
    it(`as ${role}: PUT /api/profile/update and PUT /api/profile/{id}, every admin-only field at every depth`, async () => {
      const token = await a.token(role);
      const before = await adminState();
      const outcomes: string[] = [];
      for (const [field, values] of Object.entries(ADMIN_ONLY_VALUES)) {
        for (const value of values) {
          for (const [where, body] of updateBodies(field, value)) {
            for (const url of ['/api/profile/update', `/api/profile/${a.authorId}`]) {
              const response = await t.app.inject({ method: 'PUT', url, headers: { authorization: `Bearer ${token}` }, payload: body as object });
              const after = await adminState();
              const label = `${role} PUT ${url} ${field}=${JSON.stringify(value)} in ${where}: ${response.statusCode}`;
              expect(response.statusCode, label).toBeLessThan(500);
              expect(after, `${label} ${response.body}`).toEqual(before);
              if (response.statusCode < 300) outcomes.push(label);
              await restoreWork();
            }
          }
        }
      }
      // a university user cannot edit a profile at all; a faculty member's accepted saves changed no admin-only field
      if (role === 'university') expect(outcomes).toEqual([]);
    }, 120_000);
  }

  it('a work entry carrying marker 3 no longer raises a faculty member\'s own marker (the reported case)', async () => {
    const token = await a.token('faculty');
    const response = await t.app.inject({
      method: 'PUT', url: '/api/profile/update', headers: { authorization: `Bearer ${token}` },
      payload: { update: { work_history_manual: [storedEntry(), newEntry('Named Chair', { marker: 3 })] } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Only an administrator can change the marker.');
    const author = await t.db.selectFrom('authors').select(['marker']).where('id', '=', a.authorId).executeTakeFirstOrThrow();
    expect(author.marker).toBe(1);
  });

  it('the marker of a faculty member\'s new work entry follows its title (the server\'s rule), and stays 1 for a Present Named Chair', async () => {
    const token = await a.token('faculty');
    const response = await t.app.inject({
      method: 'PUT', url: '/api/profile/update', headers: { authorization: `Bearer ${token}` },
      payload: { update: { work_history_manual: [storedEntry(), newEntry('Named Chair', { marker: 7 })] } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const entries = await t.db.selectFrom('work_history').select(['title', 'marker']).where('author_id', '=', a.authorId).orderBy('id').execute();
    expect(entries.map((e) => e.marker)).toEqual([1, 7]);
    const author = await t.db.selectFrom('authors').select(['marker']).where('id', '=', a.authorId).executeTakeFirstOrThrow();
    expect(author.marker).toBe(1);
    await restoreWork();
  });

  it('Update Faculty: a university user cannot set the marker of another school\'s author, nor any unknown marker', async () => {
    const token = await a.token('university');
    const headers = { authorization: `Bearer ${token}` };
    const other = await t.app.inject({ method: 'POST', url: '/api/update_faculty', headers, payload: { type: 'update_marker', author_id: a.otherAuthorId, new_marker: 3 } });
    expect(other.statusCode).toBe(403);
    for (const marker of [999999, -1, 8]) {
      const unknown = await t.app.inject({ method: 'POST', url: '/api/update_faculty', headers, payload: { type: 'update_marker', author_id: a.authorId, new_marker: marker } });
      expect(unknown.statusCode).toBe(400);
    }
    const markers = await t.db.selectFrom('authors').select(['id', 'marker']).where('id', 'in', [a.authorId, a.otherAuthorId]).orderBy('id').execute();
    expect(markers.map((m) => m.marker)).toEqual([1, null]);
  });

  it('the administrator\'s profile update and Add Author keep one marker rule: 999999 and -1 are refused by both', async () => {
    const token = await a.token('admin');
    for (const marker of [999999, -1, 8]) {
      const response = await t.app.inject({ method: 'PUT', url: `/api/profile/${a.otherAuthorId}`, headers: { authorization: `Bearer ${token}` }, payload: { update: { marker } } });
      expect(response.statusCode, `${JSON.stringify(marker)} ${response.body}`).toBe(400);
      expect(response.json().message).toBe('Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90');
    }
    const stored = await t.db.selectFrom('authors').select(['marker']).where('id', '=', a.otherAuthorId).executeTakeFirstOrThrow();
    expect(stored.marker).toBeNull();
    for (const [index, marker] of ['999999', '-1', '8'].entries()) {
      // a name of letters only (names refuse digits): the marker, not the name, must be what is refused
      const body = await multipart({
        first_name: 'Grace', last_name: `Marker${'ABC'[index]}`, email: 'grace@own.edu', title: 'Assistant Professor (tenure-track)', univ_name: 'Own University',
        univ_id: String(a.universityId), marker,
      });
      const added = await t.app.inject({ method: 'POST', url: '/api/add_author_tool/add', headers: { authorization: `Bearer ${token}`, ...body.headers }, payload: body.payload });
      expect(added.statusCode, added.body).toBe(400);
      expect(added.json().message).toBe('Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90');
    }
    const accepted = await t.app.inject({ method: 'PUT', url: `/api/profile/${a.otherAuthorId}`, headers: { authorization: `Bearer ${token}` }, payload: { update: { marker: 30 } } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().marker).toBe(30);
  });
});
