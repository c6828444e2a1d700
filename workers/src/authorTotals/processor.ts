import type { Processor } from '../runtime.ts';
import { authorIdBounds, computeTotals, createScratchTotals, publishTotals } from './queries.ts';

const BATCHES = 10;

/**
 * Recomputes every author's paper and citation totals into author_stats.
 * Computed into a scratch table in batches (reporting progress), then swapped in one transaction,
 * so readers see the old figures until the new ones are complete and a crash leaves them intact.
 */
export const authorTotalsProcessor: Processor<'authorTotals'> = async ({ db, reportProgress }) => {
  await reportProgress({ pct: 0, stage: 'prepare', message: 'Preparing' });
  const { min: minId, max: maxId } = await authorIdBounds(db);
  const span = Math.max(1, Math.ceil((maxId - minId + 1) / BATCHES));

  await createScratchTotals(db);

  for (let batch = 0; batch < BATCHES; batch++) {
    const from = minId + batch * span;
    await computeTotals(db, from, from + span);
    await reportProgress({ pct: Math.round(((batch + 1) / BATCHES) * 90), stage: 'compute', message: `Batch ${batch + 1} of ${BATCHES}` });
  }

  await reportProgress({ pct: 95, stage: 'swap', message: 'Publishing the new figures' });
  const totals = await publishTotals(db);
  await reportProgress({ pct: 100, stage: 'done', message: 'Done' });
  return { authors: Number(totals.authors), papers: Number(totals.papers ?? 0), citations: Number(totals.citations ?? 0) };
};
