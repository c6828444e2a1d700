// Issue 20, "Real data in, honestly" (docs/ingestion.md): duplicates never break a run, journals and
// people matched as a librarian would, honest outcomes of every run and scrape, and the data-issue
// detectors after changes. Built from the real OpenAlex records in tests/fixtures.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TJobEvent } from '@ri/contracts';
import { createImportRun, namesMayBeOnePerson, runOpenAlexImport, silentReporter, splitName, touchedIds } from '@ri/ingestion';
import { FIXTURES, multipart, send, serve, startHarness, type Harness } from './ingestionHelpers.ts';

const work = JSON.parse(readFileSync(new URL('openalex/W2741809807.json', FIXTURES), 'utf8')) as Record<string, unknown>;
/** The fixture's five lines: the work, another paper, the work under a second id (DOI upper case), a bad record, the first id again. */
const duplicateLines = readFileSync(new URL('openalex/duplicates.jsonl', FIXTURES), 'utf8').trim().split('\n');
const DOI = '10.7717/peerj.4375';

/** The real work as another paper with the given source and authorships. */
function workWith(id: string, changes: Record<string, unknown>): Record<string, unknown> {
  return { ...work, id: `https://openalex.org/${id}`, doi: `https://doi.org/10.5555/${id.toLowerCase()}`, title: `Paper ${id}`, display_name: `Paper ${id}`, ...changes };
}
const sourceOf = (id: string, name: string, issnL: string | null = null, issns: string[] | null = null) => ({
  primary_location: { source: { id: `https://openalex.org/${id}`, display_name: name, issn_l: issnL, issn: issns, host_organization_name: 'Some Publisher' } },
});
const authorship = (id: string, name: string, orcid: string | null, institution = 'I201448701') => ({
  author: { id: `https://openalex.org/${id}`, display_name: name, orcid: orcid ? `https://orcid.org/${orcid}` : null },
  raw_author_name: name,
  institutions: [{ id: `https://openalex.org/${institution}`, display_name: 'University of Washington', ror: 'https://ror.org/00cvxb145', country_code: 'US' }],
});

describe('Real data in, honestly: duplicates, librarian matching, honest outcomes', () => {
  let h: Harness;
  beforeAll(async () => { h = await startHarness(); });
  afterAll(async () => { await h.close(); });

  async function importFile(url: string, file: { name: string; content: Buffer }, fields: Record<string, string> = {}) {
    const form = multipart(file, fields);
    const response = await h.t.app.inject({ method: 'POST', url, headers: { ...h.admin, ...form.headers }, payload: form.body });
    expect(response.statusCode, response.body).toBe(202);
    const events = await h.follow(response.json());
    const last = events.at(-1) as TJobEvent;
    expect(last.kind, JSON.stringify(last)).toBe('completed');
    return (last as { result: Record<string, unknown> }).result as Record<string, unknown> & { import_run_id: number };
  }
  const history = async () => (await h.t.app.inject({ method: 'GET', url: '/api/imports?limit=100', headers: h.admin })).json() as { runs: Array<Record<string, unknown> & { id: number }> };

  it('one DOI (any case, with or without https://doi.org/) or one OpenAlex id twice in a batch is one paper; the later record updates it; the alias finds it in a later run', async () => {
    const { db } = h.t;
    const runId = await createImportRun(db, { source: 'openalex', fileName: 'duplicates.jsonl', requestedBy: null });
    const withoutBad = [0, 1, 2, 4].map((i) => duplicateLines[i]!).join('\n');
    // before: "duplicate key value violates unique constraint papers_doi_key" and nothing imported
    const result = await runOpenAlexImport(db, { runId, source: { content: Buffer.from(withoutBad) }, options: {}, reporter: silentReporter });
    expect(result).toMatchObject({ status: 'completed', created: 2, updated: 2, skipped: 0, rejected: 0 });
    const papers = await db.selectFrom('papers').select(['id', 'openalex_id', 'doi', 'year', 'citation_count']).where((eb) => eb(eb.fn('lower', ['doi']), '=', DOI)).execute();
    // the last record of the paper decides (the issue year, its citations); the other id is an alias
    expect(papers).toEqual([{ id: expect.any(Number), openalex_id: 'W2741809807', doi: DOI, year: 2018, citation_count: 970 }]);
    expect(await db.selectFrom('paper_openalex_aliases').select(['openalex_id', 'paper_id']).execute()).toEqual([{ openalex_id: 'W4200000002', paper_id: papers[0]!.id }]);

    // a later run with only the alias record: the same paper, nothing new
    const later = await createImportRun(db, { source: 'openalex', fileName: 'alias.jsonl', requestedBy: null });
    const again = await runOpenAlexImport(db, { runId: later, source: { content: Buffer.from(duplicateLines[2]!) }, options: {}, reporter: silentReporter });
    expect(again).toMatchObject({ status: 'completed', created: 0, skipped: 1 });
    expect(await db.selectFrom('papers').select('id').where((eb) => eb(eb.fn('lower', ['doi']), '=', DOI)).execute()).toHaveLength(1);
  });

  it('one bad record becomes a rejected row with its position; the rest goes in and the run is completed with 1 rejected', async () => {
    const result = await importFile('/api/imports/openalex', { name: 'duplicates.jsonl', content: Buffer.from(duplicateLines.join('\n')) });
    // before: the job failed on "value ... is out of range for type integer" and nothing of the batch was kept
    expect(result).toMatchObject({ status: 'completed', error: null, created: 0, updated: 2, skipped: 2, rejected: 1 });
    const run = (await history()).runs.find((r) => r.id === result.import_run_id)!;
    expect(run).toMatchObject({ status: 'completed', rejected: 1 });
    expect((run.rejected_rows as Array<{ position: string; reason: string; raw: string }>)[0]).toMatchObject({ position: 'line 4', raw: 'W4200000003', reason: expect.stringMatching(/^Could not be stored: .*out of range/) });
    expect(await h.t.db.selectFrom('papers').select('id').where((eb) => eb(eb.fn('lower', ['doi']), '=', DOI)).execute()).toHaveLength(1);
  });

  it("a record the database refuses in a statement sent ahead of the batch's others (its citation years) is rejected with its position; the rest of the batch goes in", async () => {
    // the citations and authorships are sent without waiting, while the authors are matched (docs/ingestion.md,
    // "Throughput"): the statement after a refused one fails only because the transaction is aborted, and the
    // batch must still fall back to one record at a time with the refused record's own reason
    const lines = [
      workWith('W4300000001', {}),
      workWith('W4300000002', { counts_by_year: [{ year: 2019, cited_by_count: 3 }, { year: 99_999_999_999, cited_by_count: 1 }] }),
      workWith('W4300000003', { authorships: [authorship('A4300000009', 'Ada Sent-Ahead', null)] }),
    ].map((line) => JSON.stringify(line)).join('\n');
    const { db } = h.t;
    const runId = await createImportRun(db, { source: 'openalex', fileName: 'sent-ahead.jsonl', requestedBy: null });
    const result = await runOpenAlexImport(db, { runId, source: { content: Buffer.from(lines) }, options: { institution: 'I201448701' }, reporter: silentReporter });
    expect(result).toMatchObject({ status: 'completed', created: 2, rejected: 1 });
    const run = await db.selectFrom('import_runs').select('rejected_rows').where('id', '=', runId).executeTakeFirstOrThrow();
    expect(run.rejected_rows).toEqual([expect.objectContaining({ position: 'line 2', raw: 'W4300000002', reason: expect.stringMatching(/^Could not be stored: .*out of range/) })]);
    const papers = await db.selectFrom('papers').select(['id', 'openalex_id']).where('openalex_id', 'in', ['W4300000001', 'W4300000002', 'W4300000003']).orderBy('openalex_id').execute();
    expect(papers.map((p) => p.openalex_id)).toEqual(['W4300000001', 'W4300000003']);
    const authorships = await db.selectFrom('authorships').select(['paper_id', 'printed_last_name']).where('paper_id', 'in', papers.map((p) => p.id)).execute();
    expect(authorships.filter((a) => a.paper_id === papers[1]!.id)).toEqual([{ paper_id: papers[1]!.id, printed_last_name: 'Sent-Ahead' }]);
    expect(authorships.filter((a) => a.paper_id === papers[0]!.id).length).toBe((work.authorships as unknown[]).length);
    const citations = await db.selectFrom('citations').select(['paper_id']).where('paper_id', 'in', papers.map((p) => p.id)).execute();
    expect(citations.length).toBeGreaterThan(0);
  });

  it('what a run touched is every paper and author its batches wrote, each once, whatever the batch', async () => {
    // the touched ids are kept as one array per batch and kind (docs/ingestion.md, "A batch's write path")
    const lines = [
      workWith('W4400000001', { authorships: [authorship('A4400000001', 'Touched One', null), authorship('A4400000002', 'Touched Two', null)] }),
      workWith('W4400000002', { authorships: [authorship('A4400000002', 'Touched Two', null)] }),
      workWith('W4400000003', { authorships: [authorship('A4400000001', 'Touched One', null), authorship('A4400000003', 'Touched Three', null)] }),
    ].map((line) => JSON.stringify(line)).join('\n');
    const { db } = h.t;
    const runId = await createImportRun(db, { source: 'openalex', fileName: 'touched.jsonl', requestedBy: null });
    const result = await runOpenAlexImport(db, { runId, source: { content: Buffer.from(lines) }, options: { institution: 'I201448701', batchSize: 1 }, reporter: silentReporter });
    expect(result).toMatchObject({ status: 'completed', created: 3, rejected: 0 });
    const papers = await db.selectFrom('papers').select('id').where('openalex_id', 'in', ['W4400000001', 'W4400000002', 'W4400000003']).orderBy('id').execute();
    const authors = await db.selectFrom('authors').select('id').where('openalex_id', 'in', ['A4400000001', 'A4400000002', 'A4400000003']).orderBy('id').execute();
    expect(authors).toHaveLength(3);
    const touched = await touchedIds(db, runId);
    expect(touched.paperIds).toEqual(papers.map((p) => p.id));
    expect(touched.authorIds).toEqual(authors.map((a) => a.id));
    // three batches, each with its own row per kind
    const rows = await db.selectFrom('import_run_touched').select(['batch_no', 'kind']).where('import_run_id', '=', runId).where('kind', '=', 'paper').orderBy('batch_no').execute();
    expect(rows.map((r) => r.batch_no)).toEqual([0, 1, 2]);
  });

  it('a file that is not JSON, or whose every row is rejected, is failed with the reason; an empty file too', async () => {
    const notJson = await importFile('/api/imports/openalex', { name: 'bad.json', content: Buffer.from('<html>not json</html>') });
    // before: completed ("finished", green) with the reason only in the CSV
    expect(notJson).toMatchObject({ status: 'failed', created: 0, rejected: 1, error: expect.stringMatching(/^Nothing could be imported: the only row was rejected \(file: The file is neither JSON nor JSON Lines/) });
    const run = (await history()).runs.find((r) => r.id === notJson.import_run_id)!;
    expect(run).toMatchObject({ status: 'failed', error: notJson.error });
    const allBad = await importFile('/api/imports/openalex', { name: 'bad.jsonl', content: Buffer.from('{"id": 1}\n[1]\n{ nope') });
    expect(allBad, JSON.stringify(allBad)).toMatchObject({ status: 'failed', rejected: 3, error: expect.stringMatching(/^Nothing could be imported: all 3 rows were rejected \(line 2: Not a JSON object; line 3: Not valid JSON/) });
    const empty = await importFile('/api/imports/openalex', { name: 'empty.jsonl', content: Buffer.from('\n\n') });
    expect(empty).toMatchObject({ status: 'failed', error: 'The file holds no OpenAlex records' });
  });

  it('a directory scrape whose page cannot be fetched is failed with the reason and does not move the last-scrape date', async () => {
    const { db } = h.t;
    const [uni] = await db.insertInto('universities').values([{ name: 'Scrape University' }]).returning('id').execute();
    const site = await serve({
      '/robots.txt': send('text/plain', 'User-agent: *\nAllow: /\n'),
      '/people': send('text/html', '<html><body><ul><li class="p"><span class="n">Ada Byron</span></li></ul></body></html>'),
    });
    const configure = async (listing: string) => {
      const response = await h.t.app.inject({ method: 'PUT', url: `/api/directory_config/${uni!.id}`, headers: h.admin, payload: { listing_url: listing, selectors: { item: 'li.p', name: 'span.n' } } });
      expect(response.statusCode, response.body).toBe(200);
    };
    const scrape = async () => {
      const response = await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${uni!.id}&type=scrape`, headers: h.admin });
      expect(response.statusCode, response.body).toBe(202);
      const last = (await h.follow(response.json())).at(-1);
      expect(last?.kind, JSON.stringify(last)).toBe('completed');
      return (last as { result: Record<string, unknown> }).result;
    };
    const lastScrape = async () => (await h.t.app.inject({ method: 'GET', url: `/api/update_faculty?id=${uni!.id}&type=search`, headers: h.admin })).json().last_scrape_date as string | null;
    try {
      await configure(`${site.url}/people`);
      expect(await scrape()).toMatchObject({ status: 'completed', created: 1 });
      const before = await lastScrape();
      expect(before).not.toBeNull();
      await configure(`${site.url}/moved-away`);
      const failed = await scrape();
      // before: "completed", and the search's last-scrape date moved to the failed scrape
      expect(failed).toMatchObject({ status: 'failed', created: 0, rejected: 1, error: expect.stringContaining('page 1') });
      expect(await lastScrape()).toBe(before);
      await configure(`${site.url}/people`);
      await db.updateTable('directory_configs').set({ selectors: JSON.stringify({ item: 'div.nobody', name: 'span' }) }).where('university_id', '=', uni!.id).execute();
      expect(await scrape()).toMatchObject({ status: 'failed', error: 'No one was found in the directory: check the listing URL and the selectors' });
    } finally {
      await site.close();
    }
  });

  it('journals: ISSN-L, then the title as a librarian reads it; unmatched ones listed with their papers and mapped by hand for past and future papers', async () => {
    const { db } = h.t;
    const listed = await db.insertInto('journals').values([
      { name: 'Journal of the Royal Statistical Society Series A: Statistics in Society', issn: '0964-1998', tier: 'A' },
      { name: 'Economics & Human Biology', e_issn: '1873-6130', tier: 'B' },
      { name: 'The Obscure Review of Economics', tier: 'B' },
    ]).returning('id').execute();
    const [rss, ehb, obscure] = listed.map((j) => j.id) as [number, number, number];
    const works = [
      workWith('W5100000001', sourceOf('S5100000001', 'Journal of the Royal Statistical Society Series A-Statistics in Society')),
      workWith('W5100000002', sourceOf('S5100000002', 'Econ. and Human Biology', '1873-6130', ['1873-6130'])),
      workWith('W5100000003', sourceOf('S5100000003', 'Obscure Rev. Econ.')),
      workWith('W5100000004', sourceOf('S5100000003', 'Obscure Rev. Econ.')),
    ];
    const first = await importFile('/api/imports/openalex', { name: 'journals.jsonl', content: Buffer.from(works.map((w) => JSON.stringify(w)).join('\n')) });
    expect(first).toMatchObject({ status: 'completed', created: 4, rejected: 0 });
    const journalOf = async (id: string) => (await db.selectFrom('papers').select('journal_id').where('openalex_id', '=', id).executeTakeFirstOrThrow()).journal_id;
    // before: a second 'Journal of the Royal Statistical Society ...' was created for the punctuation
    expect(await journalOf('W5100000001')).toBe(rss);
    expect(await journalOf('W5100000002')).toBe(ehb);
    const created = await journalOf('W5100000003');
    expect(created).not.toBe(obscure);

    const list = await h.t.app.inject({ method: 'GET', url: '/api/imports/unmatched_journals', headers: h.admin });
    expect(list.statusCode).toBe(200);
    // (PeerJ, the real work's journal, was created by the earlier imports of this file: unmatched too)
    expect(list.json().journals).toContainEqual(expect.objectContaining({ id: created, name: 'Obscure Rev. Econ.', openalex_id: 'S5100000003', papers: 2, publisher: 'Some Publisher' }));
    expect(list.json().journals.map((j: { id: number }) => j.id)).not.toContain(rss);
    expect((await h.t.app.inject({ method: 'POST', url: `/api/imports/unmatched_journals/${created}`, headers: h.admin, payload: { journal_id: created } })).statusCode).toBe(400);
    expect((await h.t.app.inject({ method: 'POST', url: `/api/imports/unmatched_journals/${rss}`, headers: h.admin, payload: { keep: true } })).statusCode).toBe(404);
    const mapped = await h.t.app.inject({ method: 'POST', url: `/api/imports/unmatched_journals/${created}`, headers: h.admin, payload: { journal_id: obscure } });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json()).toMatchObject({ mapped_to_id: obscure, papers_moved: 2 });
    expect((await h.t.app.inject({ method: 'POST', url: `/api/imports/unmatched_journals/${created}`, headers: h.admin, payload: { keep: true } })).statusCode).toBe(409);
    // past papers moved, the list is empty, and a later import of the same source lands on the target
    expect(await journalOf('W5100000003')).toBe(obscure);
    expect((await h.t.app.inject({ method: 'GET', url: '/api/imports/unmatched_journals', headers: h.admin })).json().journals.map((j: { id: number }) => j.id)).not.toContain(created);
    await importFile('/api/imports/openalex', { name: 'later.jsonl', content: Buffer.from(JSON.stringify(workWith('W5100000005', sourceOf('S5100000003', 'Obscure Rev. Econ.')))) });
    expect(await journalOf('W5100000005')).toBe(obscure);
  });

  it('the journal list matches titles that differ in case, punctuation, "&" / "and" and a leading "The"', async () => {
    const { db } = h.t;
    const [money] = await db.insertInto('journals').values([{ name: 'Journal of Money, Credit and Banking', issn: '0022-2879' }]).returning('id').execute();
    const csv = ['Title,ISSN,Rating', '"The Journal of Money Credit & Banking",,A'].join('\n');
    const result = await importFile('/api/imports/journal-list', { name: 'list.csv', content: Buffer.from(csv) }, { title_column: 'Title', issn_column: 'ISSN', rating_column: 'Rating' });
    // before: created a second journal (the titles differ once lower-cased)
    expect(result).toMatchObject({ status: 'completed', created: 0, updated: 1 });
    expect(await db.selectFrom('journals').select(['id', 'tier']).where('name', 'ilike', '%money%credit%').execute()).toEqual([{ id: money!.id, tier: 'A-' }]);
  });

  it('people: ORCID first, then the OpenAlex id; name variants at one school are raised as merge candidates, never merged silently', async () => {
    const { db } = h.t;
    const uw = await db.selectFrom('universities').select('id').where('openalex_id', '=', 'I201448701').executeTakeFirst()
      ?? await db.insertInto('universities').values({ name: 'University of Washington', openalex_id: 'I201448701' }).returning('id').executeTakeFirstOrThrow();
    const [byOrcid, byOpenalex] = await db.insertInto('authors').values([
      { first_name: 'Rosa', last_name: 'Orcid', search_name: 'rosa orcid', orcid: '0000-0002-1825-0097', university_id: uw.id },
      { first_name: 'Otto', last_name: 'Openalex', search_name: 'otto openalex', openalex_id: 'A6100000009', university_id: uw.id },
    ]).returning('id').execute();
    const people = workWith('W6100000001', {
      authorships: [
        // the ORCID names one record, the OpenAlex id another: the ORCID decides (before: the OpenAlex id did)
        authorship('A6100000009', 'Rosa Orcid', '0000-0002-1825-0097'),
        authorship('A6100000001', 'John A. Smith', null),
        authorship('A6100000002', 'J. Smith', null),
      ],
    });
    await importFile('/api/imports/openalex', { name: 'people.jsonl', content: Buffer.from(JSON.stringify(people)) }, { institution: 'I201448701' });
    const mapped = await db.selectFrom('authorships').innerJoin('papers', 'papers.id', 'authorships.paper_id').select(['authorships.position', 'authorships.author_id'])
      .where('papers.openalex_id', '=', 'W6100000001').orderBy('authorships.position').execute();
    expect(mapped[0]!.author_id).toBe(byOrcid!.id);
    expect(mapped[0]!.author_id).not.toBe(byOpenalex!.id);
    // a later work prints the same person with an accent under a third OpenAlex id: a name match to a
    // record holding another OpenAlex id is not taken silently; a record is made and queued for the merge tool
    await importFile('/api/imports/openalex', { name: 'people2.jsonl', content: Buffer.from(JSON.stringify(workWith('W6100000002', { authorships: [authorship('A6100000003', 'Jöhn Smith', null)] }))) }, { institution: 'I201448701' });
    const smiths = await db.selectFrom('authors').select(['id', 'first_name', 'mid_name', 'openalex_id', 'merged_into_id']).where('last_name', '=', 'Smith').orderBy('id').execute();
    expect(smiths.map((s) => [s.first_name, s.mid_name, s.openalex_id, s.merged_into_id])).toEqual([
      ['John', 'A.', 'A6100000001', null], ['J.', '', 'A6100000002', null], ['Jöhn', '', 'A6100000003', null],
    ]);
    const queue = await h.t.app.inject({ method: 'GET', url: '/api/tools/merge_user_author?limit=100', headers: h.admin });
    expect(queue.statusCode).toBe(200);
    const queued = (queue.json().authors as Array<{ id?: number; _id?: number; reason: string }>).map((a) => [a.id ?? a._id, a.reason]);
    expect(queued).toEqual(expect.arrayContaining([
      [smiths[1]!.id, `Name variant: 'J. Smith' may be 'John A. Smith' (author ${smiths[0]!.id}) at the same school`],
      [smiths[2]!.id, `Name variant: 'Jöhn Smith' may be 'John A. Smith' (author ${smiths[0]!.id}) at the same school`],
    ]));
    expect(queued.some(([id]) => id === smiths[0]!.id)).toBe(false);

    // a family name printed without its accent in a later run finds the school's earlier record (the
    // family-name key ignores accents, docs/ingestion.md "People")
    await importFile('/api/imports/openalex', { name: 'people3.jsonl', content: Buffer.from(JSON.stringify(workWith('W6100000003', { authorships: [authorship('A6100000004', 'Anna Müller', null)] }))) }, { institution: 'I201448701' });
    await importFile('/api/imports/openalex', { name: 'people4.jsonl', content: Buffer.from(JSON.stringify(workWith('W6100000004', { authorships: [authorship('A6100000005', 'A. Muller', null)] }))) }, { institution: 'I201448701' });
    const [anna, initial] = await db.selectFrom('authors').select('id').where('openalex_id', 'in', ['A6100000004', 'A6100000005']).orderBy('id').execute();
    const after = await h.t.app.inject({ method: 'GET', url: '/api/tools/merge_user_author?limit=100', headers: h.admin });
    expect((after.json().authors as Array<{ id?: number; _id?: number; reason: string }>).map((a) => [a.id ?? a._id, a.reason]))
      .toContainEqual([initial!.id, `Name variant: 'A. Muller' may be 'Anna Müller' (author ${anna!.id}) at the same school`]);
  });

  it('an authorship printed without a name keeps its place and goes to the person its ids name; no record is made of a nameless person', async () => {
    const { db } = h.t;
    const nameless = (id: string | null, orcid: string | null) => ({
      ...authorship(id ?? 'A0', '', orcid), author: { id: id ? `https://openalex.org/${id}` : null, display_name: null, orcid: orcid ? `https://orcid.org/${orcid}` : null }, raw_author_name: null,
    });
    const lines = [
      // the person with their name (a faculty record at the institution is made), then a work that prints them without one,
      // with a nameless stranger known only by an id we do not hold, and an authorship with no name and no id at all
      workWith('W6200000001', { authorships: [authorship('A6200000001', 'Nadia Nameless', null), authorship('A6200000002', 'Co Author', null)] }),
      workWith('W6200000002', { authorships: [nameless('A6200000001', null), nameless('A6200000003', null), authorship('A6200000002', 'Co Author', null), nameless(null, null)] }),
    ].map((line) => JSON.stringify(line)).join('\n');
    const authorsBefore = Number((await db.selectFrom('authors').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const result = await importFile('/api/imports/openalex', { name: 'nameless.jsonl', content: Buffer.from(lines) }, { institution: 'I201448701' });
    expect(result).toMatchObject({ status: 'completed', rejected: 0 });
    const nadia = await db.selectFrom('authors').select('id').where('openalex_id', '=', 'A6200000001').executeTakeFirstOrThrow();
    const rows = await db.selectFrom('authorships').innerJoin('papers', 'papers.id', 'authorships.paper_id')
      .select(['authorships.position', 'authorships.author_id', 'authorships.printed_first_name', 'authorships.printed_last_name'])
      .where('papers.openalex_id', '=', 'W6200000002').orderBy('authorships.position').execute();
    // before: positions 1 and 2 were dropped, so Nadia lost the paper and it counted one author fewer
    expect(rows).toEqual([
      { position: 1, author_id: nadia.id, printed_first_name: '', printed_last_name: '' },
      { position: 2, author_id: null, printed_first_name: '', printed_last_name: '' },
      { position: 3, author_id: expect.any(Number), printed_first_name: 'Co', printed_last_name: 'Author' },
    ]);
    // Nadia and Co Author are the only records made: none for the nameless stranger
    expect(Number((await db.selectFrom('authors').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)).toBe(authorsBefore + 2);
    expect(await db.selectFrom('authors').select('id').where('openalex_id', '=', 'A6200000003').execute()).toEqual([]);
  });

  it('OpenAlex sources without ISSNs land on the ABDC list journal whose title differs only in punctuation, "&" / "and", a leading "The", accents or case', async () => {
    const { db } = h.t;
    const listed = await importFile('/api/imports/journal-list', { name: 'abdc-jql-2022.xlsx', content: readFileSync(new URL('journal-lists/abdc-jql-2022.xlsx', FIXTURES)) });
    expect(listed.status).toBe('completed');
    // the list's own spellings, found by the ISSNs the list gives them
    const listJournal = async (issn: string) => (await db.selectFrom('journals').select(['id', 'tier']).where((eb) => eb.or([eb('issn', '=', issn), eb('e_issn', '=', issn)])).executeTakeFirstOrThrow());
    const seriesA = await listJournal('1467-985X'); // 'Journal of the Royal Statistical Society, Series A (Statistics in Society)'
    const seriesB = await listJournal('1467-9868'); // '..., Series B (Statistical Methodology)'
    const sport = await listJournal('2167-4809'); // 'Communication & Sport'
    const china = await listJournal('0305-7410'); // 'The China Quarterly'
    const canada = await listJournal('0225-5189'); // "Canadian Journal of Development Studies / Revue canadienne d'etudes du developpement"
    // the list's ratings as tiers (A* -> A, A -> A-), so the rows found are the list's
    expect([seriesA.tier, seriesB.tier, sport.tier, china.tier, canada.tier]).toEqual(['A-', 'A', 'B', 'A-', 'B']);
    const variants: Array<[string, number]> = [
      ['Journal of the Royal Statistical Society Series A-Statistics in Society', seriesA.id],
      ['Journal of the Royal Statistical Society: Series A: Statistics in Society', seriesA.id],
      ['JOURNAL OF THE ROYAL STATISTICAL SOCIETY SERIES A STATISTICS IN SOCIETY', seriesA.id],
      ['Journal of the Royal Statistical Society Series B-Statistical Methodology', seriesB.id],
      ['Communication and Sport', sport.id],
      ['China Quarterly', china.id],
      ['Canadian Journal of Development Studies - Revue Canadienne d’Études du Développement', canada.id],
    ];
    const works = variants.map(([title], i) => workWith(`W7100000${i}`, sourceOf(`S7100000${i}`, title)));
    const result = await importFile('/api/imports/openalex', { name: 'abdc-titles.jsonl', content: Buffer.from(works.map((w) => JSON.stringify(w)).join('\n')) });
    expect(result).toMatchObject({ status: 'completed', created: variants.length, rejected: 0 });
    const landed = await db.selectFrom('papers').select(['openalex_id', 'journal_id']).where('openalex_id', 'in', works.map((_, i) => `W7100000${i}`)).orderBy('openalex_id').execute();
    expect(landed.map((p) => p.journal_id)).toEqual(variants.map(([, id]) => id));
  });

  it('names that may be one person: initials, middle names and accents agree; other given names do not', () => {
    const agree = (a: string, b: string) => namesMayBeOnePerson(splitName(a), splitName(b));
    expect(agree('J. Smith', 'John A. Smith')).toBe(true);
    expect(agree('Jöhn Smith', 'John A. Smith')).toBe(true);
    expect(agree('J. A. Smith', 'Jane Smith')).toBe(true);
    expect(agree('Jane Smith', 'John Smith')).toBe(false);
    expect(agree('John Smith', 'John Smyth')).toBe(false);
  });
});
