// Printed author names (a feed's dc:creator, an OpenAlex display name, a directory listing) against
// our authors: by the normalised full name, by first + last name without middle names, and by the
// author's recorded name variations. One candidate is a match; several are ambiguous (the import
// leaves the authorship unmatched and raises NAME_TOO_SIMILAR); none leaves it unmatched.
import { sql } from 'kysely';
import { normaliseName, type Db } from '@ri/db';
import { nameKeys, splitName, type PersonName } from './text.ts';
import { textArray } from './pgArrays.ts';
import type { Trx } from './importRuns.ts';

export type NameMatch =
  | { status: 'matched'; authorId: number }
  | { status: 'ambiguous'; candidateIds: number[] }
  | { status: 'none' };

interface CandidateRow {
  id: number;
  first_name: string;
  mid_name: string;
  last_name: string;
  search_name: string;
  name_variations: string[];
  university_id: number | null;
}

function keysOfAuthor(author: CandidateRow): Set<string> {
  const keys = new Set<string>(nameKeys({ first: author.first_name, mid: author.mid_name, last: author.last_name }));
  if (author.search_name) keys.add(author.search_name);
  for (const variation of author.name_variations ?? []) for (const key of nameKeys(splitName(variation))) keys.add(key);
  return keys;
}

/**
 * What matchAuthorNames looks a printed name up by: its keys (nameKeys), its family name normalised, its
 * whole name in lower case; and `search`, the normalised first and last name an author record keeps as
 * its search name.
 */
export interface NameLookup { keys: string[]; last: string; raw: string; search: string }
const lookups = new WeakMap<PersonName, NameLookup>();

/**
 * A name's lookup keys, computed once per name object: an import splits each printed name once and
 * reuses the object (importOpenAlex.ts), and computes these while it reads, not while the database
 * waits for the name-matching query. A name object must not be changed after it is looked up.
 */
export function nameLookup(name: PersonName): NameLookup {
  let lookup = lookups.get(name);
  if (!lookup) {
    lookup = {
      keys: nameKeys(name), last: normaliseName(name.last), raw: [name.first, name.mid, name.last].filter(Boolean).join(' ').toLowerCase(),
      search: normaliseName(name.first, name.last),
    };
    lookups.set(name, lookup);
  }
  return lookup;
}

/** Matches many printed names at once (one query). `universityId` narrows candidates to one school. */
export async function matchAuthorNames(db: Db | Trx, names: PersonName[], options: { universityId?: number | null } = {}): Promise<NameMatch[]> {
  const { keysPerName, allKeys, lastNames, rawLower } = lookupsOf(names);
  if (allKeys.length === 0) return names.map(() => ({ status: 'none' }));
  const universityFilter = options.universityId ? sql`AND university_id = ${options.universityId}` : sql``;
  const { rows } = await sql<CandidateRow>`
    SELECT id, first_name, mid_name, last_name, search_name, name_variations, university_id
    FROM authors
    WHERE merged_into_id IS NULL ${universityFilter}
      AND (search_name = ANY(${textArray(allKeys)}::text[])
           OR lower(last_name) = ANY(${textArray(lastNames)}::text[])
           OR EXISTS (SELECT 1 FROM unnest(name_variations) v WHERE lower(trim(v)) = ANY(${textArray(rawLower)}::text[])))`.execute(db);
  const index = new Map<string, Set<number>>();
  for (const row of rows) {
    for (const key of keysOfAuthor(row)) {
      let set = index.get(key);
      if (!set) index.set(key, (set = new Set()));
      set.add(row.id);
    }
  }
  return keysPerName.map((keys) => {
    // the full name decides when it matches; first + last only when the full name matched no one
    for (const key of keys) {
      const ids = index.get(key);
      if (!ids || ids.size === 0) continue;
      if (ids.size === 1) return { status: 'matched', authorId: [...ids][0]! };
      return { status: 'ambiguous', candidateIds: [...ids].sort((a, b) => a - b) };
    }
    return { status: 'none' };
  });
}

function lookupsOf(names: PersonName[]): { keysPerName: string[][]; allKeys: string[]; lastNames: string[]; rawLower: string[] } {
  const keysPerName: string[][] = [];
  const allKeys = new Set<string>();
  const lastNames = new Set<string>();
  const rawLower = new Set<string>();
  for (const name of names) {
    const lookup = nameLookup(name);
    keysPerName.push(lookup.keys);
    for (const key of lookup.keys) allKeys.add(key);
    if (lookup.last) lastNames.add(lookup.last);
    rawLower.add(lookup.raw);
  }
  return { keysPerName, allKeys: [...allKeys], lastNames: [...lastNames], rawLower: [...rawLower] };
}

/** Raises NAME_TOO_SIMILAR for an authorship whose printed name fits several authors (once per paper and position). */
export async function raiseNameTooSimilar(trx: Trx, issue: { paperId: number; position: number; printedName: string; candidateIds: number[]; source: string }): Promise<void> {
  await trx.insertInto('data_issues').values({
    type: 'NAME_TOO_SIMILAR',
    author_id: issue.candidateIds[0] ?? null,
    other_author_id: issue.candidateIds[1] ?? null,
    paper_id: issue.paperId,
    details: JSON.stringify({ printed_name: issue.printedName, position: issue.position, candidate_author_ids: issue.candidateIds, source: issue.source }),
    note: `'${issue.printedName}' fits ${issue.candidateIds.length} authors; the authorship was left unmatched`,
    dedupe_key: `NAME_TOO_SIMILAR:paper:${issue.paperId}:position:${issue.position}`,
  }).onConflict((oc) => oc.column('dedupe_key').doNothing()).execute();
}

/** A family name compared without case, accents, spaces, hyphens, apostrophes and dots. */
const familyKey = (last: string) => normaliseName(last).replace(/[\s'.-]+/g, '');
/** A given name's first word, without case, accents and dots ('J.' -> 'j'). */
const givenKey = (first: string) => normaliseName(first).replace(/\./g, ' ').trim().split(' ')[0] ?? '';

/** The parts of a name namesMayBeOnePerson compares, computed once per name. */
interface NameKeys { family: string; given: string }
const keysOfName = (name: PersonName): NameKeys => ({ family: name.last ? familyKey(name.last) : '', given: givenKey(name.first) });

function keysMayBeOnePerson(a: NameKeys, b: NameKeys): boolean {
  if (!a.family || a.family !== b.family) return false;
  const { given: x } = a;
  const { given: y } = b;
  if (!x || !y) return false;
  return x === y || (x.length === 1 && y.startsWith(x)) || (y.length === 1 && x.startsWith(y));
}

/**
 * Whether two names may be one person's (docs/ingestion.md, "People"): the same family name, and
 * first given names that are equal or one the other's initial, whatever the middle names and
 * accents: 'J. Smith', 'John A. Smith' and 'Jöhn Smith' all agree; 'Jane Smith' and 'John Smith' do not.
 */
export function namesMayBeOnePerson(a: PersonName, b: PersonName): boolean {
  return keysMayBeOnePerson(keysOfName(a), keysOfName(b));
}

/**
 * The new authors (`fresh`) among a school's records that may be an older record of it, with the
 * reason shown to administrators. A synchronous function, not part of the async caller: V8 then
 * optimises this loop alone instead of recompiling the whole caller (docs/benchmarks/openalex-import.md).
 */
function nameVariantCandidates(school: Array<{ id: number; first_name: string; mid_name: string; last_name: string; fresh: boolean }>): { ids: number[]; reasons: string[] } {
  const full = (a: { first_name: string; mid_name: string; last_name: string }) => [a.first_name, a.mid_name, a.last_name].filter(Boolean).join(' ');
  // each name's keys computed once, the records grouped by family name (oldest first): a batch of
  // new authors is compared with its own family only, not with the whole school
  const byFamily = new Map<string, Array<{ row: (typeof school)[number]; keys: NameKeys }>>();
  const fresh: Array<{ row: (typeof school)[number]; keys: NameKeys }> = [];
  for (const row of school) {
    const entry = { row, keys: keysOfName({ first: row.first_name, mid: row.mid_name, last: row.last_name }) };
    if (row.fresh) fresh.push(entry);
    if (!entry.keys.family) continue;
    let family = byFamily.get(entry.keys.family);
    if (!family) byFamily.set(entry.keys.family, (family = []));
    family.push(entry);
  }
  const ids: number[] = [];
  const reasons: string[] = [];
  for (const author of fresh) {
    // the other record: the oldest of the school's records that may be this person
    const other = byFamily.get(author.keys.family)?.find((o) => o.row.id < author.row.id && keysMayBeOnePerson(author.keys, o.keys));
    if (!other) continue;
    ids.push(author.row.id);
    reasons.push(`Name variant: '${full(author.row)}' may be '${full(other.row)}' (author ${other.row.id}) at the same school`);
  }
  return { ids, reasons };
}

/**
 * Puts each of the given (new) authors whose name may be the same person as another current author
 * of the same school into the merge tool's queue (`merge_queue`, with the other record named in the
 * reason): name variants are raised for an administrator to decide, never merged silently. An author
 * already queued, or with a merge decision standing, is left as it is.
 */
export async function raiseNameVariantMergeCandidates(db: Db | Trx, universityId: number, authorIds: number[]): Promise<number> {
  if (authorIds.length === 0) return 0;
  // the school's current records with a family name of one of the new authors (ri_name_key: case,
  // accents, spaces, hyphens, apostrophes and dots ignored, indexed), the new ones among them
  const { rows: school } = await sql<{ id: number; first_name: string; mid_name: string; last_name: string; fresh: boolean }>`
    SELECT id, first_name, mid_name, last_name, id = ANY(${authorIds}::int[]) AS fresh FROM authors
    WHERE id = ANY(${authorIds}::int[])
       OR (university_id = ${universityId} AND merged_into_id IS NULL
           AND ri_name_key(last_name) IN (SELECT ri_name_key(last_name) FROM authors WHERE id = ANY(${authorIds}::int[]) AND last_name <> ''))
    ORDER BY id`.execute(db);
  const { ids, reasons } = nameVariantCandidates(school);
  if (ids.length === 0) return 0;
  const { rows } = await sql<{ author_id: number }>`
    INSERT INTO merge_queue (author_id, reason)
    SELECT a, r FROM unnest(${ids}::int[], ${reasons}::text[]) AS t(a, r)
    WHERE NOT EXISTS (SELECT 1 FROM merge_decisions d WHERE d.user_author_id = t.a AND d.undone_at IS NULL)
    ON CONFLICT (author_id) DO NOTHING
    RETURNING author_id`.execute(db);
  return rows.length;
}
