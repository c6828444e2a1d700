// Mark CV as a job (docs/requirements/profile-and-accounts.md §2; docs/profile.md "Mark CV"): the PDF is read and highlighted
// in a sandbox thread with the PDF limits (docs/reliability.md, "The sandbox"); the marked copy is
// stored and becomes the author's highlighted_cv. Past a limit the job fails with the sentence for
// the person, and nothing is written.
import { UnrecoverableError } from 'bullmq';
import { FILE_UPLOADED_MESSAGE } from '@ri/contracts';
import type { Db } from '@ri/db';
import {
  PDF_LIMITS, PDF_TOO_LARGE_TO_MARK, PDF_TOOK_TOO_LONG, SandboxLimitExceeded, SandboxTaskError, runSandboxed, type JournalEntry,
} from '@ri/ingestion';
import type { Processor } from '../runtime.ts';
import { journalsWithDepartmentTier, recordHighlightedCv } from './queries.ts';

export const NOT_A_PDF_MESSAGE = 'Please upload your CV as a PDF file.';
export const MARKED_CV_GONE_MESSAGE = 'The CV to mark is no longer stored. Please upload it again.';

/** The catalogue's graded journals, with the author's department tiers first (as the profile shows them). */
export async function gradedJournals(db: Db, authorId: number | null): Promise<JournalEntry[]> {
  const rows = await journalsWithDepartmentTier(db, authorId);
  return rows
    .map((r) => ({ id: r.id, name: r.name, abbreviation: r.abbreviation, tier: (r.department_tier ?? r.tier) as JournalEntry['tier'] | null }))
    .filter((r): r is JournalEntry => r.tier === 'A' || r.tier === 'A-' || r.tier === 'B');
}

export const markCvProcessor: Processor<'markCv'> = async ({ db, storage, payload, requestedBy, reportProgress }) => {
  if (!storage) throw new Error('The Mark CV job needs the file storage (STORAGE_DIR)');
  try {
    await reportProgress({ pct: 2, stage: 'read', message: 'Reading the CV' });
    const pdf = await storage.read(payload.storedName);
    if (pdf === null) throw new UnrecoverableError(MARKED_CV_GONE_MESSAGE);
    const journals = await gradedJournals(db, payload.authorId);
    let progressChain = Promise.resolve();
    let marked;
    try {
      marked = await runSandboxed('markCv', { pdf: new Uint8Array(pdf), journals, title: payload.title }, {
        limits: PDF_LIMITS, tooLarge: PDF_TOO_LARGE_TO_MARK, tookTooLong: PDF_TOOK_TOO_LONG,
        onProgress: (pct, message) => { progressChain = progressChain.then(() => reportProgress({ pct, stage: 'mark', message })).catch(() => {}); },
      });
    } catch (error) {
      if (error instanceof SandboxLimitExceeded) {
        // which limit ended the run (input, heap, time, task) stays in the run's last progress for the history
        await reportProgress({ pct: 100, stage: 'refused', message: `limit: ${error.limit}` }).catch(() => {});
        throw new UnrecoverableError(error.message);
      }
      if (error instanceof SandboxTaskError && error.kind === 'UnreadablePdf') throw new UnrecoverableError(NOT_A_PDF_MESSAGE);
      throw error;
    }
    await progressChain;
    await reportProgress({ pct: 95, stage: 'store', message: 'Storing the marked CV' });
    const name = await storage.save('marked', 'pdf', marked.marked);
    const url = `${payload.urlBase.replace(/\/+$/, '')}/api/files/${name}`;
    if (payload.authorId !== null) {
      try {
        const recorded = await recordHighlightedCv(db, payload.authorId, url, { actorUserId: requestedBy, impersonatorUserId: payload.impersonatorUserId, ip: payload.ip });
        if (!recorded) throw new UnrecoverableError('This author profile does not exist.');
      } catch (error) {
        await storage.remove(name);
        throw error;
      }
    }
    await reportProgress({ pct: 100, stage: 'done', message: `${marked.mentions.length} journal mentions on ${marked.pages} pages` });
    return {
      url, message: FILE_UPLOADED_MESSAGE, pages: marked.pages,
      matches: marked.mentions.map((m) => ({ journal_id: m.journalId, name: m.name, tier: m.tier, page: m.page, text: m.text })),
    };
  } finally {
    if (payload.temporary) await storage.remove(payload.storedName).catch(() => {});
  }
};
