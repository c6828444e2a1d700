import type { AddressInfo } from 'node:net';
import type { Worker } from 'bullmq';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_ISSUE_TYPES } from '@ri/contracts/catalogue';
import { sql } from 'kysely';
import { createPool, syncDataIssueTypes } from '@ri/db';
import { createJobProducer, createRedisConnection, enqueueDataIssueDetection, type JobProducer } from '@ri/jobs';
import { PROCESSORS, startWorkers } from '@ri/workers';
import { testEnv } from '@ri/tests/support/env';
import { bearer, createTestApp, createUser, loginAs, type TestApp } from './support/testApp.ts';
import { readEventStream } from './support/sse.ts';
import { insertAuthor, insertPaper, insertPapers, insertUniversity } from './support/adminFixtures.ts';

interface Log {
  _id: number; error: string; author_id: number; other_author_id: number | null; paper_id: number | null; author_name: string; already_name: string;
  papers_with_10_year_gap: number[]; author_updated_at: string; gs_name: string; rg_profile_name: string; status: string; name_variations: string[];
}

describe('data issues: detected from the data once, resolved once, never on a stale page', () => {
  let t: TestApp;
  let admin: string;
  let baseUrl: string;
  let workers: Worker[];
  let pool: pg.Pool;
  let producer: JobProducer;
  const workerConnection = createRedisConnection(testEnv.redisUrl, 'worker');
  const producerConnection = createRedisConnection(testEnv.redisUrl, 'producer');
  const a = {} as Record<'carol' | 'chris' | 'christopher' | 'gregory' | 'joanne' | 'john' | 'jon' | 'katherine' | 'olivia' | 'rajesh' | 'robert' | 'thanh', number>;
  const p = {} as Record<'chrisPaper' | 'gap1995' | 'gap1998' | 'gap2008' | 'joanneWrong' | 'johnAsJon' | 'johnOwn' | 'kate' | 'swapped', number>;

  const logsOf = async (type?: string, status = 'open'): Promise<Log[]> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/data_issues${type ? `/${type}` : ''}?status=${status}&limit=100`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    return res.json().logs;
  };
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/data_issues/${url}`, headers: bearer(admin), payload });
  const detect = async (payload: object = {}) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/data_issues/detect', headers: bearer(admin), payload });
    expect(res.statusCode).toBe(202);
    const events = await readEventStream(`${baseUrl}${res.json().events_url}`, bearer(admin));
    const last = events.at(-1)!;
    expect(last.kind).toBe('completed');
    return (last as { result: { raised: Record<string, number>; authorsChecked: number } }).result;
  };
  const authorshipOwner = async (paperId: number, position: number) =>
    (await t.db.selectFrom('authorships').select('author_id').where('paper_id', '=', paperId).where('position', '=', position).executeTakeFirstOrThrow()).author_id;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.db;
    const u = await insertUniversity(db, 'Delta University');
    const author = (first: string, last: string, extra: Parameters<typeof insertAuthor>[1] extends infer S ? Partial<S> : never = {}) =>
      insertAuthor(db, { first, last, universityId: u, ...extra });

    // NAME_TOO_SIMILAR: John's first paper prints "Jon Anderson", the name of another author
    a.john = await author('John', 'Anderson');
    a.jon = await author('Jon', 'Anderson');
    p.johnAsJon = await insertPaper(db, { title: 'Printed as Jon', year: 2015, authors: [{ first: 'Jon', last: 'Anderson', authorId: a.john }] });
    p.johnOwn = await insertPaper(db, { title: 'Printed as John', year: 2016, authors: [a.john] });
    await insertPaper(db, { title: 'Jon own paper', year: 2016, authors: [a.jon] });

    // GS_NAME_MISMATCH: Google Scholar says Kate Martin; one paper prints that name
    a.katherine = await author('Katherine', 'Doyle-Martin', { gs: { id: 'KDMAAAAJ', name: 'Kate Martin' } });
    p.kate = await insertPaper(db, { title: 'Printed as Kate Martin', year: 2012, authors: [{ first: 'Kate', last: 'Martin', authorId: a.katherine }] });
    await insertPaper(db, { title: 'Printed as Katherine', year: 2013, authors: [a.katherine] });
    // clean: a middle initial and an initial agree with the record
    a.olivia = await author('Olivia', 'Bennett', { gs: { id: 'OBAAAAJ', name: 'Olivia R. Bennett' }, rg: { id: 'Olivia-Bennett', name: 'Olivia R. Bennett' } });
    await insertPaper(db, { title: 'Printed as O. Bennett', year: 2014, authors: [{ first: 'O.', last: 'Bennett', authorId: a.olivia }] });

    // RG_NAME_MISMATCH: ResearchGate swaps the names
    a.thanh = await author('Thanh', 'Nguyen', { rg: { id: 'Nguyen-Thanh-3', name: 'Nguyen Thanh' } });
    p.swapped = await insertPaper(db, { title: 'Printed as Nguyen Thanh', year: 2018, authors: [{ first: 'Nguyen', last: 'Thanh', authorId: a.thanh }] });

    // RG_GS_MISMATCH: Scholar and ResearchGate disagree; another record carries the ResearchGate name
    a.christopher = await author('Christopher', 'Hale', { gs: { id: 'CHAAAAJ', name: 'Christopher Hale' }, rg: { id: 'Chris-Hale-1', name: 'Chris Hale' } });
    await insertPapers(db, a.christopher, [2010, 2011]);
    a.chris = await author('Chris', 'Hale', { openalexId: 'A-CHRIS' });
    p.chrisPaper = (await insertPapers(db, a.chris, [2012]))[0]!;
    a.rajesh = await author('Rajesh', 'Iyengar', { gs: { id: 'RIAAAAJ', name: 'Rajesh Iyengar' }, rg: { id: 'Rajesh-K-Iyengar-2', name: 'Rajesh K. Iyengar' } });

    // MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION: 'Jo Smith' (two characters); clean: 'Bob Harrington'
    a.joanne = await author('Joanne', 'Smith', { nameVariations: ['Jo Smith', 'Joanne Smith'] });
    p.joanneWrong = (await insertPapers(db, a.joanne, [2019, 2020]))[0]!;
    a.robert = await author('Robert', 'Harrington', { nameVariations: ['Bob Harrington'] });

    // GAP_OF_10_YEARS: 1998 -> 2008; clean: a gap of nine years
    a.gregory = await author('Gregory', 'Talbot');
    const gregory = await insertPapers(db, a.gregory, [1995, 1998, 2008, 2009]);
    p.gap1998 = gregory[1]!;
    p.gap2008 = gregory[2]!;
    p.gap1995 = gregory[0]!;
    a.carol = await author('Carol', 'Steady');
    await insertPapers(db, a.carol, [2000, 2009, 2011]);

    await createUser(db, { username: 'di-admin', type: 'admin' });
    admin = await loginAs(t.app, 'di-admin');
    pool = createPool({ connectionString: t.database.url, max: 3 });
    workers = startWorkers(PROCESSORS, { db: t.db, pool, connection: workerConnection, prefix: t.queuePrefix });
    producer = createJobProducer({ connection: producerConnection, prefix: t.queuePrefix, db: t.db });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await producer.close();
    workerConnection.disconnect();
    producerConnection.disconnect();
    await pool.end();
    await t.close();
  });

  it('the database accepts exactly the declared types (data_issue_types follows the declaration, no migration per type)', async () => {
    const { rows } = await sql<{ type: string }>`SELECT type FROM data_issue_types ORDER BY type`.execute(t.db);
    expect(rows.map((row) => row.type)).toEqual([...DATA_ISSUE_TYPES].sort());
    // no CHECK keeps a second copy of the list
    const { rows: checks } = await sql<{ def: string }>`SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
      WHERE c.conrelid = 'data_issues'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%type%'`.execute(t.db);
    expect(checks).toEqual([]);
    const insert = (type: string) => sql`INSERT INTO data_issues (type, dedupe_key) VALUES (${type}, ${`declared-types-test:${type}`})`.execute(t.db);
    await expect(insert('NOT_A_DECLARED_TYPE')).rejects.toThrow(/data_issues_type_fkey/);
    await expect(sql`INSERT INTO data_issue_types (type) VALUES ('NOT_A_DECLARED_TYPE')`.execute(t.db).then(() => syncDataIssueTypes(t.db))).resolves.toBeUndefined();
    expect((await sql<{ n: number }>`SELECT count(*)::int AS n FROM data_issue_types WHERE type = 'NOT_A_DECLARED_TYPE'`.execute(t.db)).rows[0]!.n).toBe(0);
  });

  it('the migrate step refuses to drop a type that logs still carry, and names it', async () => {
    await sql`INSERT INTO data_issue_types (type) VALUES ('RETIRED_TYPE')`.execute(t.db);
    await sql`INSERT INTO data_issues (type, dedupe_key) VALUES ('RETIRED_TYPE', 'declared-types-test:retired')`.execute(t.db);
    await expect(syncDataIssueTypes(t.db)).rejects.toThrow(/no longer declared \(RETIRED_TYPE\)/);
    await sql`DELETE FROM data_issues WHERE type = 'RETIRED_TYPE'`.execute(t.db);
    await syncDataIssueTypes(t.db);
    expect((await sql<{ type: string }>`SELECT type FROM data_issue_types ORDER BY type`.execute(t.db)).rows.map((row) => row.type)).toEqual([...DATA_ISSUE_TYPES].sort());
  });

  it('raises each type from the data, and nothing for the clean records', async () => {
    const result = await detect();
    expect(result.raised).toEqual({
      NAME_TOO_SIMILAR: 1, GS_NAME_MISMATCH: 1, RG_NAME_MISMATCH: 1, RG_GS_MISMATCH: 2,
      MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION: 1, GAP_OF_10_YEARS: 1,
    });
    const logs = await logsOf();
    expect(logs).toHaveLength(7);
    const about = (type: string) => logs.filter((log) => log.error === type);
    expect(about('NAME_TOO_SIMILAR')[0]).toMatchObject({ author_id: a.john, other_author_id: a.jon, paper_id: p.johnAsJon, author_name: 'Jon Anderson', already_name: 'John Anderson' });
    expect(about('GS_NAME_MISMATCH')[0]).toMatchObject({ author_id: a.katherine, paper_id: p.kate, gs_name: 'Kate Martin', author_name: 'Kate Martin', already_name: 'Katherine Doyle-Martin' });
    expect(about('RG_NAME_MISMATCH')[0]).toMatchObject({ author_id: a.thanh, paper_id: p.swapped, rg_profile_name: 'Nguyen Thanh' });
    expect(about('RG_GS_MISMATCH').map((log) => [log.author_id, log.other_author_id]).sort()).toEqual([[a.christopher, a.chris], [a.rajesh, null]].sort());
    expect(about('MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION')[0]).toMatchObject({ author_id: a.joanne, paper_id: null });
    expect(about('GAP_OF_10_YEARS')[0]).toMatchObject({ author_id: a.gregory, papers_with_10_year_gap: [p.gap1998, p.gap2008].sort((x, y) => x - y) });
    const typed = await logsOf('gap_of_10_years');
    expect(typed.map((log) => log.author_id)).toEqual([a.gregory]);
  });

  it('never raises an issue twice, and checks only the authors named after an import', async () => {
    expect((await detect()).raised).toEqual({});
    const newcomer = await insertAuthor(t.db, { first: 'Nina', last: 'Newcomer', nameVariations: ['N. Newcomer'] });
    const job = await enqueueDataIssueDetection(producer, { authorIds: [newcomer] }, { requestedBy: null });
    const events = await readEventStream(`${baseUrl}/api/jobs/${job!.queue}/${job!.jobId}/events`, bearer(admin));
    expect(events.at(-1)).toMatchObject({ kind: 'completed', result: { authorsChecked: 1, raised: { MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION: 1 } } });
  });

  it('refuses bad input and unknown logs without changing anything', async () => {
    const [gap] = await logsOf('gap_of_10_years');
    expect((await t.app.inject({ method: 'GET', url: '/api/data_issues/no_such_type', headers: bearer(admin) })).statusCode).toBe(400);
    expect((await post('gap_of_10_years/999999', { mongo_author_id: a.gregory, removed_papers: [], expected_updated_at: gap!.author_updated_at })).statusCode).toBe(404);
    // the log is a GAP log, not a name-variation log
    const wrongType = await post(`multiple_last_name_two_character_name_variation/${gap!._id}`, { mongo_author_id: a.gregory, expected_updated_at: gap!.author_updated_at });
    expect(wrongType.statusCode).toBe(400);
    // another author's id, a paper that is not the author's, no expected_updated_at
    expect((await post(`gap_of_10_years/${gap!._id}`, { mongo_author_id: a.carol, removed_papers: [], expected_updated_at: gap!.author_updated_at })).statusCode).toBe(400);
    const foreign = await post(`gap_of_10_years/${gap!._id}`, { mongo_author_id: a.gregory, removed_papers: [p.gap1995, p.johnOwn], expected_updated_at: gap!.author_updated_at });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(`Paper ${p.johnOwn} is not one of this author's papers.`);
    expect((await post(`gap_of_10_years/${gap!._id}`, { mongo_author_id: a.gregory, removed_papers: [] })).statusCode).toBe(400);
    expect((await post(`gap_of_10_years/${gap!._id}`, { mongo_author_id: 'x', removed_papers: 'y' })).statusCode).toBe(400);
    expect(await authorshipOwner(p.gap1995, 1)).toBe(a.gregory);
    expect((await logsOf('gap_of_10_years'))[0]!.status).toBe('open');
  });

  it('answers one log by type and id (a resolution page survives a reload), with the author\'s homepage', async () => {
    const [gap] = await logsOf('gap_of_10_years');
    await t.db.updateTable('authors').set({ homepage_url: 'https://gregorytalbot.example.org' }).where('id', '=', a.gregory).execute();
    const one = await t.app.inject({ method: 'GET', url: `/api/data_issues/gap_of_10_years/${gap!._id}`, headers: bearer(admin) });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ _id: gap!._id, error: 'GAP_OF_10_YEARS', status: 'open', author_id: a.gregory, homepage_url: 'https://gregorytalbot.example.org' });
    expect(one.json().author_updated_at).toBe(gap!.author_updated_at);
    // another type's path, an unknown id, an unknown type
    expect((await t.app.inject({ method: 'GET', url: `/api/data_issues/rg_gs_mismatch/${gap!._id}`, headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/data_issues/gap_of_10_years/999999', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/data_issues/no_such_type/${gap!._id}`, headers: bearer(admin) })).statusCode).toBe(400);
  });

  it('GAP_OF_10_YEARS: removes the wrongly mapped papers once; a second resolution is a 409', async () => {
    const [gap] = await logsOf('gap_of_10_years');
    const res = await post(`gap_of_10_years/${gap!._id}`, { mongo_author_id: a.gregory, removed_papers: [p.gap1995], expected_updated_at: gap!.author_updated_at });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Submitted Succesfully', log: { status: 'resolved', error: 'GAP_OF_10_YEARS' } });
    expect(await authorshipOwner(p.gap1995, 1)).toBeNull();
    expect(await logsOf('gap_of_10_years')).toEqual([]);
    expect((await logsOf('gap_of_10_years', 'resolved'))[0]).toMatchObject({ _id: gap!._id });
    const again = await post(`gap_of_10_years/${gap!._id}`, { mongo_author_id: a.gregory, removed_papers: [], expected_updated_at: res.json().log.author_updated_at });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This issue has already been resolved.');
    const issue = await t.db.selectFrom('data_issues').select(['resolved_by', 'resolution']).where('id', '=', gap!._id).executeTakeFirstOrThrow();
    expect(issue.resolution).toEqual({ removed_papers: [p.gap1995], paper_titles: { [p.gap1995]: expect.any(String) }, unmapped: [{ paper_id: p.gap1995, position: 1, author_id: a.gregory }], undoable: true });
    expect(issue.resolved_by).not.toBeNull();
    const audit = await t.db.selectFrom('audit_log').select(['action', 'actor_user_id']).where('entity_type', '=', 'data_issue').where('entity_id', '=', String(gap!._id)).execute();
    expect(audit).toEqual([{ action: 'data_issue.resolve', actor_user_id: issue.resolved_by }]);
    // the statistics refresh was asked for the author touched
    const refresh = await t.db.selectFrom('job_runs').select('payload').where('queue', '=', 'analytics-refresh').execute();
    expect(refresh.some((run) => (run.payload as { authorIds?: number[] }).authorIds?.includes(a.gregory))).toBe(true);
  });

  it('name variations: a stale page gets a 409 and changes nothing; a fresh one removes papers and variations', async () => {
    const log = (await logsOf('multiple_last_name_two_character_name_variation')).find((entry) => entry.author_id === a.joanne);
    const loaded = log!.author_updated_at;
    // someone edits Joanne's record after the page was loaded
    await t.db.updateTable('authors').set({ updated_at: new Date(Date.now() + 1000) }).where('id', '=', a.joanne).execute();
    const stale = await post(`multiple_last_name_two_character_name_variation/${log!._id}`, {
      mongo_author_id: a.joanne, removed_papers: [p.joanneWrong], removed_name_variations: ['Jo Smith'], expected_updated_at: loaded,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This record has changed since the page was loaded. Reload the log and try again.');
    expect(await authorshipOwner(p.joanneWrong, 1)).toBe(a.joanne);

    const reloaded = (await logsOf('multiple_last_name_two_character_name_variation')).find((entry) => entry.author_id === a.joanne);
    const unknown = await post(`multiple_last_name_two_character_name_variation/${log!._id}`, {
      mongo_author_id: a.joanne, removed_name_variations: ['Not A Variation'], expected_updated_at: reloaded!.author_updated_at,
    });
    expect(unknown.statusCode).toBe(400);
    const ok = await post(`multiple_last_name_two_character_name_variation/${log!._id}`, {
      mongo_author_id: a.joanne, removed_papers: [p.joanneWrong], removed_name_variations: ['Jo Smith'], expected_updated_at: reloaded!.author_updated_at,
    });
    expect(ok.statusCode).toBe(200);
    const joanne = await t.db.selectFrom('authors').select('name_variations').where('id', '=', a.joanne).executeTakeFirstOrThrow();
    expect(joanne.name_variations).toEqual(['Joanne Smith']);
    expect(await authorshipOwner(p.joanneWrong, 1)).toBeNull();
  });

  it('NAME_TOO_SIMILAR: Yes maps the paper to the other author (the authorship moves, never doubled)', async () => {
    const [log] = await logsOf('name_too_similar');
    const outsider = await post(`name_too_similar/${log!._id}`, { author_id: a.carol, paper_id: p.johnAsJon, toMap: true, expected_updated_at: log!.author_updated_at });
    expect(outsider.statusCode).toBe(400);
    const wrongPaper = await post(`name_too_similar/${log!._id}`, { author_id: a.jon, paper_id: p.johnOwn, toMap: true, expected_updated_at: log!.author_updated_at });
    expect(wrongPaper.statusCode).toBe(400);
    const noAnswer = await post(`name_too_similar/${log!._id}`, { author_id: a.jon, paper_id: p.johnAsJon, expected_updated_at: log!.author_updated_at });
    expect(noAnswer.statusCode).toBe(400);
    const res = await post(`name_too_similar/${log!._id}`, { author_details_id: null, author_id: a.jon, paper_id: p.johnAsJon, toMap: true, expected_updated_at: log!.author_updated_at });
    expect(res.statusCode).toBe(200);
    expect(await authorshipOwner(p.johnAsJon, 1)).toBe(a.jon);
    const johnPapers = await t.db.selectFrom('authorships').select('paper_id').where('author_id', '=', a.john).execute();
    expect(johnPapers.map((row) => row.paper_id)).toEqual([p.johnOwn]);
  });

  it('GS_NAME_MISMATCH: No unmaps the paper from the author', async () => {
    const [log] = await logsOf('gs_name_mismatch');
    expect(log!.paper_id).toBe(p.kate);
    const res = await post(`gs_name_mismatch/${log!._id}`, { author_details_id: 'gs:KDMAAAAJ', author_id: a.katherine, paper_id: p.kate, toMap: false, expected_updated_at: log!.author_updated_at });
    expect(res.statusCode).toBe(200);
    expect(await authorshipOwner(p.kate, 1)).toBeNull();
    const printed = await t.db.selectFrom('authorships').select(['printed_first_name', 'printed_last_name']).where('paper_id', '=', p.kate).executeTakeFirstOrThrow();
    expect(printed).toEqual({ printed_first_name: 'Kate', printed_last_name: 'Martin' });
  });

  it('RG_NAME_MISMATCH: Yes keeps the paper and closes the log', async () => {
    const [log] = await logsOf('rg_name_mismatch');
    const res = await post(`rg_name_mismatch/${log!._id}`, { author_id: a.thanh, paper_id: p.swapped, toMap: true, expected_updated_at: log!.author_updated_at });
    expect(res.statusCode).toBe(200);
    expect(await authorshipOwner(p.swapped, 1)).toBe(a.thanh);
    expect(await logsOf('rg_name_mismatch')).toEqual([]);
  });

  it("RG_GS_MISMATCH: 'Map' adds the profile names as variations; 'Merge and Map' really merges the other record", async () => {
    const logs = await logsOf('rg_gs_mismatch');
    const rajesh = logs.find((log) => log.author_id === a.rajesh)!;
    const noOther = await post(`rg_gs_mismatch/${rajesh._id}`, { action: 'merge_and_map', expected_updated_at: rajesh.author_updated_at });
    expect(noOther.statusCode).toBe(400);
    expect(noOther.json().message).toBe('Please select an author to merge');
    const mapped = await post(`rg_gs_mismatch/${rajesh._id}`, { action: 'map', expected_updated_at: rajesh.author_updated_at });
    expect(mapped.statusCode).toBe(200);
    expect((await t.db.selectFrom('authors').select('name_variations').where('id', '=', a.rajesh).executeTakeFirstOrThrow()).name_variations).toEqual(['Rajesh K. Iyengar']);

    const christopher = logs.find((log) => log.author_id === a.christopher)!;
    const merged = await post(`rg_gs_mismatch/${christopher._id}`, { action: 'merge_and_map', expected_updated_at: christopher.author_updated_at });
    expect(merged.statusCode).toBe(200);
    const chris = await t.db.selectFrom('authors').select(['merged_into_id', 'openalex_id']).where('id', '=', a.chris).executeTakeFirstOrThrow();
    expect(chris).toEqual({ merged_into_id: a.christopher, openalex_id: null });
    const kept = await t.db.selectFrom('authors').select(['name_variations', 'openalex_id']).where('id', '=', a.christopher).executeTakeFirstOrThrow();
    expect(kept).toEqual({ name_variations: ['Chris Hale'], openalex_id: 'A-CHRIS' });
    expect(await authorshipOwner(p.chrisPaper, 1)).toBe(a.christopher);
    const decision = await t.db.selectFrom('merge_decisions').select(['user_author_id', 'author_final_id']).where('user_author_id', '=', a.chris).executeTakeFirstOrThrow();
    expect(decision).toEqual({ user_author_id: a.chris, author_final_id: a.christopher });
    expect((await post(`rg_gs_mismatch/${christopher._id}`, { action: 'map', expected_updated_at: merged.json().log.author_updated_at })).statusCode).toBe(409);
  });

  it('the Resolved view says who resolved a log, when and what changed; Undo restores it once, audited', async () => {
    const undo = (id: number) => t.app.inject({ method: 'POST', url: `/api/data_issues/undo/${id}`, headers: bearer(admin) });
    const resolved = (await logsOf(undefined, 'resolved')) as Array<Log & { resolved_by_name: string; resolved_at: string; resolution_summary: string[]; can_undo: boolean }>;
    expect(resolved.every((log) => log.resolved_by_name === 'di-admin' && log.resolved_at !== null && log.can_undo)).toBe(true);
    const gap = resolved.find((log) => log.error === 'GAP_OF_10_YEARS')!;
    expect(gap.resolution_summary).toEqual([`Unmapped 1 paper from Gregory Talbot: "${(await t.db.selectFrom('papers').select('title').where('id', '=', p.gap1995).executeTakeFirstOrThrow()).title}".`]);
    const names = resolved.find((log) => log.author_id === a.joanne)!;
    expect(names.resolution_summary[1]).toBe('Removed name variation "Jo Smith".');
    const similar = resolved.find((log) => log.error === 'NAME_TOO_SIMILAR')!;
    expect(similar.resolution_summary).toEqual(['Moved the paper to Jon Anderson.']);

    // an open log has nothing to undo; an unknown log is a 404
    const open = (await logsOf())[0];
    if (open) expect((await undo(open._id)).json().message).toBe('This log is open: there is no resolution to undo.');
    expect((await undo(999999)).statusCode).toBe(404);

    // NAME_TOO_SIMILAR: the paper goes back to John, the log is open again
    const res = await undo(similar._id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: 'The resolution has been undone: the log is open again.', log: { status: 'open', resolved_by_name: '', resolution_summary: [], can_undo: false } });
    expect(await authorshipOwner(p.johnAsJon, 1)).toBe(a.john);
    expect((await undo(similar._id)).statusCode).toBe(409);

    // name variations: the paper and 'Jo Smith' come back
    expect((await undo(names._id)).statusCode).toBe(200);
    expect(await authorshipOwner(p.joanneWrong, 1)).toBe(a.joanne);
    expect((await t.db.selectFrom('authors').select('name_variations').where('id', '=', a.joanne).executeTakeFirstOrThrow()).name_variations).toEqual(['Joanne Smith', 'Jo Smith']);

    // 'Merge and Map': the merge is undone and the added variation goes
    const mergeLog = resolved.find((log) => log.author_id === a.christopher)!;
    expect(mergeLog.resolution_summary[0]).toMatch(/^Merged Chris Hale into Christopher Hale \(merge decision \d+\)\.$/);
    expect((await undo(mergeLog._id)).statusCode).toBe(200);
    expect((await t.db.selectFrom('authors').select('merged_into_id').where('id', '=', a.chris).executeTakeFirstOrThrow()).merged_into_id).toBeNull();
    expect(await authorshipOwner(p.chrisPaper, 1)).toBe(a.chris);
    expect((await t.db.selectFrom('authors').select('name_variations').where('id', '=', a.christopher).executeTakeFirstOrThrow()).name_variations).toEqual([]);

    // the gap: someone mapped the paper elsewhere since, so the undo is refused and nothing changes
    await t.db.updateTable('authorships').set({ author_id: a.carol }).where('paper_id', '=', p.gap1995).where('position', '=', 1).execute();
    const refused = await undo(gap._id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/changed again since/);
    expect((await t.db.selectFrom('data_issues').select('status').where('id', '=', gap._id).executeTakeFirstOrThrow()).status).toBe('resolved');

    const audit = await t.db.selectFrom('audit_log').select('entity_id').where('action', '=', 'data_issue.undo').execute();
    expect(audit.map((row) => Number(row.entity_id)).sort()).toEqual([similar._id, names._id, mergeLog._id].sort());
  });

  it('an open log of a record merged since is neither listed nor counted, says why it cannot be resolved, and comes back when the merge is undone', async () => {
    const open = await logsOf();
    const log = open.find((entry) => entry.error === 'GAP_OF_10_YEARS' || entry.error === 'MULTIPLE_LAST_NAME_TWO_CHARACTER_NAME_VARIATION')!;
    expect(log).toBeDefined();
    const keptId = Object.values(a).find((id) => id !== log.author_id && !open.some((entry) => entry.author_id === id))!;
    const total = async () => (await t.app.inject({ method: 'GET', url: '/api/data_issues?limit=1', headers: bearer(admin) })).json().total as number;
    const merged = await t.app.inject({
      method: 'POST', url: '/api/tools/merge_authors', headers: bearer(admin),
      payload: { user_author_id: log.author_id, author_final_id: keptId, add_unmergable_author: 0, note: 'same person', remind_later: 0 },
    });
    expect(merged.statusCode).toBe(200);
    // before: still listed and counted, and every resolution a 409
    expect((await logsOf()).map((entry) => entry._id)).not.toContain(log._id);
    expect((await logsOf(log.error.toLowerCase())).map((entry) => entry._id)).not.toContain(log._id);
    // the count is the list's (once the detectors have checked both records: the kept author may get logs of their own)
    await detect({ author_ids: [log.author_id, keptId] });
    const listed = await logsOf();
    expect(await total()).toBe(listed.length);
    expect(listed.some((entry) => entry.author_id === log.author_id)).toBe(false);
    const author = await t.db.selectFrom('authors').select('updated_at').where('id', '=', log.author_id).executeTakeFirstOrThrow();
    const refused = await post(`${log.error.toLowerCase()}/${log._id}`, { mongo_author_id: log.author_id, removed_papers: [], removed_name_variations: [], expected_updated_at: author.updated_at.toISOString() });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The author of this log has been merged into another author since: the log no longer applies (the kept author is checked again); undo the merge to bring it back.');

    const undone = await t.app.inject({ method: 'POST', url: `/api/tools/merge_authors/${merged.json().decision_id}/undo`, headers: bearer(admin) });
    expect(undone.statusCode).toBe(200);
    await detect({ author_ids: [log.author_id, keptId] });
    const again = await logsOf();
    expect(again.map((entry) => entry._id)).toContain(log._id);
    expect(await total()).toBe(again.length);
  });
});
