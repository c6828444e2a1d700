// Loads the source tables the analytics engine needs into typed arrays, with binary COPY.
// Heavy SQL lives here, in named functions, one per source table (see docs/analytics-engine.md).
import type pg from 'pg';
import { copyOutColumns } from '@ri/db';
import type { JournalTier } from '@ri/metrics';
import { breathe } from './engine.ts';
import { SESSION_SETTINGS } from './session.ts';

/** Which authors to load: every author, or the listed ones (an incremental refresh). */
export type AnalyticsScope = { kind: 'all' } | { kind: 'authors'; authorIds: readonly number[] };

export interface AnalyticsSource {
  /** authors, sorted by id; merged records are left out */
  authorIds: Int32Array;
  /** 0 when none */
  authorUniversity: Int32Array;
  /** -1 when none */
  authorMarker: Int32Array;
  /** 0 unknown, 1 m, 2 f, 3 o */
  authorGender: Uint8Array;
  /** 0 when none */
  authorFirstYearCareer: Int32Array;
  /** departments of author i: deptIds[deptOffsets[i] .. deptOffsets[i + 1]] (by department id) */
  deptOffsets: Int32Array;
  deptIds: Int32Array;
  deptPercent: Float64Array;
  /** every department an author in scope belongs to, and every department of the scope's universities */
  departments: Map<number, { universityId: number; tiers: Map<number, JournalTier> }>;
  /** journal id -> its global tier, for graded journals */
  globalTiers: Map<number, JournalTier>;
  /** papers of the authors in scope, sorted by id */
  paperIds: Int32Array;
  /** 0 when unknown */
  paperYear: Int32Array;
  /** 0 when none */
  paperJournal: Int32Array;
  paperCitationCount: Int32Array;
  /** every authorship of the paper, linked to an author or not */
  paperAuthorCount: Int32Array;
  /** citations of paper p by year received: citationYear/Count[citationOffsets[p] .. citationOffsets[p + 1]] */
  citationOffsets: Int32Array;
  citationYear: Int32Array;
  citationCount: Int32Array;
  /** papers of author i (paper indexes): authorPapers[authorPaperOffsets[i] .. authorPaperOffsets[i + 1]] */
  authorPaperOffsets: Int32Array;
  authorPapers: Int32Array;
}

/** Another connection for a load running side by side; `done` hands it back. */
export type Connect = () => Promise<{ client: pg.PoolClient; done: () => void }>;

export type LoadProgress = (step: string, done: number, of: number) => Promise<void>;

const TIER_CODES: JournalTier[] = ['A', 'A-', 'B'];
/** tier as an int4 in SQL: 0 A, 1 A-, 2 B */
const TIER_CODE_SQL = (column: string) => `(CASE ${column} WHEN 'A' THEN 0 WHEN 'A-' THEN 1 WHEN 'B' THEN 2 END)::int4`;

function idList(ids: readonly number[]): string {
  // ids are integers from our own tables or a validated job payload; checked again here because they are inlined
  for (const id of ids) if (!Number.isSafeInteger(id)) throw new Error(`not an id: ${id}`);
  return `'{${ids.join(',')}}'::int4[]`;
}

function authorFilter(scope: AnalyticsScope, column: string): string {
  return scope.kind === 'all' ? 'true' : `${column} = ANY(${idList(scope.authorIds)})`;
}

/** Maps ids to positions in a sorted id array: a dense table when the ids are compact, else a Map. */
export function indexOfIds(ids: Int32Array): (id: number) => number {
  const max = ids.length > 0 ? ids[ids.length - 1]! : 0;
  if (max <= ids.length * 8 + 1_000_000) {
    const table = new Int32Array(max + 1).fill(-1);
    for (let i = 0; i < ids.length; i++) table[ids[i]!] = i;
    return (id) => (id >= 0 && id <= max ? table[id]! : -1);
  }
  const map = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) map.set(ids[i]!, i);
  return (id) => map.get(id) ?? -1;
}

/**
 * Compressed rows: `keys` (indexes, non-decreasing, -1 for rows to drop) become offsets over
 * `count` keys, and each value column is compacted to the rows kept.
 */
async function groupByKey<T extends Int32Array | Float64Array>(keys: Int32Array, count: number, values: T[]): Promise<{ offsets: Int32Array; values: T[] }> {
  const offsets = new Int32Array(count + 1);
  let kept = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key < 0) continue;
    offsets[key + 1]! += 1;
    kept += 1;
  }
  // one column at a time: a tight loop over one array type (a loop over the columns per row cost seconds at 30 million rows)
  for (const column of values) {
    await breathe();
    let k = 0;
    for (let i = 0; i < keys.length; i++) if (keys[i]! >= 0) column[k++] = column[i]!;
  }
  for (let k = 0; k < count; k++) offsets[k + 1]! += offsets[k]!;
  return { offsets, values: values.map((column) => column.slice(0, kept) as T) };
}

export async function loadAuthors(client: pg.PoolClient, scope: AnalyticsScope) {
  const { columns } = await copyOutColumns(client, `
    SELECT id::int4, coalesce(university_id, 0)::int4, coalesce(marker, -1)::int4,
           (CASE gender WHEN 'm' THEN 1 WHEN 'f' THEN 2 WHEN 'o' THEN 3 ELSE 0 END)::int4,
           coalesce(first_year_career, 0)::int4
    FROM authors WHERE merged_into_id IS NULL AND ${authorFilter(scope, 'id')} ORDER BY id`,
  [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }]);
  return {
    ids: columns[0] as Int32Array,
    university: columns[1] as Int32Array,
    marker: columns[2] as Int32Array,
    gender: Uint8Array.from(columns[3] as Int32Array),
    firstYearCareer: columns[4] as Int32Array,
  };
}

export async function loadAuthorDepartments(client: pg.PoolClient, scope: AnalyticsScope) {
  const { columns } = await copyOutColumns(client, `
    SELECT ad.author_id::int4, ad.department_id::int4, ad.percent_appointment::float8
    FROM author_departments ad JOIN authors a ON a.id = ad.author_id AND a.merged_into_id IS NULL
    WHERE ${authorFilter(scope, 'ad.author_id')} ORDER BY ad.author_id, ad.department_id`,
  [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'float8' }]);
  return { authorIds: columns[0] as Int32Array, departmentIds: columns[1] as Int32Array, percent: columns[2] as Float64Array };
}

/** Departments with their university and journal lists: all of them, or those of the given universities and ids. */
export async function loadDepartments(client: pg.PoolClient, only: { universityIds: number[]; departmentIds: number[] } | null) {
  const where = only ? `university_id = ANY(${idList(only.universityIds)}) OR id = ANY(${idList(only.departmentIds)})` : 'true';
  const departments = await copyOutColumns(client, `SELECT id::int4, university_id::int4 FROM departments WHERE ${where} ORDER BY id`,
    [{ kind: 'int4' }, { kind: 'int4' }]);
  const ids = departments.columns[0] as Int32Array;
  const lists = await copyOutColumns(client, `
    SELECT dj.department_id::int4, dj.journal_id::int4, ${TIER_CODE_SQL('dj.tier')}
    FROM department_journals dj WHERE dj.department_id = ANY(${idList([...ids])})`,
  [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'int4', nullAs: -1 }]);
  const result = new Map<number, { universityId: number; tiers: Map<number, JournalTier> }>();
  for (let i = 0; i < ids.length; i++) result.set(ids[i]!, { universityId: departments.columns[1]![i]!, tiers: new Map() });
  const [deptColumn, journalColumn, tierColumn] = lists.columns as [Int32Array, Int32Array, Int32Array];
  for (let i = 0; i < lists.rows; i++) {
    const tier = TIER_CODES[tierColumn[i]!];
    if (tier) result.get(deptColumn[i]!)?.tiers.set(journalColumn[i]!, tier);
  }
  return result;
}

export async function loadJournalTiers(client: pg.PoolClient): Promise<Map<number, JournalTier>> {
  const { rows, columns } = await copyOutColumns(client,
    `SELECT id::int4, ${TIER_CODE_SQL('tier')} FROM journals WHERE tier IS NOT NULL`, [{ kind: 'int4' }, { kind: 'int4', nullAs: -1 }]);
  const tiers = new Map<number, JournalTier>();
  for (let i = 0; i < rows; i++) {
    const tier = TIER_CODES[columns[1]![i]!];
    if (tier) tiers.set(columns[0]![i]!, tier);
  }
  return tiers;
}

/** Each (author, paper) once, for authors in scope. */
export async function loadAuthorships(client: pg.PoolClient, scope: AnalyticsScope) {
  const { columns } = await copyOutColumns(client, `
    SELECT DISTINCT s.author_id::int4, s.paper_id::int4
    FROM authorships s JOIN authors a ON a.id = s.author_id AND a.merged_into_id IS NULL
    WHERE ${authorFilter(scope, 's.author_id')} ORDER BY 1, 2`,
  [{ kind: 'int4' }, { kind: 'int4' }]);
  return { authorIds: columns[0] as Int32Array, paperIds: columns[1] as Int32Array };
}

/**
 * The papers (year, journal, citation count, number of authorships): every paper with a linked
 * author, or the listed ones. A listed set is joined through unnest, which Postgres sizes exactly,
 * so that it looks the papers up by key instead of scanning the whole table.
 */
export async function loadPapers(client: pg.PoolClient, paperIds: readonly number[] | null) {
  const query = paperIds === null
    ? `SELECT p.id::int4, coalesce(p.year, 0)::int4, coalesce(p.journal_id, 0)::int4, p.citation_count::int4, c.authors::int4
       FROM papers p
       JOIN (SELECT paper_id, count(*) AS authors FROM authorships GROUP BY paper_id HAVING bool_or(author_id IS NOT NULL)) c ON c.paper_id = p.id
       ORDER BY p.id`
    : `SELECT p.id::int4, coalesce(p.year, 0)::int4, coalesce(p.journal_id, 0)::int4, p.citation_count::int4,
              (SELECT count(*) FROM authorships x WHERE x.paper_id = p.id)::int4
       FROM unnest(${idList(paperIds)}) AS wanted(id) JOIN papers p ON p.id = wanted.id
       ORDER BY p.id`;
  const { columns } = await copyOutColumns(client, query,
    [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }]);
  return {
    ids: columns[0] as Int32Array, year: columns[1] as Int32Array, journal: columns[2] as Int32Array,
    citationCount: columns[3] as Int32Array, authorCount: columns[4] as Int32Array,
  };
}

/** Citations per paper per year received: of every paper, or of the listed ones (looked up by key). */
export async function loadCitations(client: pg.PoolClient, paperIds: readonly number[] | null) {
  const query = paperIds === null
    ? `SELECT c.paper_id::int4, c.year::int4, c.count::int4 FROM citations c ORDER BY c.paper_id, c.year`
    : `SELECT c.paper_id::int4, c.year::int4, c.count::int4
       FROM unnest(${idList(paperIds)}) AS wanted(id) JOIN citations c ON c.paper_id = wanted.id
       ORDER BY c.paper_id, c.year`;
  const { columns, rows } = await copyOutColumns(client, query, [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }]);
  return { paperIds: columns[0] as Int32Array, year: columns[1] as Int32Array, count: columns[2] as Int32Array, rows };
}

/** Rows of each table, for sizing the arrays of a full load up front (pg_class.reltuples; -1 when never analysed). */
async function estimatedRows(client: pg.PoolClient, tables: string[]): Promise<number[]> {
  const { rows } = await client.query<{ n: number }>(
    'SELECT (SELECT reltuples::float8 FROM pg_class WHERE oid = t::regclass) AS n FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i) ORDER BY i', [tables]);
  return rows.map(({ n }) => (n > 0 ? Math.ceil(n * 1.02) + 1024 : 1024));
}

/** Sorts the rows of parallel columns by the first (ids), when they are not in order already. */
function sortById(columns: Int32Array[]): Int32Array[] {
  const ids = columns[0]!;
  let sorted = true;
  for (let i = 1; i < ids.length && sorted; i++) if (ids[i]! < ids[i - 1]!) sorted = false;
  if (sorted) return columns;
  const order = new Int32Array(ids.length);
  for (let i = 0; i < order.length; i++) order[i] = i;
  order.sort((a, b) => ids[a]! - ids[b]!);
  return columns.map((column) => {
    const out = new Int32Array(column.length);
    for (let i = 0; i < order.length; i++) out[i] = column[order[i]!]!;
    return out;
  });
}

/**
 * The large source tables of a full load, read as plain scans (no ORDER BY, DISTINCT or GROUP
 * BY for PostgreSQL to sort or hash: the rows are grouped here, in linear time) on connections
 * of their own, side by side.
 */
async function loadAllPapersAndCitations(connect: Connect, [authorshipRows, paperRows, citationRows]: number[]) {
  const read = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const { client, done } = await connect();
    try { return await work(client); } finally { done(); }
  };
  const [authorships, papers, citations] = await Promise.all([
    read((client) => copyOutColumns(client, 'SELECT paper_id::int4, coalesce(author_id, 0)::int4 FROM authorships',
      [{ kind: 'int4' }, { kind: 'int4' }], { expectedRows: authorshipRows })),
    read((client) => copyOutColumns(client, `SELECT id::int4, coalesce(year, 0)::int4, coalesce(journal_id, 0)::int4, citation_count::int4 FROM papers`,
      [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }], { expectedRows: paperRows })),
    read((client) => copyOutColumns(client, 'SELECT paper_id::int4, year::int4, count::int4 FROM citations',
      [{ kind: 'int4' }, { kind: 'int4' }, { kind: 'int4' }], { expectedRows: citationRows })),
  ]);
  return {
    authorships: { paperIds: authorships.columns[0] as Int32Array, authorIds: authorships.columns[1] as Int32Array },
    papers: sortById(papers.columns as Int32Array[]),
    citations: { paperIds: citations.columns[0] as Int32Array, year: citations.columns[1] as Int32Array, count: citations.columns[2] as Int32Array },
  };
}

/**
 * Groups `values` rows by `keys` (indexes below `count`, -1 to drop) into offsets, in linear time;
 * rows already in key order (the usual physical order of these tables) are taken as they are.
 */
async function groupRows(keys: Int32Array, count: number, values: Int32Array[]): Promise<{ offsets: Int32Array; values: Int32Array[] }> {
  const offsets = new Int32Array(count + 1);
  let ordered = true;
  let previous = -1;
  let dropped = 0;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    if (key < 0) { dropped += 1; continue; }
    offsets[key + 1]! += 1;
    if (key < previous) ordered = false;
    previous = key;
  }
  for (let k = 0; k < count; k++) offsets[k + 1]! += offsets[k]!;
  await breathe();
  if (ordered && dropped === 0) return { offsets, values };
  const fill = offsets.slice(0, count);
  const out = values.map(() => new Int32Array(keys.length - dropped));
  for (let i = 0; i < keys.length; i++) {
    if ((i & 0xfffff) === 0xfffff) await breathe();
    const key = keys[i]!;
    if (key < 0) continue;
    const at = fill[key]!++;
    for (let v = 0; v < values.length; v++) out[v]![at] = values[v]![i]!;
  }
  return { offsets, values: out };
}

/**
 * Every author's data, read with plain scans on up to four connections at once (`connect` gives
 * the extra ones) and grouped in Node: what a full rebuild reads.
 */
async function loadEverything(
  client: pg.PoolClient,
  connect: Connect,
  progress: LoadProgress,
): Promise<AnalyticsSource> {
  await progress('authors, papers and citations', 0, 3);
  const big = loadAllPapersAndCitations(connect, await estimatedRows(client, ['authorships', 'papers', 'citations']));
  big.catch(() => {});
  const scope: AnalyticsScope = { kind: 'all' };
  const authors = await loadAuthors(client, scope);
  const authorIndex = indexOfIds(authors.ids);
  const memberships = await loadAuthorDepartments(client, scope);
  const membershipAuthor = new Int32Array(memberships.authorIds.length);
  for (let i = 0; i < membershipAuthor.length; i++) membershipAuthor[i] = authorIndex(memberships.authorIds[i]!);
  const departmentsOfAuthors = await groupByKey(membershipAuthor, authors.ids.length, [memberships.departmentIds, memberships.percent] as (Int32Array | Float64Array)[]);
  const [deptIds, deptPercent] = departmentsOfAuthors.values as [Int32Array, Float64Array];
  const departments = await loadDepartments(client, null);
  const globalTiers = await loadJournalTiers(client);
  const { authorships, papers: [paperIdsAll, yearAll, journalAll, citationCountAll], citations } = await big;
  await progress('grouping', 1, 3);

  // papers with at least one linked author, and every paper's number of authorships (linked or not)
  const allPaperIndex = indexOfIds(paperIdsAll!);
  const nAll = paperIdsAll!.length;
  const authorshipCount = new Int32Array(nAll);
  const linked = new Uint8Array(nAll);
  const authorshipPaper = authorships.paperIds;
  for (let i = 0; i < authorshipPaper.length; i++) {
    const p = allPaperIndex(authorshipPaper[i]!);
    authorshipPaper[i] = p;
    if (p < 0) continue;
    authorshipCount[p]! += 1;
    if (authorships.authorIds[i] !== 0) linked[p] = 1;
  }
  await breathe();
  const keptIndex = new Int32Array(nAll).fill(-1);
  let kept = 0;
  for (let p = 0; p < nAll; p++) if (linked[p]) keptIndex[p] = kept++;
  const paperIds = new Int32Array(kept);
  const paperYear = new Int32Array(kept);
  const paperJournal = new Int32Array(kept);
  const paperCitationCount = new Int32Array(kept);
  const paperAuthorCount = new Int32Array(kept);
  for (let p = 0; p < nAll; p++) {
    const k = keptIndex[p]!;
    if (k < 0) continue;
    paperIds[k] = paperIdsAll![p]!;
    paperYear[k] = yearAll![p]!;
    paperJournal[k] = journalAll![p]!;
    paperCitationCount[k] = citationCountAll![p]!;
    paperAuthorCount[k] = authorshipCount[p]!;
  }
  await breathe();

  // each (author, paper) once, papers of an author in id order
  const pairAuthor = authorships.authorIds;
  for (let i = 0; i < pairAuthor.length; i++) {
    const p = authorshipPaper[i]!;
    const a = pairAuthor[i] === 0 || p < 0 ? -1 : authorIndex(pairAuthor[i]!);
    pairAuthor[i] = a;
    authorshipPaper[i] = a < 0 ? -1 : keptIndex[p]!;
  }
  const byAuthor = await groupRows(pairAuthor, authors.ids.length, [authorshipPaper]);
  const listed = byAuthor.values[0]!;
  const authorPaperOffsets = new Int32Array(authors.ids.length + 1);
  let write = 0;
  for (let a = 0; a < authors.ids.length; a++) {
    const start = byAuthor.offsets[a]!;
    const end = byAuthor.offsets[a + 1]!;
    const own = listed.subarray(start, end).sort();
    authorPaperOffsets[a] = write;
    for (let k = 0; k < own.length; k++) if (k === 0 || own[k] !== own[k - 1]) listed[write++] = own[k]!;
    if ((a & 0xfff) === 0xfff) await breathe();
  }
  authorPaperOffsets[authors.ids.length] = write;
  const authorPapers = listed.subarray(0, write);

  await progress('citations', 2, 3);
  const citationPaper = citations.paperIds;
  for (let i = 0; i < citationPaper.length; i++) {
    const p = allPaperIndex(citationPaper[i]!);
    citationPaper[i] = p < 0 ? -1 : keptIndex[p]!;
  }
  const citationsOfPapers = await groupRows(citationPaper, kept, [citations.year, citations.count]);
  await progress('loaded', 3, 3);

  return {
    authorIds: authors.ids, authorUniversity: authors.university, authorMarker: authors.marker, authorGender: authors.gender,
    authorFirstYearCareer: authors.firstYearCareer,
    deptOffsets: departmentsOfAuthors.offsets, deptIds, deptPercent, departments, globalTiers,
    paperIds, paperYear, paperJournal, paperCitationCount, paperAuthorCount,
    citationOffsets: citationsOfPapers.offsets, citationYear: citationsOfPapers.values[0]!, citationCount: citationsOfPapers.values[1]!,
    authorPaperOffsets, authorPapers,
  };
}

/** Extra connections for a load, each with the analytics session settings. */
export function connectionsFrom(pool: pg.Pool): Connect {
  return async () => {
    const client = await pool.connect();
    try {
      await client.query(SESSION_SETTINGS);
    } catch (error) {
      client.release(true);
      throw error;
    }
    return {
      client,
      done: () => { void client.query('RESET ALL').then(() => client.release(), () => client.release(true)); },
    };
  };
}

/**
 * Everything the engine reads, for every author or for the listed authors. `extraDepartmentsOf`
 * adds the departments (and their lists) of universities whose groups are being rebuilt.
 */
export async function loadAnalyticsSource(
  client: pg.PoolClient,
  scope: AnalyticsScope,
  progress: LoadProgress,
  extraDepartmentsOf: number[] = [],
  connect: Connect | null = null,
): Promise<AnalyticsSource> {
  if (scope.kind === 'all' && connect) return loadEverything(client, connect, progress);
  const steps = 7;
  await progress('authors', 0, steps);
  const authors = await loadAuthors(client, scope);
  const authorIndex = indexOfIds(authors.ids);

  await progress('departments', 1, steps);
  const memberships = await loadAuthorDepartments(client, scope);
  const membershipAuthor = new Int32Array(memberships.authorIds.length);
  for (let i = 0; i < membershipAuthor.length; i++) membershipAuthor[i] = authorIndex(memberships.authorIds[i]!);
  const departmentsOfAuthors = await groupByKey(membershipAuthor, authors.ids.length, [memberships.departmentIds, memberships.percent] as (Int32Array | Float64Array)[]);
  const [deptIds, deptPercent] = departmentsOfAuthors.values as [Int32Array, Float64Array];
  const departments = await loadDepartments(client, scope.kind === 'all' ? null : {
    universityIds: [...new Set([...authors.university].filter((u) => u > 0)), ...extraDepartmentsOf],
    departmentIds: [...new Set(deptIds)],
  });

  await progress('journals', 2, steps);
  const globalTiers = await loadJournalTiers(client);

  await progress('authorships', 3, steps);
  const authorships = await loadAuthorships(client, scope);

  await progress('papers', 4, steps);
  // a refresh reads the papers of its authors only: their ids are those of the authorships just loaded
  const scopePaperIds = scope.kind === 'all' ? null : [...new Set(authorships.paperIds)].sort((a, b) => a - b);
  // tens of thousands of key lookups beat a scan of millions of rows, but the planner's merge and
  // hash joins read the whole table: keep it to the keys for the refresh's two reads
  if (scopePaperIds) await client.query('SET enable_mergejoin = off; SET enable_hashjoin = off');
  const papers = await loadPapers(client, scopePaperIds);
  const paperIndex = indexOfIds(papers.ids);
  const authorshipAuthor = new Int32Array(authorships.authorIds.length);
  const authorshipPaper = new Int32Array(authorships.authorIds.length);
  for (let i = 0; i < authorshipAuthor.length; i++) {
    if ((i & 0xfffff) === 0xfffff) await breathe();
    const p = paperIndex(authorships.paperIds[i]!);
    authorshipAuthor[i] = p < 0 ? -1 : authorIndex(authorships.authorIds[i]!);
    authorshipPaper[i] = p;
  }
  const papersOfAuthors = await groupByKey(authorshipAuthor, authors.ids.length, [authorshipPaper]);

  await progress('citations', 5, steps);
  const citations = await loadCitations(client, scopePaperIds);
  if (scopePaperIds) await client.query('RESET enable_mergejoin; RESET enable_hashjoin');
  const citationPaper = new Int32Array(citations.rows);
  for (let i = 0; i < citations.rows; i++) {
    if ((i & 0xfffff) === 0xfffff) await breathe();
    citationPaper[i] = paperIndex(citations.paperIds[i]!);
  }
  const citationsOfPapers = await groupByKey(citationPaper, papers.ids.length, [citations.year, citations.count]);
  await progress('loaded', 6, steps);

  return {
    authorIds: authors.ids,
    authorUniversity: authors.university,
    authorMarker: authors.marker,
    authorGender: authors.gender,
    authorFirstYearCareer: authors.firstYearCareer,
    deptOffsets: departmentsOfAuthors.offsets,
    deptIds,
    deptPercent,
    departments,
    globalTiers,
    paperIds: papers.ids,
    paperYear: papers.year,
    paperJournal: papers.journal,
    paperCitationCount: papers.citationCount,
    paperAuthorCount: papers.authorCount,
    citationOffsets: citationsOfPapers.offsets,
    citationYear: citationsOfPapers.values[0]!,
    citationCount: citationsOfPapers.values[1]!,
    authorPaperOffsets: papersOfAuthors.offsets,
    authorPapers: papersOfAuthors.values[0]!,
  };
}

