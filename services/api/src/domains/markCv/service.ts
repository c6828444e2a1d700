import { MARK_CV_STARTED_MESSAGE, NO_PROFILE_MESSAGE } from '@ri/contracts';
import type { Db } from '@ri/db';
import type { JobProducer } from '@ri/jobs';
import type { Caller } from '../../http/access.ts';
import { Forbidden, NotFound, ServiceUnavailable, TooManyRequests, UnsupportedMediaType, ValidationFailed } from '../../http/errors.ts';
import { MAX_PENDING_MARK_CV, PENDING_MARK_CV_MESSAGE, type CountStoredUpload } from '../../http/uploadLimits.ts';
import type { FileStorage } from '../../storage/fileStorage.ts';
import { looksLikePdf, NOT_A_PDF_MESSAGE, storedNameOf } from '../files/service.ts';
import type { UploadedFile } from '../files/upload.ts';
import type { ProfileService } from '../profile/service.ts';
import { countPendingMarkCv } from './queries.ts';

export const NO_STORED_CV_MESSAGE = 'There is no uploaded CV to mark. Please upload your CV (PDF) first.';
export const OUTSIDE_CV_MESSAGE = 'Your CV is a link to another site. Please upload the PDF here to mark it.';

export interface MarkCvServiceDeps {
  db: Db;
  /** counts a new stored file against the caller's day (429 past it) */
  countStoredUpload: CountStoredUpload;
  storage: FileStorage;
  profiles: ProfileService;
  publicUrl: string;
  /** enqueues the Mark CV job */
  producer: JobProducer;
}

export function createMarkCvService({ db, countStoredUpload, storage, profiles, publicUrl, producer }: MarkCvServiceDeps) {
  return {
    /** Before the upload is read: 429 when the caller already has MAX_PENDING_MARK_CV runs waiting or running. */
    async assertMayStart(caller: Caller): Promise<void> {
      if ((await countPendingMarkCv(db, caller.userId)) >= MAX_PENDING_MARK_CV) throw new TooManyRequests(PENDING_MARK_CV_MESSAGE, 30);
    },

    /**
     * Mark CV: checks who may mark whose CV, stores the uploaded PDF (or takes the author's stored
     * CV) and enqueues the Mark CV job, which reads it in a sandbox thread of a worker and stores
     * the marked copy as the author's highlighted_cv when it is a faculty member's own CV or an
     * admin names the author. Nothing here parses the PDF (docs/reliability.md, "The sandbox").
     */
    async markJournals(caller: Caller, input: { file: UploadedFile | null; first_name?: string; last_name?: string; author_id?: number }, ip: string) {
      let authorId: number | null;
      if (caller.type === 'admin') authorId = input.author_id ?? null;
      else {
        if (caller.authorId === null) throw new NotFound(NO_PROFILE_MESSAGE);
        if (input.author_id !== undefined && input.author_id !== caller.authorId) throw new Forbidden('You can only mark your own CV.');
        authorId = caller.authorId;
      }
      const author = authorId === null ? null : await profiles.findAuthor(authorId);
      if (authorId !== null && (!author || author.merged_into_id !== null)) throw new NotFound('This author profile does not exist.');

      const uploaded = input.file && input.file.size > 0 ? input.file : null;
      let storedName: string;
      if (uploaded === null) {
        if (!author || author.cv.trim() === '') throw new ValidationFailed(NO_STORED_CV_MESSAGE, 'file');
        const stored = storedNameOf(author.cv);
        if (stored === null) throw new ValidationFailed(OUTSIDE_CV_MESSAGE, 'file');
        const head = await storage.read(stored);
        if (head === null) throw new ValidationFailed(NO_STORED_CV_MESSAGE, 'file');
        if (!looksLikePdf(head)) throw new UnsupportedMediaType(NOT_A_PDF_MESSAGE, 'file');
        storedName = stored;
      } else {
        if (!looksLikePdf(uploaded.head)) throw new UnsupportedMediaType(NOT_A_PDF_MESSAGE, 'file');
        await countStoredUpload(caller);
        storedName = await storage.adopt('cv', 'pdf', uploaded.path);
      }
      const name = [input.first_name ?? author?.first_name ?? '', input.last_name ?? author?.last_name ?? ''].map((s) => s.trim()).filter(Boolean).join(' ');
      try {
        const job = await producer.enqueue('markCv', {
          storedName, temporary: uploaded !== null, authorId, urlBase: publicUrl,
          title: name ? `Journals in the CV of ${name}:` : 'Journals in this CV:',
          ip, impersonatorUserId: caller.impersonatorUserId,
        }, { requestedBy: caller.userId });
        return { message: MARK_CV_STARTED_MESSAGE, queue: job.queue, job_id: job.jobId, run_id: job.runId };
      } catch {
        if (uploaded !== null) await storage.remove(storedName);
        throw new ServiceUnavailable('The job queue is unavailable right now. Please try again in a minute.');
      }
    },
  };
}

export type MarkCvService = ReturnType<typeof createMarkCvService>;
