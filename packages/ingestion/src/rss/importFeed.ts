// Imports a feed's mapped items as papers of one journal. Papers are matched by DOI, then by
// normalised title within the journal; an existing paper only gains what it lacked (a DOI, a year,
// volume, issue, URL, abstract) and its authorships when it had none, so re-running a feed (or
// running it after an OpenAlex import) changes nothing.
import { sql } from 'kysely';
import type { Db } from '@ri/db';
import { matchAuthorNames, raiseNameTooSimilar } from '../authorMatching.ts';
import { commitBatch, emptyOutcome, type BatchOutcome, type ImportReporter, type Trx } from '../importRuns.ts';
import { splitName, titleKey } from '../text.ts';
import { itemProblem, type MappedPaper } from './mapping.ts';

export const RSS_BATCH_SIZE = 25;

interface JournalRow { id: number; name: string; issn: string | null; e_issn: string | null }

async function importItem(trx: Trx, journal: JournalRow, paper: MappedPaper, outcome: BatchOutcome, touched: { paper: Set<number>; author: Set<number> }): Promise<void> {
  let existing: { id: number } | undefined;
  if (paper.doi) {
    existing = await trx.selectFrom('papers').select('id').where(sql`lower(doi)`, '=', paper.doi).executeTakeFirst();
  }
  if (!existing) {
    const key = titleKey(paper.title);
    const { rows } = await sql<{ id: number; doi: string | null }>`
      SELECT id, doi FROM papers
      WHERE journal_id = ${journal.id} AND regexp_replace(lower(title), '[^[:alnum:]]+', '', 'g') = ${key}
      ORDER BY id LIMIT 1`.execute(trx);
    // a title match whose DOI differs is another paper (errata, replies with the same title)
    if (rows[0] && (!rows[0].doi || !paper.doi || rows[0].doi.toLowerCase() === paper.doi)) existing = rows[0];
  }

  const names = paper.authors.map(splitName);
  let paperId: number;
  let changed = false;
  if (existing) {
    paperId = existing.id;
    const updated = await sql<{ id: number }>`
      UPDATE papers SET
        doi = coalesce(doi, ${paper.doi || null}),
        year = coalesce(year, ${paper.publication_year}),
        volume = coalesce(nullif(volume, ''), ${paper.volume || null}),
        issue = coalesce(nullif(issue, ''), ${paper.issue || null}),
        url = CASE WHEN url = '' THEN ${paper.url} ELSE url END,
        abstract = CASE WHEN abstract = '' THEN ${paper.abstract} ELSE abstract END,
        journal_id = coalesce(journal_id, ${journal.id}),
        updated_at = now()
      WHERE id = ${paperId} AND (
        (doi IS NULL AND ${paper.doi || null}::text IS NOT NULL)
        OR (year IS NULL AND ${paper.publication_year}::int IS NOT NULL)
        OR (coalesce(volume, '') = '' AND ${paper.volume} <> '')
        OR (coalesce(issue, '') = '' AND ${paper.issue} <> '')
        OR (url = '' AND ${paper.url} <> '')
        OR (abstract = '' AND ${paper.abstract} <> '')
        OR journal_id IS NULL)
      RETURNING id`.execute(trx);
    changed = updated.rows.length > 0;
    const hasAuthorships = await trx.selectFrom('authorships').select('paper_id').where('paper_id', '=', paperId).limit(1).executeTakeFirst();
    if (hasAuthorships) {
      if (changed) touched.paper.add(paperId);
      if (changed) outcome.updated += 1; else outcome.skipped += 1;
      return;
    }
    changed = true;
  } else {
    const inserted = await trx.insertInto('papers').values({
      title: paper.title.slice(0, 2000), journal_id: journal.id,
      publication_name: paper.publication_name || journal.name,
      year: paper.publication_year, doi: paper.doi || null,
      issn: paper.issn || journal.issn || journal.e_issn || null,
      volume: paper.volume || null, issue: paper.issue || null,
      publisher: paper.publisher, url: paper.url, abstract: paper.abstract,
    }).returning('id').executeTakeFirstOrThrow();
    paperId = inserted.id;
  }

  const matches = await matchAuthorNames(trx, names);
  const rows = names.map((name, i) => {
    const match = matches[i]!;
    return {
      paper_id: paperId, position: i + 1,
      author_id: match.status === 'matched' ? match.authorId : null,
      printed_first_name: name.first, printed_mid_name: name.mid, printed_last_name: name.last,
    };
  });
  if (rows.length > 0) await trx.insertInto('authorships').values(rows).onConflict((oc) => oc.columns(['paper_id', 'position']).doNothing()).execute();
  for (const [i, match] of matches.entries()) {
    if (match.status === 'matched') touched.author.add(match.authorId);
    if (match.status === 'ambiguous') {
      await raiseNameTooSimilar(trx, { paperId, position: i + 1, printedName: paper.authors[i]!, candidateIds: match.candidateIds, source: 'rss' });
    }
  }
  touched.paper.add(paperId);
  if (existing) outcome.updated += 1; else outcome.created += 1;
}

/** Imports mapped items in batches (one transaction each, resumable); see importRuns.ts. */
export async function importFeedPapers(db: Db, runId: number, input: { journalId: number; papers: MappedPaper[]; startBatch: number; reporter: ImportReporter; batchSize?: number }): Promise<void> {
  const journal = await db.selectFrom('journals').select(['id', 'name', 'issn', 'e_issn']).where('id', '=', input.journalId).executeTakeFirst();
  if (!journal) throw new Error(`Journal ${input.journalId} does not exist`);
  const size = input.batchSize ?? RSS_BATCH_SIZE;
  const batches = Math.ceil(input.papers.length / size);
  for (let batch = input.startBatch; batch < batches; batch++) {
    const slice = input.papers.slice(batch * size, (batch + 1) * size);
    await commitBatch(db, runId, batch, async (trx) => {
      const outcome = emptyOutcome();
      const touched = { paper: new Set<number>(), author: new Set<number>() };
      for (const [offset, paper] of slice.entries()) {
        const problem = itemProblem(paper);
        if (problem) {
          outcome.rejected.push({ position: `item ${batch * size + offset + 1}`, reason: `The item has ${problem}`, raw: paper.title || paper.url });
          continue;
        }
        await importItem(trx, journal, paper, outcome, touched);
      }
      outcome.touched = { paper: touched.paper, author: touched.author, ...(touched.paper.size > 0 ? { journal: [journal.id] } : {}) };
      return outcome;
    });
    await input.reporter.saveStep({ nextBatch: batch + 1 });
    await input.reporter.progress(Math.round(10 + ((batch + 1) / batches) * 85), 'import', `Batch ${batch + 1} of ${batches}`);
  }
}
