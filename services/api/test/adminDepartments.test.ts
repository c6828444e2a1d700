import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { insertAuthor, insertDepartment, insertJournal, insertUniversity } from './support/adminFixtures.ts';

describe('department configuration at the seed\'s paths, shared with the faculty profile', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let u: number;
  let otherU: number;
  let finance: number;
  let marketing: number;
  let otherDepartment: number;
  const j = {} as Record<'a' | 'aMinus' | 'b' | 'none', number>;

  const getDept = (who: string, id = u) => t.app.inject({ method: 'GET', url: `/api/dept?id=${id}`, headers: bearer(tokens[who]!) });
  const postDept = (who: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/dept', headers: bearer(tokens[who]!), payload });
  const postOne = (who: string, payload: object) => t.app.inject({ method: 'POST', url: '/api/dept/department', headers: bearer(tokens[who]!), payload });
  const state = async () => ({
    departments: await t.db.selectFrom('departments').select(['id', 'name', 'default_mapping']).where('university_id', '=', u).orderBy('id').execute(),
    lists: await t.db.selectFrom('department_journals').selectAll().orderBy('department_id').orderBy('journal_id').execute(),
  });
  const item = (id: number | null, name: string, lists: { A?: number[]; 'A-'?: number[]; B?: number[] } = {}, defaultMapping: string[] = []) =>
    ({ id, name, A: lists.A ?? [], 'A-': lists['A-'] ?? [], B: lists.B ?? [], default_mapping: defaultMapping });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    u = await insertUniversity(db, 'Theta University');
    otherU = await insertUniversity(db, 'Iota University');
    finance = await insertDepartment(db, u, 'Finance');
    marketing = await insertDepartment(db, u, 'Marketing');
    otherDepartment = await insertDepartment(db, otherU, 'Finance');
    j.a = await insertJournal(db, { name: 'Alpha Journal', issn: '1000-0001', tier: 'A' });
    j.aMinus = await insertJournal(db, { name: 'Beta Journal', issn: '1000-0002', tier: 'A-' });
    j.b = await insertJournal(db, { name: 'Gamma Journal', issn: '1000-0003', tier: 'B' });
    j.none = await insertJournal(db, { name: 'Delta Letters', issn: '1000-0004' });
    await db.insertInto('department_journals').values({ department_id: marketing, journal_id: j.b, tier: 'B' }).execute();
    const member = await insertAuthor(db, { first: 'Fran', last: 'Finance', universityId: u, departments: [[finance, 100]] });
    await createUser(db, { username: 'dc-admin', type: 'admin' });
    const owner = await createUser(db, { username: 'dc-owner', type: 'university', universityId: u });
    await db.updateTable('users').set({ access_level: 'owner' }).where('id', '=', owner).execute();
    await createUser(db, { username: 'dc-user', type: 'university', universityId: u });
    const otherOwner = await createUser(db, { username: 'dc-other-owner', type: 'university', universityId: otherU });
    await db.updateTable('users').set({ access_level: 'owner' }).where('id', '=', otherOwner).execute();
    await createUser(db, { username: 'dc-faculty', type: 'faculty', authorId: member, universityId: u });
    for (const name of ['admin', 'owner', 'user', 'other-owner', 'faculty']) tokens[name] = await loginAs(t.app, `dc-${name}`);
  });
  afterAll(async () => { await t.close(); });

  it('GET dept: the configuration (lists, default names, journal names) for those who may configure; names for everyone else', async () => {
    const asAdmin = (await getDept('admin')).json();
    expect(asAdmin).toMatchObject({
      status: 'Completed', fallback: false, university_id: u, default_mapping: ['Finance', 'Marketing'],
      journals: { [String(j.b)]: 'Gamma Journal' },
    });
    expect(asAdmin.departments).toEqual([
      expect.objectContaining({ name: 'Finance', id: finance, faculty_count: 1, data: { A: [], 'A-': [], B: [], default_mapping: [] } }),
      expect.objectContaining({ name: 'Marketing', id: marketing, faculty_count: 0, data: { A: [], 'A-': [], B: [j.b], default_mapping: [] } }),
    ]);
    expect((await getDept('owner')).json().departments[1].data.B).toEqual([j.b]);
    for (const who of ['user', 'faculty']) {
      const body = (await getDept(who)).json();
      expect(body.departments, who).toEqual([{ name: 'Finance' }, { name: 'Marketing' }]);
      expect(body.journals, who).toBeUndefined();
    }
  });

  it('refuses each seed alert and every bad list with a 400, changing nothing', async () => {
    const before = await state();
    const cases: Array<[object[], string]> = [
      [[item(finance, ''), item(marketing, 'Marketing')], 'Department cannot be saved or deleted. Please add Department Name'],
      [[item(finance, 'Finance', {}, ['Statistics']), item(marketing, 'Marketing')], 'Default Department Names are not consistent'],
      [[item(finance, 'Finance'), item(marketing, 'finance ')], 'A department with this name already exists'],
      [[item(finance, 'Finance', { A: [999999] }), item(marketing, 'Marketing')], 'Journal 999999 does not exist.'],
      [[item(finance, 'Finance', { A: [j.a], B: [j.a] }), item(marketing, 'Marketing')], `Journal ${j.a} is listed in more than one tier of the same department.`],
      [[item(otherDepartment, 'Finance'), item(marketing, 'Marketing')], 'This department does not belong to this university.'],
    ];
    for (const [department, message] of cases) {
      const res = await postDept('admin', { id: u, department });
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await postDept('admin', { id: u, department: [{ name: 'X', A: 'not a list' }] })).statusCode).toBe(400);
    expect(await state()).toEqual(before);
  });

  it('is refused to faculty, to university users who are not owner or admin, and to other universities', async () => {
    const body = { id: u, department: [item(finance, 'Finance'), item(marketing, 'Marketing')] };
    expect((await postDept('faculty', body)).statusCode).toBe(403);
    expect((await postDept('user', body)).statusCode).toBe(403);
    expect((await postDept('other-owner', body)).statusCode).toBe(403);
    expect((await postOne('user', { university_id: u, mode: 'save', department: item(null, 'Economics') })).statusCode).toBe(403);
  });

  it('POST dept saves the whole list in one go: renames, lists, default mapping, new departments; refreshes the statistics of changed lists', async () => {
    const res = await postDept('owner', {
      id: u,
      department: [
        item(finance, 'Finance', { A: [j.a], 'A-': [j.aMinus] }, ['Marketing & Sales']),
        item(marketing, 'Marketing & Sales', { B: [j.b] }),
        item(null, 'Economics', { B: [j.none] }),
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Departments updated successfully', status: 'updated' });
    const economics = res.json().department_ids[2];
    const config = (await getDept('admin')).json();
    expect(config.departments.map((d: { name: string }) => d.name)).toEqual(['Economics', 'Finance', 'Marketing & Sales']);
    expect(config.departments[1]).toMatchObject({ id: finance, data: { A: [j.a], 'A-': [j.aMinus], B: [], default_mapping: ['Marketing & Sales'] } });
    expect(config.journals).toEqual({ [String(j.a)]: 'Alpha Journal', [String(j.aMinus)]: 'Beta Journal', [String(j.b)]: 'Gamma Journal', [String(j.none)]: 'Delta Letters' });
    // Marketing's list did not change: only Finance and Economics are refreshed
    const refresh = await t.db.selectFrom('job_runs').select('payload').where('queue', '=', 'analytics-refresh').execute();
    expect(refresh.map((run) => (run.payload as { departmentIds?: number[] }).departmentIds)).toContainEqual([finance, economics].sort((x, y) => x - y));
    expect(await t.db.selectFrom('audit_log').select('action').where('action', '=', 'department_config.save').execute()).toHaveLength(1);

    // two names swapped in one save
    const swap = await postDept('admin', { id: u, department: [item(finance, 'Marketing & Sales', { A: [j.a], 'A-': [j.aMinus] }), item(marketing, 'Finance', { B: [j.b] }), item(economics, 'Economics', { B: [j.none] })] });
    expect(swap.statusCode).toBe(200);
    const back = await postDept('admin', { id: u, department: [item(finance, 'Finance', { A: [j.a], 'A-': [j.aMinus] }), item(marketing, 'Marketing & Sales', { B: [j.b] }), item(economics, 'Economics', { B: [j.none] })] });
    expect(back.statusCode).toBe(200);
  });

  it('a department left out of the list is deleted, unless faculty hold appointments in it (409)', async () => {
    const config = (await getDept('admin')).json();
    const economics = config.departments.find((d: { name: string }) => d.name === 'Economics').id;
    const withoutFinance = await postDept('admin', { id: u, department: [item(marketing, 'Marketing & Sales', { B: [j.b] }), item(economics, 'Economics')] });
    expect(withoutFinance.statusCode).toBe(409);
    expect(withoutFinance.json().message).toBe('Department Finance still has 1 faculty appointment: move them to another department before deleting it.');
    const withoutEconomics = await postDept('admin', { id: u, department: [item(finance, 'Finance', { A: [j.a], 'A-': [j.aMinus] }), item(marketing, 'Marketing & Sales', { B: [j.b] })] });
    expect(withoutEconomics.statusCode).toBe(200);
    expect((await state()).departments.map((d) => d.name)).toEqual(['Finance', 'Marketing & Sales']);
  });

  it('POST dept/department saves or deletes one department with the seed\'s alerts', async () => {
    const unsaved = await postOne('admin', { university_id: u, mode: 'delete', department: item(null, 'Draft') });
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().message).toBe('Cannot Delete Unsaved Data');
    const noName = await postOne('admin', { university_id: u, mode: 'delete', department: item(marketing, '  ') });
    expect(noName.json().message).toBe('Department cannot be saved or deleted. Please add Department Name');
    const noNameSave = await postOne('admin', { university_id: u, mode: 'save', department: item(null, '') });
    expect(noNameSave.json().message).toBe('Department cannot be saved or deleted. Please add Department Name');
    const inconsistent = await postOne('admin', { university_id: u, mode: 'save', department: item(null, 'Strategy', {}, ['Nowhere']) });
    expect(inconsistent.json().message).toBe('Default Department Names are not consistent');
    const saved = await postOne('admin', { university_id: u, mode: 'save', department: item(null, 'Strategy', { A: [j.a] }, ['Finance']) });
    expect(saved.statusCode).toBe(200);
    const strategy = saved.json().department_ids[0];
    expect((await postOne('admin', { university_id: u, mode: 'delete', department: item(finance, 'Finance') })).statusCode).toBe(409);
    expect((await postOne('admin', { university_id: otherU, mode: 'delete', department: item(strategy, 'Strategy') })).statusCode).toBe(404);
    const deleted = await postOne('admin', { university_id: u, mode: 'delete', department: item(strategy, 'Strategy') });
    expect(deleted.json()).toMatchObject({ message: 'Department deleted successfully', status: 'deleted' });
  });

  it('keeps the profile\'s POST dept (one department name) working beside the configuration', async () => {
    const added = await postDept('admin', { id: u, department: 'Accounting' });
    expect(added.statusCode).toBe(200);
    expect(added.json().status).toBe('added');
    expect((await postDept('admin', { id: u, department: '' })).json().message).toBe('Select Department');
  });

  it('get_journals/{type}: journals of a global tier, or all', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/get_journals/A', headers: bearer(tokens.faculty!) });
    expect(a.json().journals).toEqual([{ id: j.a, name: 'Alpha Journal', issn: '1000-0001', tier: 'A' }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_journals/a-', headers: bearer(tokens.faculty!) })).json().journals.map((x: { id: number }) => x.id)).toEqual([j.aMinus]);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_journals/all', headers: bearer(tokens.faculty!) })).json().journals).toHaveLength(4);
    expect((await t.app.inject({ method: 'GET', url: '/api/get_journals/C', headers: bearer(tokens.faculty!) })).statusCode).toBe(400);
  });
});
