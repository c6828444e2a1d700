// Applies a journal list: each row's rating becomes one of our tiers through the mapping, the journal
// is matched by ISSN (print or online) then by normalised title, created when the catalogue does
// not know it, and the tier is written as the global default (journals.tier) or to the chosen
// departments (department_journals). A rating mapped to none clears the tier. Idempotent: a row
// that changes nothing counts as skipped.
import { sql } from 'kysely';
import type { Db } from '@ri/db';
import { commitBatch, emptyOutcome, finishImportRun, startImportRun, type RejectedRow, type BatchOutcome, type ImportReporter, type RunOutcome, type Trx } from '../importRuns.ts';
import { journalTitleKey } from '../text.ts';
import type { JournalListRow } from './readJournalList.ts';
import type { TierMapping } from './tierMapping.ts';

export const JOURNAL_LIST_BATCH_SIZE = 500;

interface JournalRow { id: number; name: string; issn: string | null; e_issn: string | null; tier: string | null }
interface NewJournal { name: string; issn: string | null; e_issn: string | null; tier: string | null; publisher: string; rows: number[] }
type Match = { kind: 'db'; journal: JournalRow } | { kind: 'new'; journal: NewJournal };

async function publisherIds(trx: Trx, names: string[]): Promise<Map<string, number>> {
  const wanted = [...new Set(names.filter(Boolean).map((n) => n.toLowerCase()))];
  const map = new Map<string, number>();
  if (wanted.length === 0) return map;
  const { rows } = await sql<{ id: number; lname: string }>`SELECT id, lower(name) AS lname FROM publishers WHERE lower(name) = ANY(${wanted}::text[])`.execute(trx);
  for (const row of rows) if (!map.has(row.lname)) map.set(row.lname, row.id);
  const missing = [...new Map(names.filter((n) => n && !map.has(n.toLowerCase())).map((n) => [n.toLowerCase(), n])).values()];
  if (missing.length > 0) {
    const { rows: created } = await sql<{ id: number; lname: string }>`
      INSERT INTO publishers (name) SELECT * FROM unnest(${missing}::text[]) RETURNING id, lower(name) AS lname`.execute(trx);
    for (const row of created) map.set(row.lname, row.id);
  }
  return map;
}

/**
 * One batch: decisions in memory first (rows may match journals of this very batch), then one
 * statement per kind of write: new publishers, new journals, changed journals, department tiers.
 */
async function applyBatch(trx: Trx, rows: JournalListRow[], mapping: TierMapping, departmentIds: number[]): Promise<BatchOutcome> {
  const outcome = emptyOutcome();
  const global = departmentIds.length === 0;
  const issns = [...new Set(rows.flatMap((r) => [r.issn, r.eIssn]).filter(Boolean))];
  // titles as a librarian compares them (journalTitleKey): the catalogue's names are keyed here,
  // since punctuation, '&' and a leading 'The' differ between lists and sources
  const titles = new Set(rows.map((r) => journalTitleKey(r.title)).filter(Boolean));
  const { rows: names } = await sql<{ id: number; name: string }>`SELECT id, name FROM journals`.execute(trx);
  const titleIds = names.filter((j) => titles.has(journalTitleKey(j.name))).map((j) => j.id);
  const { rows: known } = await sql<JournalRow>`
    SELECT id, name, issn, e_issn, tier FROM journals
    WHERE issn = ANY(${issns}::text[]) OR e_issn = ANY(${issns}::text[]) OR id = ANY(${titleIds}::int[])
    ORDER BY created_by_import, id`.execute(trx);
  const fresh: NewJournal[] = [];
  // title keys computed once per journal (normalising is the costly part)
  const keyOf = new Map<object, string>();
  const journalKey = (j: { name: string }) => {
    let k = keyOf.get(j);
    if (k === undefined) keyOf.set(j, (k = journalTitleKey(j.name)));
    return k;
  };
  const issnTaken = (issn: string) => known.some((j) => j.issn === issn) || fresh.some((j) => j.issn === issn);
  const changedDb = new Map<number, { issn: string | null; e_issn: string | null; tier: string | null }>();
  /** per accepted row: its match and tier, for the department writes and the counts */
  const accepted: Array<{ match: Match; tier: 'A' | 'A-' | 'B' | null; created: boolean; changed: boolean }> = [];

  for (const row of rows) {
    if (!row.title) { outcome.rejected.push({ position: row.position, reason: 'No journal title', raw: [row.issn, row.rating].join(' ') }); continue; }
    if (!(row.rating in mapping)) {
      outcome.rejected.push({ position: row.position, reason: row.rating ? `Unknown rating '${row.rating}' (the mapping has ${Object.keys(mapping).join(', ')})` : 'No rating', raw: row.title });
      continue;
    }
    const tier = mapping[row.rating] ?? null;
    const rowIssns = [row.issn, row.eIssn].filter(Boolean);
    const key = journalTitleKey(row.title);
    const byIssn = (j: { issn: string | null; e_issn: string | null }) => rowIssns.some((i) => j.issn === i || j.e_issn === i);
    const dbHit = known.find(byIssn);
    const newHit = dbHit ? undefined : fresh.find(byIssn);
    const dbTitle = dbHit || newHit ? undefined : known.find((j) => journalKey(j) === key);
    const newTitle = dbHit || newHit || dbTitle ? undefined : fresh.find((j) => journalKey(j) === key);
    const existing = dbHit ?? dbTitle;
    const pending = newHit ?? newTitle;
    if (existing) {
      const next = changedDb.get(existing.id) ?? { issn: existing.issn, e_issn: existing.e_issn, tier: existing.tier };
      let changed = false;
      // fill ISSNs the catalogue lacks (never one another journal holds)
      if (!next.issn && row.issn && !issnTaken(row.issn)) { next.issn = row.issn; changed = true; }
      if (!next.e_issn && row.eIssn && row.eIssn !== next.issn) { next.e_issn = row.eIssn; changed = true; }
      if (global && next.tier !== tier) { next.tier = tier; changed = true; }
      if (changed) { changedDb.set(existing.id, next); Object.assign(existing, next); }
      accepted.push({ match: { kind: 'db', journal: existing }, tier, created: false, changed });
    } else if (pending) {
      const changed = global && pending.tier !== tier;
      if (changed) pending.tier = tier;
      accepted.push({ match: { kind: 'new', journal: pending }, tier, created: false, changed });
    } else {
      const printIssn = row.issn && !issnTaken(row.issn) ? row.issn : null;
      const journal: NewJournal = { name: row.title, issn: printIssn, e_issn: row.eIssn && row.eIssn !== printIssn ? row.eIssn : null, tier: global ? tier : null, publisher: row.publisher, rows: [] };
      fresh.push(journal);
      accepted.push({ match: { kind: 'new', journal }, tier, created: true, changed: false });
    }
  }

  const newIds = new Map<NewJournal, number>();
  if (fresh.length > 0) {
    const publishers = await publisherIds(trx, fresh.map((j) => j.publisher));
    const { rows: inserted } = await sql<{ id: number }>`
      INSERT INTO journals (name, issn, e_issn, tier, publisher_id)
      SELECT name, issn, e_issn, tier, publisher_id FROM unnest(${fresh.map((j) => j.name)}::text[], ${fresh.map((j) => j.issn)}::text[], ${fresh.map((j) => j.e_issn)}::text[],
                           ${fresh.map((j) => j.tier)}::text[], ${fresh.map((j) => (j.publisher ? publishers.get(j.publisher.toLowerCase()) ?? null : null))}::int[])
      WITH ORDINALITY AS t(name, issn, e_issn, tier, publisher_id, n) ORDER BY n
      RETURNING id`.execute(trx);
    fresh.forEach((journal, i) => newIds.set(journal, inserted[i]!.id));
  }
  if (changedDb.size > 0) {
    const ids = [...changedDb.keys()];
    const values = ids.map((id) => changedDb.get(id)!);
    await sql`
      UPDATE journals j SET issn = v.issn, e_issn = v.e_issn, tier = v.tier, updated_at = now()
      FROM unnest(${ids}::int[], ${values.map((v) => v.issn)}::text[], ${values.map((v) => v.e_issn)}::text[], ${values.map((v) => v.tier)}::text[]) AS v(id, issn, e_issn, tier)
      WHERE j.id = v.id`.execute(trx);
  }
  const idOf = (match: Match) => (match.kind === 'db' ? match.journal.id : newIds.get(match.journal)!);

  // department tiers: the last row naming a journal decides
  const departmentChanged = new Set<number>();
  if (!global) {
    const finalTier = new Map<number, 'A' | 'A-' | 'B' | null>();
    for (const item of accepted) finalTier.set(idOf(item.match), item.tier);
    const upsertJournals: number[] = []; const upsertTiers: string[] = []; const removeJournals: number[] = [];
    for (const [journalId, tier] of finalTier) {
      if (tier === null) removeJournals.push(journalId); else { upsertJournals.push(journalId); upsertTiers.push(tier); }
    }
    for (const departmentId of departmentIds) {
      if (upsertJournals.length > 0) {
        const { rows: upserted } = await sql<{ journal_id: number }>`
          INSERT INTO department_journals AS d (department_id, journal_id, tier)
          SELECT ${departmentId}, j, t FROM unnest(${upsertJournals}::int[], ${upsertTiers}::text[]) AS v(j, t)
          ON CONFLICT (department_id, journal_id) DO UPDATE SET tier = excluded.tier WHERE d.tier IS DISTINCT FROM excluded.tier
          RETURNING journal_id`.execute(trx);
        for (const row of upserted) departmentChanged.add(row.journal_id);
      }
      if (removeJournals.length > 0) {
        const { rows: removed } = await sql<{ journal_id: number }>`
          DELETE FROM department_journals WHERE department_id = ${departmentId} AND journal_id = ANY(${removeJournals}::int[]) RETURNING journal_id`.execute(trx);
        for (const row of removed) departmentChanged.add(row.journal_id);
      }
    }
  }

  const touchedJournals = new Set<number>();
  for (const item of accepted) {
    const id = idOf(item.match);
    const changed = item.changed || departmentChanged.has(id);
    if (item.created) outcome.created += 1;
    else if (changed) outcome.updated += 1;
    else outcome.skipped += 1;
    if (item.created || changed) touchedJournals.add(id);
  }
  outcome.touched = { journal: touchedJournals, ...(touchedJournals.size > 0 ? { department: departmentIds } : {}) };
  return outcome;
}

export async function runJournalListImport(db: Db, input: {
  runId: number; rows: JournalListRow[]; readRejected: RejectedRow[]; mapping: TierMapping; departmentIds: number[]; reporter: ImportReporter; batchSize?: number;
}): Promise<RunOutcome & { rows: number }> {
  const { runId, reporter } = input;
  const checkpoint = await startImportRun(db, runId);
  const size = input.batchSize ?? JOURNAL_LIST_BATCH_SIZE;
  // at least one batch, so that rows rejected while reading are recorded exactly once (with batch 0)
  const batches = Math.max(1, Math.ceil(input.rows.length / size));
  for (let batch = checkpoint.nextBatch; batch < batches; batch++) {
    const slice = input.rows.slice(batch * size, (batch + 1) * size);
    await commitBatch(db, runId, batch, async (trx) => {
      const outcome = await applyBatch(trx, slice, input.mapping, input.departmentIds);
      if (batch === 0) outcome.rejected.unshift(...input.readRejected);
      return outcome;
    });
    await reporter.saveStep({ nextBatch: batch + 1 });
    await reporter.progress(Math.round(5 + ((batch + 1) / batches) * 90), 'import', `Batch ${batch + 1} of ${batches}`);
  }
  const counts = await finishImportRun(db, runId, { status: 'completed', summary: { rows: input.rows.length }, nothingIsFailure: 'The list holds no journals' });
  return { ...counts, rows: input.rows.length };
}
