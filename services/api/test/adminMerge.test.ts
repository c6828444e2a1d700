import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { insertAuthor, insertDepartment, insertJournal, insertPaper, insertUniversity } from './support/adminFixtures.ts';

describe('merge author tool: candidates, a merge in one transaction, and its undo', () => {
  let t: TestApp;
  let admin: string;
  const a = {} as Record<'alone' | 'bob' | 'coauthor' | 'robert' | 'stranger', number>;
  const p = {} as Record<'bob1' | 'bob2' | 'robert1' | 'shared', number>;
  let finance: number;
  let accounting: number;

  const merge = (payload: object) => t.app.inject({ method: 'POST', url: '/api/tools/merge_authors', headers: bearer(admin), payload });
  const snapshot = async () => ({
    authorships: await t.db.selectFrom('authorships').select(['paper_id', 'position', 'author_id']).orderBy('paper_id').orderBy('position').execute(),
    education: await t.db.selectFrom('education').select(['id', 'author_id', 'seq']).orderBy('id').execute(),
    work: await t.db.selectFrom('work_history').select(['id', 'author_id', 'seq']).orderBy('id').execute(),
    departments: await t.db.selectFrom('author_departments').select(['author_id', 'department_id', 'percent_appointment']).orderBy('author_id').orderBy('department_id').execute(),
    authors: await t.db.selectFrom('authors').select(['id', 'merged_into_id', 'name_variations', 'gs_author_id', 'gs_author_name', 'openalex_id', 'email', 'orcid']).orderBy('id').execute(),
    users: await t.db.selectFrom('users').select(['id', 'author_id']).orderBy('id').execute(),
  });

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    const u = await insertUniversity(db, 'Epsilon University');
    finance = await insertDepartment(db, u, 'Finance');
    accounting = await insertDepartment(db, u, 'Accounting');
    const journal = await insertJournal(db, { name: 'Journal of Accounting', issn: '5555-5555', tier: 'A' });
    const other = await insertJournal(db, { name: 'Other Journal', issn: '6666-6666', tier: 'B' });

    // the record kept (main) and the split-off record queued for merging
    a.robert = await insertAuthor(db, {
      first: 'Robert', mid: 'J.', last: 'Harrington', universityId: u, email: 'rharrington@epsilon.edu',
      education: [['Ph.D.', 1994, true]], work: [['Assistant Professor', 1994, 2000]], departments: [[finance, 100]],
    });
    a.bob = await insertAuthor(db, {
      first: 'Bob', last: 'Harrington', universityId: u, email: 'bob@elsewhere.org', nameVariations: ['B. Harrington'],
      gs: { id: 'BHAAAAJ', name: 'Bob Harrington' }, openalexId: 'A-BOB', orcid: '0000-0001-2345-6789',
      education: [['Ph.D.', 1994, true], ['MBA', 1990]], work: [['Assistant Professor', 1994, 2000], ['Visiting Scholar', 2001, 2002]],
      departments: [[finance, 100], [accounting, 50]],
    });
    a.coauthor = await insertAuthor(db, { first: 'Cora', last: 'Coauthor', universityId: u });
    a.stranger = await insertAuthor(db, { first: 'Stella', last: 'Stranger', universityId: u });
    a.alone = await insertAuthor(db, { first: 'Walter', last: 'Lonely', universityId: u });
    p.shared = await insertPaper(db, { title: 'Both records on one paper', year: 2001, journalId: journal, authors: [a.robert, a.bob] });
    p.bob1 = await insertPaper(db, { title: 'Bob with Cora', year: 2003, journalId: journal, authors: [a.bob, a.coauthor] });
    p.bob2 = await insertPaper(db, { title: 'A unique title about audits', year: 2004, journalId: other, authors: [a.bob] });
    p.robert1 = await insertPaper(db, { title: 'Robert with Cora', year: 2005, journalId: journal, authors: [a.robert, a.coauthor] });
    await insertPaper(db, { title: 'Stella paper', year: 2005, authors: [a.stranger] });
    await db.insertInto('merge_queue').values([{ author_id: a.bob, reason: 'split record' }, { author_id: a.alone, reason: 'check' }]).execute();

    await createUser(db, { username: 'merge-admin', type: 'admin' });
    await createUser(db, { username: 'bob-account', type: 'faculty', authorId: a.bob });
    admin = await loginAs(t.app, 'merge-admin');
  });
  afterAll(async () => { await t.close(); });

  it('lists the queued authors with the seed\'s author record', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/tools/merge_user_author?limit=10', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.authors.map((r: { id: number }) => r.id)).toEqual([a.bob, a.alone]);
    const bob = body.authors[0];
    expect(bob).toMatchObject({ _id: a.bob, first_name: 'Bob', last_name: 'Harrington', univ_name: 'Epsilon University', reason: 'split record', gsLink: 'https://scholar.google.com/citations?user=BHAAAAJ' });
    expect(bob.bow_papers.map((paper: { document_title: string }) => paper.document_title)).toEqual(['A unique title about audits', 'Bob with Cora', 'Both records on one paper']);
    expect(bob.department).toEqual(['Accounting', 'Finance']);
    expect(bob.education).toEqual([{ degree: 'Ph.D.', area: '', institution: 'Some University', year: 1994 }, { degree: 'MBA', area: '', institution: 'Some University', year: 1990 }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/tools/merge_user_author?limit=1000', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('ranks candidates by name, shared co-authors and journals; a paper title narrows them', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/tools/merge_author_search/${a.bob}`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const { author, candidates } = res.json();
    expect(author.id).toBe(a.bob);
    expect(candidates[0]).toMatchObject({ id: a.robert, shared_coauthors: 1, shared_journals: 1 });
    expect(candidates.some((c: { id: number }) => c.id === a.stranger)).toBe(false);
    expect(candidates.some((c: { id: number }) => c.id === a.bob)).toBe(false);
    const byTitle = await t.app.inject({ method: 'GET', url: `/api/tools/merge_author_search/${a.robert}?paper_title=unique title`, headers: bearer(admin) });
    expect(byTitle.json().candidates.map((c: { id: number }) => c.id)).toEqual([a.bob]);
    expect((await t.app.inject({ method: 'GET', url: '/api/tools/merge_author_search/999999', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/tools/merge_author_search/99999999999', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('refuses a merge without a candidate, into itself, or with both records holding accounts, changing nothing', async () => {
    const before = await snapshot();
    const missing = await merge({ user_author_id: a.bob, author_final_id: null, add_unmergable_author: 0, note: '', remind_later: 0 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Please select an author to merge');
    const itself = await merge({ user_author_id: a.bob, author_final_id: a.bob, add_unmergable_author: 0, note: '', remind_later: 0 });
    expect(itself.statusCode).toBe(409);
    expect(itself.json().message).toBe('An author cannot be merged into itself.');
    const accountId = await createUser(t.db, { username: 'robert-account', type: 'faculty', authorId: a.robert });
    const accounts = await merge({ user_author_id: a.bob, author_final_id: a.robert, add_unmergable_author: 0, note: '', remind_later: 0 });
    expect(accounts.statusCode).toBe(409);
    await t.db.deleteFrom('users').where('id', '=', accountId).execute();
    expect((await merge({ user_author_id: a.bob, author_final_id: 999999, add_unmergable_author: 0, note: '', remind_later: 0 })).statusCode).toBe(404);
    expect((await merge({ user_author_id: 'bob', author_final_id: a.robert })).statusCode).toBe(400);
    expect((await merge({ user_author_id: a.alone, author_final_id: a.robert, add_unmergable_author: 1, note: '', remind_later: 0 })).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('merges everything onto the kept author in one transaction, never counting a paper twice, and undoes it', async () => {
    const before = await snapshot();
    const res = await merge({ user_author_id: a.bob, author_final_id: a.robert, add_unmergable_author: 0, note: 'same person', remind_later: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Submitted Succesfully', merged: true });
    const decisionId = res.json().decision_id;
    // the detectors check both records after the merge (docs/admin-tools.md, "Detection"); before: only the statistics refresh
    await expect.poll(async () => (await t.db.selectFrom('job_runs').select('payload').where('queue', '=', 'data-issue-detection').execute())
      .some((run) => { const ids = (run.payload as { authorIds?: number[] }).authorIds ?? []; return ids.includes(a.bob) && ids.includes(a.robert); }), { timeout: 10_000 }).toBe(true);

    // papers: Bob's slot on the shared paper is unmapped, the others move; Robert has each paper once
    const robertPapers = await t.db.selectFrom('authorships').select('paper_id').where('author_id', '=', a.robert).orderBy('paper_id').execute();
    expect(robertPapers.map((row) => row.paper_id)).toEqual([p.shared, p.bob1, p.bob2, p.robert1].sort((x, y) => x - y));
    expect(await t.db.selectFrom('authorships').select('author_id').where('paper_id', '=', p.shared).where('position', '=', 2).executeTakeFirstOrThrow()).toEqual({ author_id: null });
    // education and work history: the duplicates stay on the merged record, the rest move
    const education = await t.db.selectFrom('education').select(['author_id', 'degree']).where('author_id', '=', a.robert).orderBy('seq').execute();
    expect(education.map((row) => row.degree)).toEqual(['Ph.D.', 'MBA']);
    const work = await t.db.selectFrom('work_history').select('title').where('author_id', '=', a.robert).orderBy('seq').execute();
    expect(work.map((row) => row.title)).toEqual(['Assistant Professor', 'Visiting Scholar']);
    const departments = await t.db.selectFrom('author_departments').select(['department_id', 'percent_appointment']).where('author_id', '=', a.robert).orderBy('department_id').execute();
    expect(departments).toEqual([{ department_id: finance, percent_appointment: 100 }, { department_id: accounting, percent_appointment: 50 }]);
    // links where the kept author had none; its own e-mail stays; the account follows the profile
    const robert = await t.db.selectFrom('authors').selectAll().where('id', '=', a.robert).executeTakeFirstOrThrow();
    expect(robert).toMatchObject({ gs_author_id: 'BHAAAAJ', gs_author_name: 'Bob Harrington', openalex_id: 'A-BOB', orcid: '0000-0001-2345-6789', email: 'rharrington@epsilon.edu' });
    expect(robert.name_variations).toEqual(['Bob Harrington', 'B. Harrington']);
    const bob = await t.db.selectFrom('authors').select(['merged_into_id', 'openalex_id']).where('id', '=', a.bob).executeTakeFirstOrThrow();
    expect(bob).toEqual({ merged_into_id: a.robert, openalex_id: null });
    expect((await t.db.selectFrom('users').select('author_id').where('username', '=', 'bob-account').executeTakeFirstOrThrow()).author_id).toBe(a.robert);
    // the reminder, the audit entry, the statistics refresh; the merged author leaves the list
    const reminder = await t.db.selectFrom('data_issues').select(['type', 'author_id', 'note']).where('type', '=', 'MERGE_TOOL_CHECK_MERGE_LATER').executeTakeFirstOrThrow();
    expect(reminder).toEqual({ type: 'MERGE_TOOL_CHECK_MERGE_LATER', author_id: a.robert, note: 'same person' });
    const logs = (await t.app.inject({ method: 'GET', url: '/api/data_issues/merge_tool_check_merge_later', headers: bearer(admin) })).json().logs;
    expect(logs[0]).toMatchObject({ author_final_id: a.robert, mongo_author_id: a.robert, note: 'same person' });
    expect((await t.db.selectFrom('audit_log').select('action').where('action', '=', 'author.merge').execute())).toHaveLength(1);
    const refresh = await t.db.selectFrom('job_runs').select('payload').where('queue', '=', 'analytics-refresh').execute();
    expect(refresh.some((run) => JSON.stringify((run.payload as { authorIds?: number[] }).authorIds) === JSON.stringify([a.robert, a.bob].sort((x, y) => x - y)))).toBe(true);
    const list = (await t.app.inject({ method: 'GET', url: '/api/tools/merge_user_author', headers: bearer(admin) })).json();
    expect(list.authors.map((r: { id: number }) => r.id)).toEqual([a.alone]);

    // the reminder is closed from the logs like any other log (while its merge stands)
    const [reminderLog] = (await t.app.inject({ method: 'GET', url: '/api/data_issues/merge_tool_check_merge_later', headers: bearer(admin) })).json().logs;
    const closed = await t.app.inject({ method: 'POST', url: `/api/data_issues/merge_tool_check_merge_later/${reminderLog._id}`, headers: bearer(admin), payload: {} });
    expect(closed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/api/data_issues/merge_tool_check_merge_later/${reminderLog._id}`, headers: bearer(admin), payload: {} })).statusCode).toBe(409);

    // already merged
    const again = await merge({ user_author_id: a.bob, author_final_id: a.robert, add_unmergable_author: 0, note: '', remind_later: 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This author has already been merged into another author.');

    // undo: everything as it was
    const undo = await t.app.inject({ method: 'POST', url: `/api/tools/merge_authors/${decisionId}/undo`, headers: bearer(admin) });
    expect(undo.statusCode).toBe(200);
    const after = await snapshot();
    expect(after.authorships).toEqual(before.authorships);
    expect(after.education).toEqual(before.education);
    expect(after.work).toEqual(before.work);
    expect(after.departments).toEqual(before.departments);
    expect(after.users).toEqual(before.users);
    expect(after.authors).toEqual(before.authors);
    expect((await t.app.inject({ method: 'POST', url: `/api/tools/merge_authors/${decisionId}/undo`, headers: bearer(admin) })).statusCode).toBe(409);
  });

  it("records 'No Merge Required' without merging, and removes the author from the list", async () => {
    const res = await merge({ user_author_id: a.alone, author_final_id: null, add_unmergable_author: 1, note: 'a different person', remind_later: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().merged).toBe(false);
    expect((await t.db.selectFrom('authors').select('merged_into_id').where('id', '=', a.alone).executeTakeFirstOrThrow()).merged_into_id).toBeNull();
    const list = (await t.app.inject({ method: 'GET', url: '/api/tools/merge_user_author', headers: bearer(admin) })).json();
    expect(list.authors.map((r: { id: number }) => r.id)).toEqual([a.bob]);
    const decision = await t.db.selectFrom('merge_decisions').select(['add_unmergable_author', 'author_final_id', 'note']).where('user_author_id', '=', a.alone).executeTakeFirstOrThrow();
    expect(decision).toEqual({ add_unmergable_author: true, author_final_id: null, note: 'a different person' });
  });

  it('lists the decisions newest first, with who took them and which merge can still be undone', async () => {
    const decisions = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/tools/merge_decisions?limit=10', headers: bearer(admin) });
      expect(res.statusCode).toBe(200);
      return res.json() as { total: number; decisions: Array<Record<string, unknown>> };
    };
    const before = await decisions();
    // the undone merge of Bob into Robert, then 'No Merge Required' for Walter
    expect(before.total).toBe(2);
    expect(before.decisions[0]).toMatchObject({
      user_author_id: a.alone, user_author_name: 'Walter Lonely', author_final_id: null, author_final_name: '', merged: false, note: 'a different person',
      decided_by: 'merge-admin', undone_at: null, can_undo: true,
    });
    expect(before.decisions[1]).toMatchObject({ user_author_id: a.bob, user_author_name: 'Bob Harrington', author_final_id: a.robert, author_final_name: 'Robert J. Harrington', merged: true, undone_by: 'merge-admin', can_undo: false });
    expect(before.decisions[1]!.undone_at).not.toBeNull();

    const res = await merge({ user_author_id: a.bob, author_final_id: a.robert, add_unmergable_author: 0, note: 'again', remind_later: 0 });
    expect(res.statusCode).toBe(200);
    const after = await decisions();
    expect(after.total).toBe(3);
    expect(after.decisions[0]).toMatchObject({ id: res.json().decision_id, merged: true, can_undo: true, undone_at: null });
    expect((await t.app.inject({ method: 'POST', url: `/api/tools/merge_authors/${res.json().decision_id}/undo`, headers: bearer(admin) })).statusCode).toBe(200);
    expect((await decisions()).decisions[0]).toMatchObject({ id: res.json().decision_id, can_undo: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/tools/merge_decisions?limit=101', headers: bearer(admin) })).statusCode).toBe(400);
  });

  it("undoes 'No Merge Required': the author is back in the list, its reminder closed, audited, and only once", async () => {
    const undo = (id: number) => t.app.inject({ method: 'POST', url: `/api/tools/merge_authors/${id}/undo`, headers: bearer(admin) });
    const queued = async () => (await t.app.inject({ method: 'GET', url: '/api/tools/merge_user_author', headers: bearer(admin) })).json().authors.map((r: { id: number }) => r.id);
    const first = await t.db.selectFrom('merge_decisions').select('id').where('user_author_id', '=', a.alone).executeTakeFirstOrThrow();
    expect(await queued()).not.toContain(a.alone);
    const res = await undo(first.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "'No Merge Required' has been undone: the author is back in the merge list.", decision_id: first.id, merged: false });
    expect(await queued()).toContain(a.alone);
    const again = await undo(first.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This merge has already been undone.');
    const audit = await t.db.selectFrom('audit_log').select('action').where('action', '=', 'author.merge.not_required.undo').where('entity_id', '=', String(a.alone)).execute();
    expect(audit).toHaveLength(1);

    // with a reminder: undoing the decision closes its open MERGE_TOOL_CHECK_MERGE_LATER log
    const flagged = await merge({ user_author_id: a.alone, author_final_id: null, add_unmergable_author: 1, note: 'look again', remind_later: 1 });
    expect(flagged.statusCode).toBe(200);
    const reminder = () => t.db.selectFrom('data_issues').select(['status', 'resolution'])
      .where('dedupe_key', '=', `MERGE_TOOL_CHECK_MERGE_LATER:decision:${flagged.json().decision_id}`).executeTakeFirstOrThrow();
    expect((await reminder()).status).toBe('open');
    expect((await undo(flagged.json().decision_id)).statusCode).toBe(200);
    expect(await reminder()).toEqual({ status: 'resolved', resolution: { closed: true, reason: 'decision_undone', decision_id: flagged.json().decision_id } });
    expect(await queued()).toContain(a.alone);
  });

  it('closes the reminder of an undone merge: the logs do not ask to check a merge that no longer stands', async () => {
    const flagged = await merge({ user_author_id: a.bob, author_final_id: a.robert, add_unmergable_author: 0, note: 'check the CV later', remind_later: 1 });
    expect(flagged.statusCode).toBe(200);
    const decisionId = flagged.json().decision_id as number;
    const openReminders = async () => (await t.app.inject({ method: 'GET', url: '/api/data_issues/merge_tool_check_merge_later', headers: bearer(admin) }))
      .json().logs.filter((log: { note: string }) => log.note === 'check the CV later');
    expect(await openReminders()).toHaveLength(1);
    const undone = await t.app.inject({ method: 'POST', url: `/api/tools/merge_authors/${decisionId}/undo`, headers: bearer(admin) });
    expect(undone.statusCode).toBe(200);
    expect(await openReminders()).toEqual([]);
    const reminder = await t.db.selectFrom('data_issues').select(['status', 'resolution'])
      .where('dedupe_key', '=', `MERGE_TOOL_CHECK_MERGE_LATER:decision:${decisionId}`).executeTakeFirstOrThrow();
    expect(reminder).toEqual({ status: 'resolved', resolution: { closed: true, reason: 'decision_undone', decision_id: decisionId } });
  });
});
