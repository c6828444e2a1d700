import { sql, type Transaction } from 'kysely';
import type { Database, Db, Executor } from '@ri/db';


const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function findPaperByDoi(db: Executor, doi: string) {
  return db.selectFrom('papers as p')
    .leftJoin('journals as j', 'j.id', 'p.journal_id')
    .select(['p.id', 'p.title', 'p.year', 'p.journal_id', sql<string>`coalesce(j.name, p.publication_name)`.as('publication_name')])
    .where(sql<string>`lower(p.doi)`, '=', doi.toLowerCase())
    .executeTakeFirst();
}

export function findPaper(db: Executor, paperId: number) {
  return db.selectFrom('papers').select(['id', 'title', 'journal_id', 'year']).where('id', '=', paperId).executeTakeFirst();
}

export function lockPaper(trx: Transaction<Database>, paperId: number) {
  return trx.selectFrom('papers').select(['id', 'title', 'journal_id', 'year']).where('id', '=', paperId).forUpdate().executeTakeFirst();
}

export function paperAuthorships(db: Executor, paperId: number) {
  return db.selectFrom('authorships')
    .select(['position', 'author_id', 'printed_first_name', 'printed_mid_name', 'printed_last_name'])
    .where('paper_id', '=', paperId).orderBy('position').execute();
}

export function isLinked(db: Executor, paperId: number, authorId: number) {
  return db.selectFrom('authorships').select('position').where('paper_id', '=', paperId).where('author_id', '=', authorId).executeTakeFirst();
}

/** A transaction-scoped lock on a text key (a DOI, a journal's ISSN): concurrent creators queue up. */
export { advisoryXactLock as advisoryLock } from '@ri/db';

export function journalsByIssn(db: Executor, issns: string[]) {
  if (issns.length === 0) return Promise.resolve([] as Array<{ id: number; name: string }>);
  return db.selectFrom('journals').select(['id', 'name'])
    .where((eb) => eb.or([eb('issn', 'in', issns), eb('e_issn', 'in', issns)]))
    .orderBy('id').execute();
}

export function journalByName(db: Executor, name: string) {
  return db.selectFrom('journals').select(['id', 'name']).where(sql<string>`lower(name)`, '=', name.trim().toLowerCase()).orderBy('id').executeTakeFirst();
}

export async function insertJournal(db: Executor, journal: { name: string; abbreviation: string; issn: string | null; eIssn: string | null }) {
  const row = await db.insertInto('journals')
    .values({ name: journal.name, abbreviation: journal.abbreviation, issn: journal.issn, e_issn: journal.eIssn, tier: null })
    .onConflict((oc) => oc.column('issn').where('issn', 'is not', null).doNothing())
    .returning(['id', 'name']).executeTakeFirst();
  return row ?? null;
}

export async function insertPaper(db: Executor, paper: {
  title: string; journalId: number | null; publicationName: string; year: number | null; doi: string; issn: string | null;
  issue: string | null; volume: string | null; citationCount: number; publisher: string;
}) {
  const row = await db.insertInto('papers').values({
    title: paper.title, journal_id: paper.journalId, publication_name: paper.publicationName, year: paper.year, doi: paper.doi,
    issn: paper.issn, issue: paper.issue, volume: paper.volume, citation_count: paper.citationCount, publisher: paper.publisher,
  })
    .onConflict((oc) => oc.expression(sql`lower(doi)`).where('doi', 'is not', null).doNothing())
    .returning(['id']).executeTakeFirst();
  return row ?? null;
}

export async function insertAuthorships(db: Executor, paperId: number, rows: Array<{ position: number; authorId: number | null; first: string; mid: string; last: string }>) {
  if (rows.length === 0) return;
  await db.insertInto('authorships').values(rows.map((r) => ({
    paper_id: paperId, position: r.position, author_id: r.authorId, printed_first_name: r.first, printed_mid_name: r.mid, printed_last_name: r.last,
  }))).execute();
}

export function linkAuthorship(trx: Transaction<Database>, paperId: number, position: number, authorId: number) {
  return trx.updateTable('authorships').set({ author_id: authorId }).where('paper_id', '=', paperId).where('position', '=', position).execute();
}

export async function appendAuthorship(trx: Transaction<Database>, paperId: number, author: { id: number; first: string; mid: string; last: string }): Promise<number> {
  const last = await trx.selectFrom('authorships').select(sql<number>`coalesce(max(position), 0)`.as('max')).where('paper_id', '=', paperId).executeTakeFirstOrThrow();
  const position = Number(last.max) + 1;
  await insertAuthorships(trx, paperId, [{ position, authorId: author.id, first: author.first, mid: author.mid, last: author.last }]);
  return position;
}

export function unlinkAuthor(trx: Transaction<Database>, paperId: number, authorId: number) {
  return trx.updateTable('authorships').set({ author_id: null }).where('paper_id', '=', paperId).where('author_id', '=', authorId)
    .returning(['position']).execute();
}

export function papersOfJournalYear(db: Executor, journalId: number, year: number) {
  return db.selectFrom('papers').select(['id', 'title']).where('journal_id', '=', journalId).where('year', '=', year)
    .orderBy('title').orderBy('id').limit(2000).execute();
}

export function papersOfIssnYears(db: Executor, issn: string, from: number, to: number) {
  return db.selectFrom('papers as p')
    .innerJoin('journals as j', 'j.id', 'p.journal_id')
    .select(['p.id', 'p.title'])
    .where((eb) => eb.or([eb('j.issn', '=', issn), eb('j.e_issn', '=', issn)]))
    .where('p.year', '>=', from).where('p.year', '<=', to)
    .orderBy('p.year', 'desc').orderBy('p.title').orderBy('p.id')
    .limit(5000).execute();
}

/** Names starting with the text first, then containing it, then similar; abbreviation and ISSN match too. */
export function searchJournals(db: Executor, text: string, limit: number) {
  const lowered = text.trim().toLowerCase();
  const escaped = escapeLike(lowered);
  return db.selectFrom('journals')
    .select(['id', 'name', 'issn', 'e_issn'])
    .where((eb) => eb.or([
      eb(sql`lower(name)`, 'like', `%${escaped}%`),
      eb(sql`lower(abbreviation)`, '=', lowered),
      eb('issn', '=', text.trim().toUpperCase()),
      eb('e_issn', '=', text.trim().toUpperCase()),
      sql<boolean>`lower(name) % ${lowered}`,
    ]))
    .orderBy(sql`lower(name) LIKE ${`${escaped}%`}`, 'desc')
    .orderBy(sql`similarity(lower(name), ${lowered})`, 'desc')
    .orderBy('name').orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Unlinked authorships whose printed last name is one of `lastNames` (lower-cased; the index on
 * lower(printed_last_name) serves it) on papers not already linked to the author, each with the
 * best trigram similarity of the printed "first last" to any of the author's names.
 */
export function missingPaperCandidates(db: Executor, authorId: number, lastNames: string[], fullNames: string[], limit = 2000) {
  const names = fullNames.length > 0 ? fullNames : [''];
  const printed = sql<string>`lower(concat_ws(' ', nullif(s.printed_first_name, ''), nullif(s.printed_last_name, '')))`;
  return db.selectFrom('authorships as s')
    .innerJoin('papers as p', 'p.id', 's.paper_id')
    .leftJoin('journals as j', 'j.id', 'p.journal_id')
    .select([
      'p.id', 'p.title', 'p.year', 'p.journal_id', sql<string>`coalesce(j.name, p.publication_name)`.as('publication_name'),
      's.printed_first_name', 's.printed_mid_name', 's.printed_last_name',
      sql<number>`greatest(${sql.join(names.map((n) => sql`similarity(${printed}, ${n})`))})`.as('similarity'),
    ])
    .where('s.author_id', 'is', null)
    .where(sql<string>`lower(s.printed_last_name)`, 'in', lastNames)
    .where((eb) => eb.not(eb.exists(
      eb.selectFrom('authorships as mine').select('mine.paper_id').whereRef('mine.paper_id', '=', 's.paper_id').where('mine.author_id', '=', authorId),
    )))
    .limit(limit)
    .execute();
}

/** The author a papers change is about. */
export function loadAuthor(db: Db, authorId: number) {
  return db.selectFrom('authors').select(['id', 'first_name', 'mid_name', 'last_name', 'name_variations', 'verified', 'merged_into_id', 'university_id'])
    .where('id', '=', authorId).executeTakeFirst();
}
