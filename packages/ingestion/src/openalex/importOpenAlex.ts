// OpenAlex import: works (with their journals, authorships and citations per year), authors,
// institutions, sources and publishers, mapped without duplicates. Keys: OpenAlex ids and DOIs
// for papers, OpenAlex ids / ISSNs for journals, OpenAlex id / ROR / name for universities,
// OpenAlex id / ORCID / name-at-the-institution for authors. Faculty author records are created
// only for the institution named with `institution`; everyone else is matched when we know them
// and otherwise stays a printed co-author name (authorships.author_id NULL).
// Works are written in batches with multi-row statements over unnest() arrays: one statement per
// table per batch, whatever the batch size.
import { sql } from 'kysely';
import type { Db } from '@ri/db';
import { matchAuthorNames, nameLookup, raiseNameTooSimilar, raiseNameVariantMergeCandidates, type NameMatch } from '../authorMatching.ts';
import { commitBatch, emptyOutcome, finishImportRun, startImportRun, writeBatchOrEachRecord, type BatchOutcome, type ImportReporter, type RejectedRow, type RunOutcome, type Trx } from '../importRuns.ts';
import { intArray, textArray } from '../pgArrays.ts';
import { journalTitleKey, splitName, type PersonName } from '../text.ts';
import {
  authorOf, institutionEntityOf, kindOf, publisherOf, shortOpenAlexId, sourceOf, workOf,
  type InstitutionRef, type SourceRef, type Work,
} from './entities.ts';
import { parseJsonLine, recodeString, recodeStrings } from './jsonLine.ts';
import { readOpenAlexRecords, type RawRecord, type RecordSource } from './readRecords.ts';

export const OPENALEX_BATCH_SIZE = 1000;
/**
 * Records parsed between two turns of the event loop while a batch is being written: one, so that
 * the answer to each of the batch's statements is taken (and the next statement sent) after at most
 * one record's parse, not eight; a turn costs a few microseconds against a few hundred for a record.
 */
const YIELD_EVERY = 1;
/** Batches read and planned ahead of the one being written (runOpenAlexImport). */
const BATCHES_AHEAD = 2;
/**
 * The first batch of a file is this share of the batch size: the database has nothing to do until
 * the first batch is read, so a smaller one starts it sooner (docs/benchmarks/openalex-import.md,
 * "2026-11-28 10:47-12:30 UTC"). Batch numbers stay a function of the file and the batch size, so a
 * resumed run skips exactly the batches committed before.
 */
const FIRST_BATCH_SHARE = 1 / 4;

export interface OpenAlexImportOptions {
  /** the OpenAlex institution whose people become faculty records ('I27837315' or its URL) */
  institution?: string | null;
  batchSize?: number;
}

interface BatchState {
  trx: Trx;
  targetInstitution: string | null;
  targetUniversityId: number | null;
  outcome: BatchOutcome;
  touched: { paper: Set<number>; author: Set<number>; journal: Set<number>; university: Set<number> };
  createdAuthors: number;
  linkedAuthors: number;
  /** printed names already split in this run (a name recurs across a school's works) */
  names: Map<string, PersonName>;
}

/** How many split names a run keeps (a school's people; beyond that the cache starts again). */
const NAME_CACHE_SIZE = 200_000;

function cachedName(names: Map<string, PersonName>, displayName: string): PersonName {
  let name = names.get(displayName);
  if (!name) {
    if (names.size >= NAME_CACHE_SIZE) names.clear();
    names.set(displayName, (name = splitName(displayName)));
  }
  return name;
}

function nameOf(state: BatchState, displayName: string): PersonName {
  return cachedName(state.names, displayName);
}

/** A person's split name: split while the record was read (prepareRecord), else now. */
function personName(state: BatchState, person: AuthorKey): PersonName {
  return person.name ?? nameOf(state, person.displayName);
}

// ---------------------------------------------------------------- universities and journals

/** The university of the first of the institutions that has one (a loop: called once per authorship). */
function firstUniversity(institutions: InstitutionRef[], universityOf: Map<string, number>): number | undefined {
  for (const i of institutions) {
    const id = universityOf.get(i.openalexId);
    if (id !== undefined) return id;
  }
  return undefined;
}

async function findUniversity(trx: Trx, ref: { openalexId: string; ror: string | null; name: string }): Promise<{ id: number; openalex_id: string | null } | undefined> {
  const { rows } = await sql<{ id: number; openalex_id: string | null; rank: number }>`
    SELECT id, openalex_id, CASE WHEN openalex_id = ${ref.openalexId} THEN 0 WHEN ror_id = ${ref.ror} THEN 1 ELSE 2 END AS rank
    FROM universities
    WHERE openalex_id = ${ref.openalexId} OR (${ref.ror}::text IS NOT NULL AND ror_id = ${ref.ror}) OR lower(name) = lower(${ref.name})
    ORDER BY rank, id LIMIT 1`.execute(trx);
  return rows[0];
}

/** The university of the target institution, created when the catalogue does not have it. */
async function ensureTargetUniversity(state: BatchState, ref: InstitutionRef): Promise<number> {
  if (state.targetUniversityId) return state.targetUniversityId;
  const found = await findUniversity(state.trx, ref);
  let id: number;
  if (found) {
    id = found.id;
    if (!found.openalex_id) {
      await state.trx.updateTable('universities').set({ openalex_id: ref.openalexId, ror_id: sql`coalesce(ror_id, ${ref.ror})`, updated_at: new Date() }).where('id', '=', id).execute();
      state.touched.university.add(id);
    }
  } else {
    const created = await state.trx.insertInto('universities').values({
      name: ref.name || ref.openalexId, ror_id: ref.ror, openalex_id: ref.openalexId, country: ref.countryCode,
    }).returning('id').executeTakeFirstOrThrow();
    id = created.id;
    state.touched.university.add(id);
  }
  state.targetUniversityId = id;
  return id;
}

function distinctInstitutions(institutions: InstitutionRef[]): InstitutionRef[] {
  const byId = new Map<string, InstitutionRef>();
  for (const i of institutions) byId.set(i.openalexId, i);
  return [...byId.values()];
}

/** Maps (distinct) institutions to our universities: OpenAlex id (the configured mapping), then ROR, then name. */
async function universitiesFor(state: BatchState, unique: InstitutionRef[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  if (unique.length === 0) return map;
  const target = unique.find((i) => i.openalexId === state.targetInstitution);
  if (target) map.set(target.openalexId, await ensureTargetUniversity(state, target));
  const others = unique.filter((i) => i.openalexId !== state.targetInstitution);
  if (others.length === 0) return map;
  const { rows } = await sql<{ id: number; openalex_id: string | null; ror_id: string | null; lname: string }>`
    SELECT id, openalex_id, ror_id, lower(name) AS lname FROM universities
    WHERE openalex_id = ANY(${others.map((i) => i.openalexId)}::text[])
       OR ror_id = ANY(${others.map((i) => i.ror).filter((r): r is string => !!r)}::text[])
       OR lower(name) = ANY(${others.map((i) => i.name.toLowerCase())}::text[])`.execute(state.trx);
  matchUniversities(others, rows, map);
  return map;
}

/** Each institution's university among the rows: by OpenAlex id, then ROR, then name (a synchronous loop, see the note above groupWorks). */
function matchUniversities(institutions: InstitutionRef[], rows: Array<{ id: number; openalex_id: string | null; ror_id: string | null; lname: string }>, into: Map<string, number>): void {
  for (const inst of institutions) {
    const hit = rows.find((r) => r.openalex_id === inst.openalexId) ?? rows.find((r) => inst.ror && r.ror_id === inst.ror) ?? rows.find((r) => r.lname === inst.name.toLowerCase());
    if (hit) into.set(inst.openalexId, hit.id);
  }
}

async function ensurePublisher(trx: Trx, name: string, openalexId: string): Promise<number | null> {
  if (!name) return null;
  const found = await trx.selectFrom('publishers').select(['id', 'openalex_id'])
    .where((eb) => eb.or([...(openalexId ? [eb('openalex_id', '=', openalexId)] : []), eb(sql`lower(name)`, '=', name.toLowerCase())]))
    .orderBy('id').executeTakeFirst();
  if (found) {
    if (!found.openalex_id && openalexId) await trx.updateTable('publishers').set({ openalex_id: openalexId }).where('id', '=', found.id).execute();
    return found.id;
  }
  const created = await trx.insertInto('publishers').values({ name, openalex_id: openalexId || null }).returning('id').executeTakeFirstOrThrow();
  return created.id;
}

/**
 * Journals for the batch's sources, as a librarian matches them (docs/ingestion.md, "Journals"): by
 * OpenAlex id, then ISSN-L, then any ISSN (print or online), then the normalised title
 * (journalTitleKey); a journal an administrator mapped by hand stands for its target. A source that
 * matches nothing is created, marked `created_by_import`, and listed for administrators to map.
 */
async function journalsFor(state: BatchState, sources: SourceRef[]): Promise<Map<string, number>> {
  const map = new Map<string, number>();
  const unique = [...new Map(sources.map((s) => [s.openalexId, s])).values()];
  if (unique.length === 0) return map;
  const issns = [...new Set(unique.flatMap((s) => s.issns))];
  const { rows } = await sql<{ id: number; openalex_id: string | null; issn: string | null; e_issn: string | null; mapped_to_id: number | null }>`
    SELECT id, openalex_id, issn, e_issn, mapped_to_id FROM journals
    WHERE openalex_id = ANY(${unique.map((s) => s.openalexId)}::text[]) OR issn = ANY(${issns}::text[]) OR e_issn = ANY(${issns}::text[])`.execute(state.trx);
  let byTitle: Map<string, { id: number; mapped_to_id: number | null }> | null = null;
  const titleIndex = async () => {
    if (byTitle) return byTitle;
    const { rows: all } = await sql<{ id: number; name: string; mapped_to_id: number | null }>`SELECT id, name, mapped_to_id FROM journals ORDER BY created_by_import, id`.execute(state.trx);
    byTitle = new Map();
    for (const journal of all) {
      const key = journalTitleKey(journal.name);
      if (key && !byTitle.has(key)) byTitle.set(key, journal);
    }
    return byTitle;
  };
  for (const source of unique) {
    const hit = rows.find((r) => r.openalex_id === source.openalexId)
      ?? rows.find((r) => source.issnL && (r.issn === source.issnL || r.e_issn === source.issnL))
      ?? rows.find((r) => source.issns.some((i) => r.issn === i || r.e_issn === i));
    if (hit) {
      map.set(source.openalexId, hit.mapped_to_id ?? hit.id);
      if (!hit.openalex_id && !hit.mapped_to_id) {
        const linked = await state.trx.updateTable('journals').set({ openalex_id: source.openalexId, updated_at: new Date() })
          .where('id', '=', hit.id).where('openalex_id', 'is', null)
          .where(({ not, exists, selectFrom }) => not(exists(selectFrom('journals as j').select('j.id').where('j.openalex_id', '=', source.openalexId))))
          .executeTakeFirst();
        if (Number(linked.numUpdatedRows) > 0) { hit.openalex_id = source.openalexId; state.touched.journal.add(hit.id); }
      }
      continue;
    }
    if (!source.name) continue;
    const titled = (await titleIndex()).get(journalTitleKey(source.name));
    if (titled) {
      map.set(source.openalexId, titled.mapped_to_id ?? titled.id);
      continue;
    }
    const publisherId = await ensurePublisher(state.trx, source.publisherName, source.publisherOpenalexId);
    const printIssn = source.issnL && !rows.some((r) => r.issn === source.issnL) ? source.issnL : null;
    const created = await state.trx.insertInto('journals').values({
      name: source.name, issn: printIssn, e_issn: source.issns.find((i) => i !== printIssn) ?? null,
      publisher_id: publisherId, openalex_id: source.openalexId, created_by_import: true,
    }).returning('id').executeTakeFirstOrThrow();
    rows.push({ id: created.id, openalex_id: source.openalexId, issn: printIssn, e_issn: null, mapped_to_id: null });
    (await titleIndex()).set(journalTitleKey(source.name), { id: created.id, mapped_to_id: null });
    map.set(source.openalexId, created.id);
    state.touched.journal.add(created.id);
  }
  return map;
}

// ---------------------------------------------------------------- authors

interface AuthorKey { openalexId: string; orcid: string | null; displayName: string; institutions: InstitutionRef[]; alternatives?: string[]; name?: PersonName }

type KnownAuthorRow = { id: number; openalex_id: string | null; orcid: string | null };

/** The current author records holding any of the people's OpenAlex ids or ORCIDs (any school). */
async function knownAuthors(trx: Trx, { openalexIds, orcids }: { openalexIds: string[]; orcids: string[] }): Promise<KnownAuthorRow[]> {
  if (openalexIds.length === 0 && orcids.length === 0) return [];
  const { rows } = await sql<KnownAuthorRow>`
    SELECT id, openalex_id, orcid FROM authors
    WHERE merged_into_id IS NULL AND (openalex_id = ANY(${textArray(openalexIds)}::text[]) OR orcid = ANY(${textArray(orcids)}::text[]))`.execute(trx);
  return rows;
}

/**
 * Author ids for a batch of people. Known ones by OpenAlex id or ORCID (any school); people at
 * the target institution by name at its university, else a new faculty record; others by name at
 * their institution's university when we know it. Answers openalexId -> author id, and the
 * ambiguous ones (openalexId -> candidate ids).
 */
async function authorsFor(state: BatchState, people: AuthorKey[], universityOf: Map<string, number>): Promise<{ ids: Map<string, number>; ambiguous: Map<string, number[]> }> {
  const sent = new SentStatements();
  const known = sent.track(knownAuthors(state.trx, identifiersOf(distinctPeople(people))));
  const authors = await finishAuthors(state, sent, await startAuthors(state, sent, people, universityOf, known));
  await sent.settle();
  return authors;
}

/** What startAuthors found, and the name-matching statements it sent, for finishAuthors. */
interface AuthorMatching {
  ids: Map<string, number>;
  ambiguous: Map<string, number[]>;
  toLink: AuthorLink[];
  schools: Array<{ universityId: number; list: AuthorKey[]; matches: Promise<NameMatch[]> }>;
}

/**
 * authorsFor's first step: the people found by identifier (`known`, a lookup sent earlier), and for the
 * others one name-matching statement per school, sent without waiting: a batch builds its papers'
 * citation rows while the database matches the names (importWorks).
 */
async function startAuthors(state: BatchState, sent: SentStatements, people: AuthorKey[], universityOf: Map<string, number>, known: Promise<KnownAuthorRow[]>): Promise<AuthorMatching> {
  const ids = new Map<string, number>();
  const ambiguous = new Map<string, number[]>();
  const toLink: AuthorLink[] = [];
  const unique = distinctPeople(people);
  if (unique.length === 0) return { ids, ambiguous, toLink, schools: [] };
  const unresolved = resolveByIdentifier(unique, await sent.answer(known), ids, toLink);
  // by name, school by school
  const schools = [...peopleBySchool(state, unresolved, universityOf)].map(([universityId, list]) => ({
    universityId, list, matches: sent.track(matchAuthorNames(state.trx, namesOf(state, list), { universityId })),
  }));
  return { ids, ambiguous, toLink, schools };
}

/**
 * authorsFor's second step: the name matches applied, identifiers linked, the new faculty records
 * created. The name-variant check of the new records is sent without waiting (`sent`): the batch's
 * authorship rows are built while the database runs it.
 */
async function finishAuthors(state: BatchState, sent: SentStatements, matching: AuthorMatching): Promise<{ ids: Map<string, number>; ambiguous: Map<string, number[]> }> {
  const { ids, ambiguous, toLink } = matching;
  const toCreate: AuthorKey[] = [];
  for (const { universityId, list, matches: pending } of matching.schools) {
    const matches = await sent.answer(pending);
    // a name match is no match when the record names another person: another OpenAlex id or ORCID
    // (the same name printed for two people, or one person OpenAlex splits): it is a merge candidate
    const matchedIds = matchedAuthorIds(matches);
    const known = matchedIds.length === 0 ? new Map<number, { openalex_id: string | null; orcid: string | null }>()
      : new Map((await sent.answer(state.trx.selectFrom('authors').select(['id', 'openalex_id', 'orcid']).where('id', 'in', matchedIds).execute())).map((r) => [r.id, r]));
    applyNameMatches(state, universityId, list, matches, known, { ids, ambiguous, toLink, toCreate });
  }

  for (const link of toLink) {
    // an OpenAlex id already held by another record stays there (the merge tool decides)
    const linked = await sent.answer(sql`
      UPDATE authors SET openalex_id = ${link.openalexId}, orcid = coalesce(orcid, ${link.orcid}), updated_at = now()
      WHERE id = ${link.id} AND openalex_id IS NULL AND NOT EXISTS (SELECT 1 FROM authors WHERE openalex_id = ${link.openalexId})`.execute(state.trx));
    if (Number(linked.numAffectedRows ?? 0) > 0) { state.linkedAuthors += 1; state.touched.author.add(link.id); }
  }
  const creatable = distinctByOpenalexId(toCreate);
  if (creatable.length > 0) {
    const c = newAuthorColumns(state, creatable);
    const { rows: created } = await sent.answer(sql<{ id: number; openalex_id: string }>`
      INSERT INTO authors (first_name, mid_name, last_name, search_name, orcid, openalex_id, university_id)
      SELECT f, m, l, s, o, x, ${state.targetUniversityId}::int
      FROM unnest(${textArray(c.first)}::text[], ${textArray(c.mid)}::text[], ${textArray(c.last)}::text[],
                  ${textArray(c.search)}::text[], ${textArray(c.orcid)}::text[],
                  ${textArray(c.openalex)}::text[]) AS t(f, m, l, s, o, x)
      RETURNING id, openalex_id`.execute(state.trx));
    keepCreatedAuthors(state, ids, created);
    // name variants of one person at the school become merge candidates, never a silent merge
    sent.send(raiseNameVariantMergeCandidates(state.trx, state.targetUniversityId!, created.map((r) => r.id)));
  }
  return { ids, ambiguous };
}

// authorsFor's loops, as small synchronous functions (see the note above groupWorks)

interface AuthorLink { id: number; openalexId: string; orcid: string | null }
const keyOf = (p: AuthorKey) => p.openalexId || `orcid:${p.orcid}`;

/** One person per key, the last record's fields in the first one's place (as a Map built from pairs). */
function distinctPeople(people: AuthorKey[]): AuthorKey[] {
  const byKey = new Map<string, AuthorKey>();
  for (const p of people) {
    if (!p.openalexId && !p.orcid) continue;
    // an occurrence without a name never replaces one with a name: the name is what matches and creates records
    if (!p.displayName && byKey.get(keyOf(p))?.displayName) continue;
    byKey.set(keyOf(p), p);
  }
  return [...byKey.values()];
}

function identifiersOf(people: AuthorKey[]): { openalexIds: string[]; orcids: string[] } {
  const openalexIds: string[] = [];
  const orcids: string[] = [];
  for (const p of people) {
    if (p.openalexId) openalexIds.push(p.openalexId);
    if (p.orcid) orcids.push(p.orcid);
  }
  return { openalexIds, orcids };
}

/** People known by ORCID or OpenAlex id into `ids` (and `toLink` when found by ORCID only); answers the others. */
function resolveByIdentifier(unique: AuthorKey[], rows: Array<{ id: number; openalex_id: string | null; orcid: string | null }>, ids: Map<string, number>, toLink: AuthorLink[]): AuthorKey[] {
  const byOpenalex = new Map<string, number>();
  const byOrcid = new Map<string, number>();
  for (const r of rows) {
    if (r.openalex_id) byOpenalex.set(r.openalex_id, r.id);
    if (r.orcid) byOrcid.set(r.orcid, r.id);
  }
  const unresolved: AuthorKey[] = [];
  for (const person of unique) {
    // ORCID first (the person's own identifier), then the OpenAlex author id (docs/ingestion.md, "People")
    const direct = (person.orcid && byOrcid.get(person.orcid)) || (person.openalexId && byOpenalex.get(person.openalexId));
    if (direct) {
      ids.set(keyOf(person), direct);
      if (person.openalexId && !byOpenalex.has(person.openalexId)) toLink.push({ id: direct, openalexId: person.openalexId, orcid: person.orcid });
    } else {
      unresolved.push(person);
    }
  }
  return unresolved;
}

function atTarget(state: BatchState, person: AuthorKey): boolean {
  for (const i of person.institutions) if (i.openalexId === state.targetInstitution) return true;
  return false;
}

/** The unresolved people by the university their name is matched at: the target's, else their first institution's. */
function peopleBySchool(state: BatchState, unresolved: AuthorKey[], universityOf: Map<string, number>): Map<number, AuthorKey[]> {
  const bySchool = new Map<number, AuthorKey[]>();
  for (const person of unresolved) {
    // a person known only by an id we do not hold and no name: nothing to match by name, no record to create
    if (!person.displayName) continue;
    const school = atTarget(state, person) ? state.targetUniversityId : firstUniversity(person.institutions, universityOf);
    if (!school) continue;
    let list = bySchool.get(school);
    if (!list) bySchool.set(school, (list = []));
    list.push(person);
  }
  return bySchool;
}

function namesOf(state: BatchState, list: AuthorKey[]): PersonName[] {
  const names: PersonName[] = [];
  for (const p of list) names.push(personName(state, p));
  return names;
}

function matchedAuthorIds(matches: NameMatch[]): number[] {
  const ids = new Set<number>();
  for (const m of matches) if (m.status === 'matched') ids.add(m.authorId);
  return [...ids];
}

function applyNameMatches(state: BatchState, universityId: number, list: AuthorKey[], matches: NameMatch[], known: Map<number, { openalex_id: string | null; orcid: string | null }>,
  into: { ids: Map<string, number>; ambiguous: Map<string, number[]>; toLink: AuthorLink[]; toCreate: AuthorKey[] }): void {
  for (let i = 0; i < list.length; i++) {
    const person = list[i]!;
    let match = matches[i]!;
    if (match.status === 'matched') {
      const record = known.get(match.authorId);
      const otherPerson = (record?.openalex_id && person.openalexId && record.openalex_id !== person.openalexId) || (record?.orcid && person.orcid && record.orcid !== person.orcid);
      if (otherPerson) match = { status: 'none' };
    }
    if (match.status === 'matched') {
      into.ids.set(keyOf(person), match.authorId);
      if (person.openalexId) into.toLink.push({ id: match.authorId, openalexId: person.openalexId, orcid: person.orcid });
    } else if (match.status === 'ambiguous') {
      into.ambiguous.set(keyOf(person), match.candidateIds);
    } else if (universityId === state.targetUniversityId && atTarget(state, person)) {
      into.toCreate.push(person);
    }
  }
}

/** The people with an OpenAlex id, each once (the last record of a person). */
function distinctByOpenalexId(people: AuthorKey[]): AuthorKey[] {
  const byId = new Map<string, AuthorKey>();
  for (const p of people) if (p.openalexId) byId.set(p.openalexId, p);
  return [...byId.values()];
}

function newAuthorColumns(state: BatchState, people: AuthorKey[]) {
  const c = { first: [] as string[], mid: [] as string[], last: [] as string[], search: [] as string[], orcid: [] as (string | null)[], openalex: [] as string[] };
  for (const p of people) {
    const n = personName(state, p);
    c.first.push(n.first); c.mid.push(n.mid); c.last.push(n.last); c.search.push(nameLookup(n).search);
    c.orcid.push(p.orcid); c.openalex.push(p.openalexId);
  }
  return c;
}

function keepCreatedAuthors(state: BatchState, ids: Map<string, number>, created: Array<{ id: number; openalex_id: string }>): void {
  for (const row of created) {
    ids.set(row.openalex_id, row.id);
    state.touched.author.add(row.id);
    state.createdAuthors += 1;
  }
}

// ---------------------------------------------------------------- works

/** (paper id, position or year) as one number, a cheaper map key than a string (a string when the second is out of range). */
function rowKey(paperId: number, second: number): number | string {
  return second >= 0 && second < 2_097_152 ? paperId * 2_097_152 + second : `${paperId}:${second}`;
}

/**
 * Statements sent without waiting for their answers, so that the database works on one while this
 * thread builds the next one's rows: the batch's transaction is one connection, on which Kysely
 * runs them one after the other in the order sent (docs/benchmarks/openalex-import.md,
 * "2026-11-28 07:40-09:05 UTC"). `settle` waits for all of them and throws the first failure: a refused
 * statement aborts the transaction, so the ones after it fail only because of it.
 */
class SentStatements {
  private readonly sent: Array<Promise<unknown>> = [];
  send(statement: Promise<unknown>): void {
    this.track(statement);
  }
  /** Sends a statement (or a step that sends some) whose answer a later step needs: `answer` waits for it. */
  track<T>(statement: Promise<T>): Promise<T> {
    statement.catch(() => {}); // handled in answer() and settle(); never an unhandled rejection meanwhile
    this.sent.push(statement);
    return statement;
  }
  /** The answer of a tracked statement; when it failed, the first failure of everything sent (the cause). */
  async answer<T>(statement: Promise<T>): Promise<T> {
    try {
      return await statement;
    } catch (error) {
      await this.settle();
      throw error;
    }
  }
  async settle(): Promise<void> {
    const results = await Promise.allSettled(this.sent);
    this.sent.length = 0;
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }
}

/** How many statements a batch's new authorship rows are sent in: the rows of the next part are built while the database writes the last. */
const AUTHORSHIP_PARTS = 4;

// A batch's loops over its works, authorships and rows are small synchronous functions, not the body
// of the async importWorks: V8's optimising compiler compiles (and, when a later batch brings objects
// of another shape, compiles again) the function whose loop became hot, and a compilation of the
// whole importWorks took 130-150 ms on a background thread, several times a run
// (docs/benchmarks/openalex-import.md, "2026-11-28 06:01-06:14 UTC").

interface WorkGroup { position: string; work: Work; aliases: Set<string>; copies: number }

/**
 * One paper per OpenAlex id or DOI (docs/ingestion.md, "Duplicates"): a later record of the same
 * paper in the batch (an online-first record and its issue record share the DOI) replaces the
 * earlier one, whose id is kept as an alias; each later copy counts as an update of the paper.
 */
function groupWorks(works: Array<{ position: string; work: Work }>): WorkGroup[] {
  const list: WorkGroup[] = [];
  const groupOf = new Map<string, number>();
  const keysOf = (work: Work) => [`o:${work.openalexId}`, ...(work.doi ? [`d:${work.doi}`] : [])];
  for (const item of works) {
    const keys = keysOf(item.work);
    const index = keys.map((k) => groupOf.get(k)).find((i) => i !== undefined);
    if (index === undefined) {
      for (const key of keys) groupOf.set(key, list.length);
      list.push({ ...item, aliases: new Set(), copies: 0 });
      continue;
    }
    const group = list[index]!;
    if (group.work.openalexId !== item.work.openalexId) group.aliases.add(group.work.openalexId);
    group.aliases.delete(item.work.openalexId);
    group.work = { ...item.work, doi: item.work.doi ?? group.work.doi };
    group.copies += 1;
    for (const key of keysOf(group.work)) groupOf.set(key, index);
  }
  return list;
}

function institutionsOf(list: WorkGroup[]): InstitutionRef[] {
  const institutions: InstitutionRef[] = [];
  for (const { work } of list) for (const a of work.authorships) for (const i of a.institutions) institutions.push(i);
  return institutions;
}

/**
 * The batch's groups, each with the existing paper it is (by OpenAlex id, an alias, then DOI); two
 * records of the batch that found one paper by different keys become one group, the later one updating it.
 */
function claimPapers(list: WorkGroup[], byOpenalex: Map<string, number>, byDoi: Map<string, number>): {
  groups: WorkGroup[]; paperIdOf: Map<string, number>; fresh: Work[]; existing: Array<{ id: number; work: Work }>;
} {
  const claimedBy = new Map<number, WorkGroup>();
  const groups: WorkGroup[] = [];
  const paperOfGroup = new Map<WorkGroup, number>();
  for (const group of list) {
    const { work } = group;
    const id = byOpenalex.get(work.openalexId) ?? [...group.aliases].map((a) => byOpenalex.get(a)).find((i) => i !== undefined) ?? (work.doi ? byDoi.get(work.doi) : undefined);
    const earlier = id !== undefined ? claimedBy.get(id) : undefined;
    if (earlier) {
      // two records of the batch found one paper by different keys: the later one updates it
      if (earlier.work.openalexId !== work.openalexId) earlier.aliases.add(earlier.work.openalexId);
      for (const alias of group.aliases) earlier.aliases.add(alias);
      earlier.aliases.delete(work.openalexId);
      earlier.work = { ...work, doi: work.doi ?? earlier.work.doi };
      earlier.copies += group.copies + 1;
      continue;
    }
    groups.push(group);
    if (id !== undefined) { claimedBy.set(id, group); paperOfGroup.set(group, id); }
  }
  const paperIdOf = new Map<string, number>();
  const fresh: Work[] = [];
  const existing: Array<{ id: number; work: Work }> = [];
  for (const group of groups) {
    const id = paperOfGroup.get(group);
    if (id !== undefined) { paperIdOf.set(group.work.openalexId, id); existing.push({ id, work: group.work }); }
    else fresh.push(group.work);
  }
  return { groups, paperIdOf, fresh, existing };
}

function paperColumns(works: Work[], journalOf: Map<string, number>) {
  return {
    title: works.map((w) => w.title),
    journal: works.map((w) => (w.source ? journalOf.get(w.source.openalexId) ?? null : null)),
    name: works.map((w) => w.source?.name ?? ''),
    year: works.map((w) => w.year),
    doi: works.map((w) => w.doi),
    issn: works.map((w) => w.source?.issnL || null),
    volume: works.map((w) => w.volume),
    issue: works.map((w) => w.issue),
    cited: works.map((w) => w.citedByCount),
    publisher: works.map((w) => w.source?.publisherName ?? ''),
    openalex: works.map((w) => w.openalexId),
  };
}

/** An authorship is an AuthorKey as it is: no object per authorship. */
function peopleOf(groups: WorkGroup[]): AuthorKey[] {
  const people: AuthorKey[] = [];
  for (const { work } of groups) for (const a of work.authorships) people.push(a);
  return people;
}

interface HeldAuthorship { author_id: number | null; first: string; mid: string; last: string; university_id: number | null }
interface AuthorshipColumns { paper: number[]; position: number[]; author: (number | null)[]; first: string[]; mid: string[]; last: string[]; university: (number | null)[] }
interface AuthorshipIssue { paperId: number; position: number; printedName: string; candidateIds: number[] }
function keepHeldAuthorships(into: Map<number | string, HeldAuthorship>, rows: Array<{ paper_id: number; position: number; author_id: number | null; printed_first_name: string; printed_mid_name: string; printed_last_name: string; university_id: number | null }>): void {
  for (const row of rows) {
    into.set(rowKey(row.paper_id, row.position), { author_id: row.author_id, first: row.printed_first_name, mid: row.printed_mid_name, last: row.printed_last_name, university_id: row.university_id });
  }
}

function keepHeldCitations(into: Map<number | string, number>, rows: Array<{ paper_id: number; year: number; count: number }>): void {
  for (const row of rows) into.set(rowKey(row.paper_id, row.year), row.count);
}

const authorshipColumns = (): AuthorshipColumns => ({ paper: [], position: [], author: [], first: [], mid: [], last: [], university: [] });

/** Authorship rows: every row of a new paper, and an existing paper's rows only where they differ from what it holds. */
function authorshipRows(state: BatchState, groups: WorkGroup[], range: { from: number; to: number }, ids: {
  paperIdOf: Map<string, number>; createdPapers: Set<number>; changedPapers: Set<number>; held: Map<number | string, HeldAuthorship>;
  authorIdOf: Map<string, number>; ambiguous: Map<string, number[]>; universityOf: Map<string, number>;
}): { newRows: AuthorshipColumns; changedRows: AuthorshipColumns; issues: AuthorshipIssue[] } {
  const { paperIdOf, createdPapers, changedPapers, held: heldAuthorships, authorIdOf, ambiguous, universityOf } = ids;
  const newRows = authorshipColumns();
  const changedRows = authorshipColumns();
  const issues: AuthorshipIssue[] = [];
  for (let g = range.from; g < range.to; g++) {
    const { work } = groups[g]!;
    const paperId = paperIdOf.get(work.openalexId);
    if (paperId === undefined) continue;
    const isNew = createdPapers.has(paperId);
    for (const a of work.authorships) {
      const key = a.openalexId || (a.orcid ? `orcid:${a.orcid}` : '');
      const name = personName(state, a);
      const held = isNew ? undefined : heldAuthorships.get(rowKey(paperId, a.position));
      // a match made earlier (by an admin, or by another import) is never undone by an unmatched printed name
      const authorId = (key ? authorIdOf.get(key) : undefined) ?? held?.author_id ?? null;
      const universityId = firstUniversity(a.institutions, universityOf) ?? held?.university_id ?? null;
      const candidates = key ? ambiguous.get(key) : undefined;
      if (candidates && authorId === null) issues.push({ paperId, position: a.position, printedName: a.displayName, candidateIds: candidates });
      if (held && held.author_id === authorId && held.first === name.first && held.mid === name.mid && held.last === name.last && held.university_id === universityId) continue;
      const target = isNew ? newRows : changedRows;
      target.paper.push(paperId); target.position.push(a.position); target.author.push(authorId);
      target.first.push(name.first); target.mid.push(name.mid); target.last.push(name.last); target.university.push(universityId);
      if (!isNew) changedPapers.add(paperId);
      if (authorId) state.touched.author.add(authorId);
    }
  }
  return { newRows, changedRows, issues };
}

/** Citation-per-year rows: every row of a new paper (c*), and an existing paper's rows only where the count differs (u*). */
function citationRows(groups: WorkGroup[], paperIdOf: Map<string, number>, createdPapers: Set<number>, changedPapers: Set<number>, heldCitations: Map<number | string, number>) {
  const cp: number[] = []; const cy: number[] = []; const cc: number[] = [];
  const up: number[] = []; const uy: number[] = []; const uc: number[] = [];
  for (const { work } of groups) {
    const paperId = paperIdOf.get(work.openalexId);
    if (paperId === undefined) continue;
    const isNew = createdPapers.has(paperId);
    for (const entry of work.countsByYear) {
      if (isNew) { cp.push(paperId); cy.push(entry.year); cc.push(entry.count); continue; }
      if (heldCitations.get(rowKey(paperId, entry.year)) === entry.count) continue;
      up.push(paperId); uy.push(entry.year); uc.push(entry.count);
      changedPapers.add(paperId);
    }
  }
  return { cp, cy, cc, up, uy, uc };
}

/** The other OpenAlex ids of each paper not yet known as its own or as another paper's. */
function aliasRows(groups: WorkGroup[], paperIdOf: Map<string, number>, createdPapers: Set<number>, byOpenalex: Map<string, number>, ownIdOf: Map<number, string | null>) {
  const aliasIds: string[] = []; const aliasPapers: number[] = [];
  for (const { work, aliases } of groups) {
    const paperId = paperIdOf.get(work.openalexId);
    if (paperId === undefined) continue;
    const own = createdPapers.has(paperId) ? work.openalexId : ownIdOf.get(paperId) ?? work.openalexId;
    for (const alias of [...aliases, work.openalexId]) {
      if (alias === own || (byOpenalex.has(alias) && byOpenalex.get(alias) !== paperId)) continue;
      if (byOpenalex.get(alias) === paperId) continue; // already known as this paper's
      aliasIds.push(alias); aliasPapers.push(paperId);
    }
  }
  return { aliasIds, aliasPapers };
}

function countOutcome(state: BatchState, groups: WorkGroup[], paperIdOf: Map<string, number>, createdPapers: Set<number>, changedPapers: Set<number>): void {
  for (const { work, copies } of groups) {
    const paperId = paperIdOf.get(work.openalexId);
    if (paperId === undefined) continue;
    if (createdPapers.has(paperId)) { state.outcome.created += 1; state.outcome.updated += copies; }
    else if (changedPapers.has(paperId)) state.outcome.updated += 1 + copies;
    else state.outcome.skipped += 1 + copies;
    if (createdPapers.has(paperId) || changedPapers.has(paperId)) state.touched.paper.add(paperId);
  }
}

async function importWorks(state: BatchState, plan: BatchPlan): Promise<void> {
  const { trx } = state;
  const { groups: list, ids, dois } = plan;
  if (list.length === 0) return;

  // The batch's statements are sent as soon as what they need is known, and their answers taken
  // when a later step needs them, so that the database works while this thread builds the next
  // statement (docs/ingestion.md, "A batch's write path"): the existing papers and the people known by
  // identifier are looked up first, together; the names are matched while the papers are inserted;
  // the citation years are written while the names are applied and the new authors created.
  const sent = new SentStatements();
  // existing papers by OpenAlex id (their own or an alias), then DOI
  const existingLookup = sent.track(sql<{ id: number; openalex_id: string | null; doi: string | null; own: boolean }>`
    SELECT id, openalex_id, lower(doi) AS doi, true AS own FROM papers WHERE openalex_id = ANY(${textArray(ids)}::text[]) OR lower(doi) = ANY(${textArray(dois)}::text[])
    UNION ALL
    SELECT paper_id, openalex_id, NULL, false FROM paper_openalex_aliases WHERE openalex_id = ANY(${textArray(ids)}::text[])`.execute(trx));
  const known = sent.track(knownAuthors(trx, plan.authorIdentifiers));
  const journalOf = await sent.answer(journalsFor(state, plan.sources));
  const universityOf = await sent.answer(universitiesFor(state, plan.institutions));
  const { rows: existingRows } = await sent.answer(existingLookup);
  const byOpenalex = new Map(existingRows.filter((r) => r.openalex_id).map((r) => [r.openalex_id!, r.id]));
  const byDoi = new Map(existingRows.filter((r) => r.doi).map((r) => [r.doi!, r.id]));
  const ownIdOf = new Map(existingRows.filter((r) => r.own).map((r) => [r.id, r.openalex_id]));
  const { groups, paperIdOf, fresh, existing } = claimPapers(list, byOpenalex, byDoi);

  const changedPapers = new Set<number>();
  const createdPapers = new Set<number>();
  let inserted: Promise<{ rows: Array<{ id: number; openalex_id: string }> }> | null = null;
  if (fresh.length > 0) {
    const c = paperColumns(fresh, journalOf);
    inserted = sent.track(sql<{ id: number; openalex_id: string }>`
      INSERT INTO papers (title, journal_id, publication_name, year, doi, issn, volume, issue, citation_count, publisher, openalex_id)
      SELECT * FROM unnest(${textArray(c.title)}::text[], ${intArray(c.journal)}::int[], ${textArray(c.name)}::text[], ${intArray(c.year)}::int[], ${textArray(c.doi)}::text[],
                           ${textArray(c.issn)}::text[], ${textArray(c.volume)}::text[], ${textArray(c.issue)}::text[], ${intArray(c.cited)}::int[],
                           ${textArray(c.publisher)}::text[], ${textArray(c.openalex)}::text[])
      RETURNING id, openalex_id`.execute(trx));
  }
  // the names of the people not known by identifier are matched while the papers are written
  const matching = sent.track(startAuthors(state, sent, peopleOf(groups), universityOf, known));
  if (inserted) {
    for (const row of (await sent.answer(inserted)).rows) { paperIdOf.set(row.openalex_id, row.id); createdPapers.add(row.id); }
  }
  if (existing.length > 0) {
    const c = paperColumns(existing.map((e) => e.work), journalOf);
    const { rows } = await sent.answer(sql<{ id: number }>`
      UPDATE papers p SET title = v.title, journal_id = coalesce(v.journal_id, p.journal_id),
        publication_name = CASE WHEN v.name <> '' THEN v.name ELSE p.publication_name END,
        year = coalesce(v.year, p.year), doi = coalesce(p.doi, v.free_doi), issn = coalesce(v.issn, p.issn),
        volume = coalesce(v.volume, p.volume), issue = coalesce(v.issue, p.issue), citation_count = v.cited,
        publisher = CASE WHEN v.publisher <> '' THEN v.publisher ELSE p.publisher END,
        openalex_id = coalesce(p.openalex_id, v.openalex), updated_at = now()
      FROM (SELECT u.*, CASE WHEN NOT EXISTS (SELECT 1 FROM papers o WHERE lower(o.doi) = lower(u.doi)) THEN u.doi END AS free_doi
            FROM unnest(${intArray(existing.map((e) => e.id))}::int[], ${textArray(c.title)}::text[], ${intArray(c.journal)}::int[], ${textArray(c.name)}::text[],
                  ${intArray(c.year)}::int[], ${textArray(c.doi)}::text[], ${textArray(c.issn)}::text[], ${textArray(c.volume)}::text[], ${textArray(c.issue)}::text[],
                  ${intArray(c.cited)}::int[], ${textArray(c.publisher)}::text[], ${textArray(c.openalex)}::text[])
           AS u(id, title, journal_id, name, year, doi, issn, volume, issue, cited, publisher, openalex)) v
      WHERE p.id = v.id AND (p.title, p.journal_id, p.publication_name, p.year, p.doi, p.issn, p.volume, p.issue, p.citation_count, p.publisher, p.openalex_id)
        IS DISTINCT FROM (v.title, coalesce(v.journal_id, p.journal_id), CASE WHEN v.name <> '' THEN v.name ELSE p.publication_name END,
          coalesce(v.year, p.year), coalesce(p.doi, v.free_doi), coalesce(v.issn, p.issn), coalesce(v.volume, p.volume), coalesce(v.issue, p.issue),
          v.cited, CASE WHEN v.publisher <> '' THEN v.publisher ELSE p.publisher END, coalesce(p.openalex_id, v.openalex))
      RETURNING p.id`.execute(trx));
    for (const row of rows) changedPapers.add(row.id);
  }

  // What the batch's existing papers already hold, so that only differences are written: a
  // re-import reads and compares instead of rewriting every authorship and citation row.
  const existingIds = existing.map((e) => e.id);
  const heldAuthorships = new Map<number | string, HeldAuthorship>();
  const heldCitations = new Map<number | string, number>();
  if (existingIds.length > 0) {
    const { rows: held } = await sent.answer(sql<{ paper_id: number; position: number; author_id: number | null; printed_first_name: string; printed_mid_name: string; printed_last_name: string; university_id: number | null }>`
      SELECT paper_id, position, author_id, printed_first_name, printed_mid_name, printed_last_name, university_id FROM authorships WHERE paper_id = ANY(${intArray(existingIds)}::int[])`.execute(trx));
    keepHeldAuthorships(heldAuthorships, held);
    const { rows: counts } = await sent.answer(sql<{ paper_id: number; year: number; count: number }>`SELECT paper_id, year, count FROM citations WHERE paper_id = ANY(${intArray(existingIds)}::int[])`.execute(trx));
    keepHeldCitations(heldCitations, counts);
  }

  // citations per year: new papers' rows inserted, existing papers' rows written only where they
  // differ; sent now and answered later, so the database writes them while the authors are matched
  const { cp, cy, cc, up, uy, uc } = citationRows(groups, paperIdOf, createdPapers, changedPapers, heldCitations);
  if (cp.length > 0) sent.send(sql`INSERT INTO citations (paper_id, year, count) SELECT * FROM unnest(${intArray(cp)}::int[], ${intArray(cy)}::int[], ${intArray(cc)}::int[])`.execute(trx));
  if (up.length > 0) {
    sent.send(sql`
      INSERT INTO citations AS c (paper_id, year, count) SELECT * FROM unnest(${intArray(up)}::int[], ${intArray(uy)}::int[], ${intArray(uc)}::int[])
      ON CONFLICT (paper_id, year) DO UPDATE SET count = excluded.count`.execute(trx));
  }

  // the name matches applied and the new authors created while the database writes the citation years
  const { ids: authorIdOf, ambiguous } = await sent.answer(finishAuthors(state, sent, await sent.answer(matching)));

  // authorships, likewise, in parts: each part's rows are built while the database writes the last
  const issues: AuthorshipIssue[] = [];
  const partSize = Math.ceil(groups.length / AUTHORSHIP_PARTS);
  for (let from = 0; from < groups.length; from += partSize) {
    const part = authorshipRows(state, groups, { from, to: Math.min(groups.length, from + partSize) },
      { paperIdOf, createdPapers, changedPapers, held: heldAuthorships, authorIdOf, ambiguous, universityOf });
    issues.push(...part.issues);
    const { newRows, changedRows } = part;
    if (newRows.paper.length > 0) {
      sent.send(sql`
        INSERT INTO authorships (paper_id, position, author_id, printed_first_name, printed_mid_name, printed_last_name, university_id)
        SELECT * FROM unnest(${intArray(newRows.paper)}::int[], ${intArray(newRows.position)}::int[], ${intArray(newRows.author)}::int[], ${textArray(newRows.first)}::text[],
                             ${textArray(newRows.mid)}::text[], ${textArray(newRows.last)}::text[], ${intArray(newRows.university)}::int[])`.execute(trx));
    }
    if (changedRows.paper.length > 0) {
      sent.send(sql`
        INSERT INTO authorships AS s (paper_id, position, author_id, printed_first_name, printed_mid_name, printed_last_name, university_id)
        SELECT * FROM unnest(${intArray(changedRows.paper)}::int[], ${intArray(changedRows.position)}::int[], ${intArray(changedRows.author)}::int[], ${textArray(changedRows.first)}::text[],
                             ${textArray(changedRows.mid)}::text[], ${textArray(changedRows.last)}::text[], ${intArray(changedRows.university)}::int[])
        ON CONFLICT (paper_id, position) DO UPDATE SET author_id = excluded.author_id, printed_first_name = excluded.printed_first_name,
          printed_mid_name = excluded.printed_mid_name, printed_last_name = excluded.printed_last_name, university_id = excluded.university_id`.execute(trx));
    }
  }
  await sent.settle();
  for (const issue of issues) await raiseNameTooSimilar(trx, { ...issue, source: 'openalex' });

  // the other OpenAlex ids of each paper, so that a later run finds the one paper by either
  const { aliasIds, aliasPapers } = aliasRows(groups, paperIdOf, createdPapers, byOpenalex, ownIdOf);
  if (aliasIds.length > 0) {
    await sql`
      INSERT INTO paper_openalex_aliases (openalex_id, paper_id) SELECT * FROM unnest(${textArray(aliasIds)}::text[], ${intArray(aliasPapers)}::int[])
      ON CONFLICT (openalex_id) DO NOTHING`.execute(trx);
  }

  countOutcome(state, groups, paperIdOf, createdPapers, changedPapers);
  // the authors of a changed paper need fresh statistics even when their authorship row did not
  // change (a new paper's authors were all written above, and are touched already)
  const changed = [...changedPapers];
  if (changed.length > 0) {
    const { rows } = await sql<{ author_id: number }>`SELECT DISTINCT author_id FROM authorships WHERE paper_id = ANY(${intArray(changed)}::int[]) AND author_id IS NOT NULL`.execute(trx);
    for (const row of rows) state.touched.author.add(row.author_id);
  }
}

// ---------------------------------------------------------------- other entities

async function importEntity(state: BatchState, position: string, value: Record<string, unknown>): Promise<void> {
  const id = shortOpenAlexId(value.id);
  const kind = kindOf(id);
  const reject = (reason: string) => state.outcome.rejected.push({ position, reason, raw: id || JSON.stringify(value).slice(0, 200) });
  switch (kind) {
    case 'institution': {
      const inst = institutionEntityOf(value);
      if (typeof inst === 'string') return void reject(inst);
      if (inst.openalexId === state.targetInstitution) {
        const before = state.touched.university.size;
        await ensureTargetUniversity(state, inst);
        if (state.touched.university.size > before) state.outcome.created += 1; else state.outcome.skipped += 1;
        return;
      }
      const found = await findUniversity(state.trx, inst);
      if (found && !found.openalex_id) {
        await state.trx.updateTable('universities').set({ openalex_id: inst.openalexId, ror_id: sql`coalesce(ror_id, ${inst.ror})` })
          .where('id', '=', found.id).where(({ not, exists, selectFrom }) => not(exists(selectFrom('universities as u').select('u.id').where('u.openalex_id', '=', inst.openalexId))))
          .execute();
        state.touched.university.add(found.id);
        state.outcome.updated += 1;
        return;
      }
      state.outcome.skipped += 1; // an institution we do not follow, or already linked
      return;
    }
    case 'source': {
      const source = sourceOf(value);
      if (!source) return void reject('not an OpenAlex source');
      const before = state.touched.journal.size;
      const map = await journalsFor(state, [source]);
      if (!map.has(source.openalexId)) return void reject('the source has no name');
      if (state.touched.journal.size > before) state.outcome.created += 1; else state.outcome.skipped += 1;
      return;
    }
    case 'publisher': {
      const publisher = publisherOf(value);
      if (typeof publisher === 'string') return void reject(publisher);
      const existed = await state.trx.selectFrom('publishers').select('id').where((eb) => eb.or([eb('openalex_id', '=', publisher.openalexId), eb(sql`lower(name)`, '=', publisher.name.toLowerCase())])).executeTakeFirst();
      await ensurePublisher(state.trx, publisher.name, publisher.openalexId);
      if (existed) state.outcome.skipped += 1; else state.outcome.created += 1;
      return;
    }
    case 'author': {
      const author = authorOf(value);
      if (typeof author === 'string') return void reject(author);
      const universityOf = await universitiesFor(state, distinctInstitutions(author.institutions));
      const [createdBefore, linkedBefore] = [state.createdAuthors, state.linkedAuthors];
      const { ids } = await authorsFor(state, [author], universityOf);
      const authorId = ids.get(author.openalexId);
      if (authorId === undefined) { state.outcome.skipped += 1; return; }
      let changed = state.linkedAuthors > linkedBefore;
      if (author.alternatives.length > 0) {
        const result = await sql`UPDATE authors SET name_variations = (SELECT array_agg(DISTINCT v ORDER BY v) FROM unnest(name_variations || ${author.alternatives}::text[]) v)
                  WHERE id = ${authorId} AND NOT (name_variations @> ${author.alternatives}::text[])`.execute(state.trx);
        if (Number(result.numAffectedRows ?? 0) > 0) { changed = true; state.touched.author.add(authorId); }
      }
      if (state.createdAuthors > createdBefore) state.outcome.created += 1;
      else if (changed) state.outcome.updated += 1;
      else state.outcome.skipped += 1;
      return;
    }
    default:
      return void reject(`not an OpenAlex entity this import reads (id '${String(value.id ?? '')}')`);
  }
}

// ---------------------------------------------------------------- the run

/**
 * A record made ready for its batch, outside the transaction (and while the previous batch is
 * written): a work mapped to what the import reads, another entity as parsed, or why it is rejected.
 * Only the small mapped work is kept until the batch is written, not the parsed record.
 */
type PreparedRecord =
  | { position: string; work: Work }
  | { position: string; entity: Record<string, unknown> }
  | { position: string; rejected: RejectedRow }
  /** in a batch a resumed import has already committed: not even parsed */
  | { position: string; skipped: true };

/** The run's split names, and its faculty institution (whose people's names are matched at its school). */
interface ReadingContext { names: Map<string, PersonName>; targetInstitution: string | null }

/**
 * With `reading`, a work's authorships are given their split names here, while the previous batch is
 * written, instead of in the batch's transaction; the names at the faculty institution their lookup
 * keys too (nameLookup).
 */
export function prepareRecord(record: RawRecord, reading?: ReadingContext): PreparedRecord {
  const { position } = record;
  if (record.error) return { position, rejected: { position, reason: record.error, ...(record.line ? { raw: rawText(record.line) } : {}) } };
  let value = record.value;
  let recode = false;
  if (record.line !== undefined) {
    const parsed = parseJsonLine(record.line);
    if ('error' in parsed) return { position, rejected: { position, reason: parsed.error, raw: rawText(record.line) } };
    ({ value, recode } = parsed);
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { position, rejected: { position, reason: 'Not a JSON object', raw: JSON.stringify(recode ? recodeStrings(value) : value ?? null).slice(0, 200) } };
  }
  const object = value as Record<string, unknown>;
  // strings still holding UTF-8 bytes (jsonLine.ts) are decoded before they are read: of a work,
  // only the strings workOf reads; another entity whole
  if (recode) object.id = recodeStrings(object.id);
  if (kindOf(shortOpenAlexId(object.id)) !== 'work') return { position, entity: recode ? recodeStrings(object) as Record<string, unknown> : object };
  const work = workOf(object, recode ? recodeString : undefined);
  if (typeof work === 'string') return { position, rejected: { position, reason: work, raw: String(object.id ?? '') } };
  if (reading) splitNames(work, reading);
  return { position, work };
}

function splitNames(work: Work, { names, targetInstitution }: ReadingContext): void {
  for (const a of work.authorships) {
    a.name = cachedName(names, a.displayName);
    if (targetInstitution && a.institutions.some((i) => i.openalexId === targetInstitution)) nameLookup(a.name);
  }
}

/** Authors, journals and universities whose import_run_touched rows earlier batches of this run committed. */
type RecordedTouched = Record<'author' | 'journal' | 'university', Set<number>>;

interface RunContext {
  targetInstitution: string | null;
  targetUniversityId: number | null;
  names: Map<string, PersonName>;
  recorded: RecordedTouched;
}

/**
 * What a batch's records say before any of the database is read: the rejected records, the other
 * entities in the order they are written, the works grouped into papers with their journals,
 * institutions and lookup keys. Planned while the previous batch is written, so that this work is
 * not done while the database waits for the batch's first statements.
 */
interface BatchPlan {
  rejected: RejectedRow[];
  others: Array<{ position: string; value: Record<string, unknown> }>;
  groups: WorkGroup[];
  sources: SourceRef[];
  institutions: InstitutionRef[];
  /** the papers' OpenAlex ids (their own and the batch's aliases) and DOIs, to find the existing ones */
  ids: string[];
  dois: string[];
  /** the OpenAlex ids and ORCIDs of the works' people, to find the authors already known by them */
  authorIdentifiers: { openalexIds: string[]; orcids: string[] };
}

function planBatch(records: PreparedRecord[]): BatchPlan {
  const rejected: RejectedRow[] = [];
  const works: Array<{ position: string; work: Work }> = [];
  const others: Array<{ position: string; value: Record<string, unknown> }> = [];
  for (const record of records) {
    if ('rejected' in record) rejected.push(record.rejected);
    else if ('work' in record) works.push(record);
    else if ('entity' in record) others.push({ position: record.position, value: record.entity });
  }
  // institutions and sources first, so that works of the same batch find them
  others.sort((a, b) => order(a.value) - order(b.value));
  const groups = groupWorks(works);
  const sources: SourceRef[] = [];
  const ids: string[] = [];
  const dois: string[] = [];
  for (const { work, aliases } of groups) {
    if (work.source) sources.push(work.source);
    ids.push(work.openalexId, ...aliases);
    if (work.doi) dois.push(work.doi);
  }
  return { rejected, others, groups, sources, institutions: distinctInstitutions(institutionsOf(groups)), ids, dois, authorIdentifiers: identifiersOf(distinctPeople(peopleOf(groups))) };
}

async function importBatch(trx: Trx, plan: BatchPlan, context: RunContext): Promise<{ outcome: BatchOutcome; targetUniversityId: number | null }> {
  const state: BatchState = {
    trx, targetInstitution: context.targetInstitution, targetUniversityId: context.targetUniversityId,
    outcome: emptyOutcome(), touched: { paper: new Set(), author: new Set(), journal: new Set(), university: new Set() },
    createdAuthors: 0,
    linkedAuthors: 0,
    names: context.names,
  };
  state.outcome.rejected.push(...plan.rejected);
  for (const other of plan.others) await importEntity(state, other.position, other.value);
  await importWorks(state, plan);
  // an author recurs across a run's batches: its touched row is written once (a paper occurs once)
  const { recorded } = context;
  const fresh = (kind: keyof RecordedTouched) => [...state.touched[kind]].filter((id) => !recorded[kind].has(id));
  state.outcome.touched = { paper: state.touched.paper, author: fresh('author'), journal: fresh('journal'), university: fresh('university') };
  return { outcome: state.outcome, targetUniversityId: state.targetUniversityId };
}

function rejectionOf(record: PreparedRecord, reason: string): RejectedRow {
  const raw = 'work' in record ? record.work.openalexId : 'entity' in record ? String(record.entity.id ?? '') : '';
  return { position: record.position, reason, ...(raw ? { raw } : {}) };
}

function order(value: Record<string, unknown>): number {
  return ['publisher', 'institution', 'source', 'author'].indexOf(kindOf(shortOpenAlexId(value.id)) ?? 'author');
}

/** The first 200 characters of a line, for the rejected rows. */
function rawText(line: Buffer): string {
  return line.toString('utf8', 0, Math.min(line.length, 800)).slice(0, 200);
}

export async function runOpenAlexImport(db: Db, input: { runId: number; source: RecordSource; options: OpenAlexImportOptions; reporter: ImportReporter; totalRecords?: number | null }): Promise<RunOutcome & { records: number }> {
  const { runId, reporter } = input;
  const size = input.options.batchSize ?? OPENALEX_BATCH_SIZE;
  const targetInstitution = input.options.institution ? shortOpenAlexId(input.options.institution) || null : null;
  const checkpoint = await startImportRun(db, runId);
  let targetUniversityId: number | null = null;
  if (targetInstitution) {
    const found = await db.selectFrom('universities').select('id').where('openalex_id', '=', targetInstitution).executeTakeFirst();
    targetUniversityId = found?.id ?? null;
  }
  await reporter.progress(1, 'read', checkpoint.nextBatch > 0 ? `Resuming at batch ${checkpoint.nextBatch + 1}` : 'Reading');
  let batchNo = 0;
  let records = 0;
  let pending: PreparedRecord[] = [];
  const total = input.totalRecords ?? null;
  // Batches are written one after another (so they commit in order) while the next ones are read,
  // parsed and planned: PostgreSQL works on its own core while this process parses JSON. Up to
  // BATCHES_AHEAD planned batches wait for their turn, so that a batch that took longer to read
  // than the last one to write does not leave the database waiting.
  let written: Promise<void> = Promise.resolve();
  const waiting: Array<Promise<void>> = [];
  const names = new Map<string, PersonName>();
  const recorded: RecordedTouched = { author: new Set(), journal: new Set(), university: new Set() };
  const write = async (current: number, batch: PreparedRecord[], plan: BatchPlan, readSoFar: number) => {
    let touched: BatchOutcome['touched'];
    await commitBatch(db, runId, current, async (trx) => {
      // a record the database refuses is rejected with its position; the rest of the batch goes in
      const outcome = await writeBatchOrEachRecord(trx, batch, async (records) => {
        const result = await importBatch(trx, records === batch ? plan : planBatch(records), { targetInstitution, targetUniversityId, names, recorded });
        targetUniversityId = result.targetUniversityId;
        return result.outcome;
      }, rejectionOf);
      touched = outcome.touched;
      return outcome;
    });
    // committed: later batches need not write these touched rows again
    for (const kind of ['author', 'journal', 'university'] as const) for (const id of touched?.[kind] ?? []) recorded[kind].add(id);
    await reporter.saveStep({ nextBatch: current + 1 });
    const pct = total ? Math.min(97, Math.round(2 + (readSoFar / total) * 95)) : Math.min(97, 2 + current + 1);
    await reporter.progress(pct, 'import', `${readSoFar.toLocaleString('en')} records read, batch ${current + 1}`);
  };
  const flush = async () => {
    const current = batchNo;
    batchNo += 1;
    const batch = pending;
    pending = [];
    if (current < checkpoint.nextBatch) return;
    const plan = planBatch(batch);
    const readSoFar = records;
    // after the previous batch, and only if it committed: a failed batch stops the ones after it
    written = written.then(() => write(current, batch, plan, readSoFar));
    const done = written;
    // a failure surfaces when this batch is awaited below; never as an unhandled rejection meanwhile
    done.catch(() => {});
    waiting.push(done);
    void done.then(() => { waiting.splice(waiting.indexOf(done), 1); }, () => {});
    while (waiting.length > BATCHES_AHEAD) await waiting[0];
  };
  let sinceYield = 0;
  for await (const record of readOpenAlexRecords(input.source)) {
    records += 1;
    // committed batches are not parsed again on a resume; the others are parsed here, outside the transaction
    pending.push(batchNo < checkpoint.nextBatch ? { position: record.position, skipped: true } : prepareRecord(record, { names, targetInstitution }));
    if (pending.length >= (batchNo === 0 ? Math.ceil(size * FIRST_BATCH_SHARE) : size)) await flush();
    // Parsing is synchronous: while a batch is written, let its queries' answers in every few
    // records, or PostgreSQL waits for this thread between the batch's statements.
    else if (waiting.length > 0 && ++sinceYield >= YIELD_EVERY) {
      sinceYield = 0;
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }
  if (pending.length > 0) await flush();
  await written;
  const counts = await finishImportRun(db, runId, { status: 'completed', summary: { records }, nothingIsFailure: 'The file holds no OpenAlex records' });
  return { ...counts, records };
}

/**
 * Imports records that arrive in pages (the OpenAlex API, openalex/api.ts): each page is one batch,
 * committed in one transaction with `resumeAt` (the API's next cursor) in the run's checkpoint, so a
 * run resumed after a crash asks for the page after the last committed one and no page counts twice.
 * The same mapping as a file import (importBatch). Call startImportRun first and finishImportRun after.
 */
export async function createOpenAlexPageImporter(db: Db, input: { runId: number; institution: string | null }) {
  const targetInstitution = input.institution ? shortOpenAlexId(input.institution) || null : null;
  const found = targetInstitution ? await db.selectFrom('universities').select('id').where('openalex_id', '=', targetInstitution).executeTakeFirst() : undefined;
  const context: RunContext = {
    targetInstitution, targetUniversityId: found?.id ?? null, names: new Map(),
    recorded: { author: new Set(), journal: new Set(), university: new Set() },
  };
  return {
    /** Answers null when the checkpoint says this batch is already committed. */
    async importPage(batchNo: number, records: RawRecord[], resumeAt: Record<string, unknown>): Promise<BatchOutcome | null> {
      const prepared = records.map((record) => prepareRecord(record, context));
      let touched: BatchOutcome['touched'];
      const outcome = await commitBatch(db, input.runId, batchNo, async (trx) => {
        const result = await importBatch(trx, planBatch(prepared), context);
        context.targetUniversityId = result.targetUniversityId;
        touched = result.outcome.touched;
        return result.outcome;
      }, resumeAt);
      for (const kind of ['author', 'journal', 'university'] as const) for (const id of touched?.[kind] ?? []) context.recorded[kind].add(id);
      return outcome;
    },
  };
}

export type { RejectedRow };
