// Printed author names (a feed's dc:creator, an OpenAlex display name, a directory listing) against
// our authors: by the normalised full name, by first + last name without middle names, and by the
// author's recorded name variations. One candidate is a match; several are ambiguous (the import
// leaves the authorship unmatched and raises NAME_TOO_SIMILAR); none leaves it unmatched.
import { sql } from 'kysely';
import { normaliseName, type Db } from '@ri/db';
import { nameKeys, splitName, type PersonName } from './text.ts';
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

/** Matches many printed names at once (one query). `universityId` narrows candidates to one school. */
export async function matchAuthorNames(db: Db | Trx, names: PersonName[], options: { universityId?: number | null } = {}): Promise<NameMatch[]> {
  const keysPerName = names.map(nameKeys);
  const allKeys = [...new Set(keysPerName.flat())];
  if (allKeys.length === 0) return names.map(() => ({ status: 'none' }));
  const lastNames = [...new Set(names.map((n) => normaliseName(n.last)).filter(Boolean))];
  const rawLower = [...new Set(names.map((n) => [n.first, n.mid, n.last].filter(Boolean).join(' ').toLowerCase()))];
  const universityFilter = options.universityId ? sql`AND university_id = ${options.universityId}` : sql``;
  const { rows } = await sql<CandidateRow>`
    SELECT id, first_name, mid_name, last_name, search_name, name_variations, university_id
    FROM authors
    WHERE merged_into_id IS NULL ${universityFilter}
      AND (search_name = ANY(${allKeys}::text[])
           OR lower(last_name) = ANY(${lastNames}::text[])
           OR EXISTS (SELECT 1 FROM unnest(name_variations) v WHERE lower(trim(v)) = ANY(${rawLower}::text[])))`.execute(db);
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
