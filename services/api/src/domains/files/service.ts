import type { Db } from '@ri/db';
import { FILE_UPLOADED_MESSAGE, NO_FILE_MESSAGE, NO_PROFILE_MESSAGE } from '@ri/contracts';
import type { TFileCheckResult } from '@ri/jobs';
import type { Caller } from '../../http/access.ts';
import { Forbidden, NotFound, PayloadTooLarge, ServiceUnavailable, UnsupportedMediaType, ValidationFailed } from '../../http/errors.ts';
import { isStoredFileName, type FileStorage, type StoredFileExtension } from '../../storage/fileStorage.ts';
import type { CountStoredUpload } from '../../http/uploadLimits.ts';
import { CHECK_FAILED_MESSAGE, type FileChecks } from '../jobs/fileChecks.ts';
import type { AuditService } from '../audit/service.ts';
import { findUniversityRecord as findUniversity } from '../../queries/universities.ts';
import * as queries from './queries.ts';
import type { UploadedFile } from './upload.ts';
import type { ProfileService } from '../profile/service.ts';

export const CV_LIMIT_BYTES = 10 * 1024 * 1024;
export const PICTURE_LIMIT_BYTES = 5 * 1024 * 1024;
export const PICTURE_MAX_SIDE = 512;

export const CV_TOO_LARGE_MESSAGE = 'The file is too large: a CV may be at most 10 MB.';
export const PICTURE_TOO_LARGE_MESSAGE = 'The image is too large: a picture may be at most 5 MB.';
export const NOT_A_PDF_MESSAGE = 'Please upload your CV as a PDF file.';
export const NOT_AN_IMAGE_MESSAGE = 'Please upload a JPEG, PNG or WebP image.';
export const BOTH_TARGETS_MESSAGE = 'Send either user_id (an author) or univ_id (a university), not both.';

/** `%PDF-` within the first 1024 bytes (where PDF readers look for the header). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  return head.includes('%PDF-');
}

export function imageTypeOf(bytes: Uint8Array): Exclude<StoredFileExtension, 'pdf'> | null {
  const b = bytes;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v)) return 'png';
  if (b.length >= 12 && Buffer.from(b.subarray(0, 4)).toString('latin1') === 'RIFF' && Buffer.from(b.subarray(8, 12)).toString('latin1') === 'WEBP') return 'webp';
  return null;
}

/**
 * A check's refusal as the 4xx the person reads (docs/reliability.md, "The sandbox"): past a limit 413 with
 * the limit's sentence, not a file of the route's kind 415 with `unreadable`.
 */
function refuseUnlessOk(result: TFileCheckResult, unreadable: string): asserts result is Extract<TFileCheckResult, { outcome: 'ok' }> {
  if (result.outcome === 'ok') return;
  if (result.outcome === 'tooLarge') throw new PayloadTooLarge(result.message);
  if (result.outcome === 'unreadable') throw new UnsupportedMediaType(unreadable, 'file');
  throw new ServiceUnavailable(CHECK_FAILED_MESSAGE);
}

/** Our stored file behind a URL we handed out, or null for any other link. */
export function storedNameOf(url: string): string | null {
  const match = /\/api\/files\/([^/?#]+)$/.exec(url.trim());
  const name = match?.[1] ? decodeURIComponent(match[1]) : null;
  return name !== null && isStoredFileName(name) ? name : null;
}

/** A checked CV in storage that no record points at yet (`remove()` takes it away again). */
export interface StoredCv { name: string; url: string; remove(): Promise<void> }

export interface UploadServiceDeps {
  db: Db;
  storage: FileStorage;
  profiles: ProfileService;
  audit: AuditService;
  publicUrl: string;
  /** the upload checks the workers run (a CV's pages, a picture's resize) */
  fileChecks: FileChecks;
  /** counts a new stored file against the caller's day (429 past it) */
  countStoredUpload: CountStoredUpload;
}

export function createUploadService({ db, storage, profiles, audit, publicUrl, fileChecks, countStoredUpload }: UploadServiceDeps) {
  const urlOf = (name: string) => `${publicUrl.replace(/\/+$/, '')}/api/files/${name}`;

  function targetAuthor(caller: Caller, requested: number | null): number {
    if (caller.type === 'admin') {
      if (requested === null) throw new ValidationFailed('Choose the author (author_id).', 'body.author_id');
      return requested;
    }
    if (caller.authorId === null) throw new NotFound(NO_PROFILE_MESSAGE);
    if (requested !== null && requested !== caller.authorId) throw new Forbidden('You can only change your own profile.');
    return caller.authorId;
  }

  /**
   * A CV checked and stored, not yet on any record: counted against the caller's day (`countAdmins`: an admin's
   * too), moved into storage (never read whole by the API), then read by a fileCheck job in the workers (1 to 200
   * pages, at most 16 MB inflated; the API never parses it). Refused: the stored file is removed again.
   */
  async function storeCv(caller: Caller, file: UploadedFile | null, options: { countAdmins?: boolean } = {}): Promise<StoredCv> {
    if (file === null || file.size === 0) throw new ValidationFailed(NO_FILE_MESSAGE, 'file');
    if (!looksLikePdf(file.head)) throw new UnsupportedMediaType(NOT_A_PDF_MESSAGE, 'file');
    await countStoredUpload(caller, options);
    const name = await storage.adopt('cv', 'pdf', file.path);
    try {
      refuseUnlessOk(await fileChecks.check({ task: 'checkPdf', storedName: name }, caller.userId), NOT_A_PDF_MESSAGE);
    } catch (error) {
      await storage.remove(name);
      throw error;
    }
    return { name, url: urlOf(name), remove: () => storage.remove(name) };
  }

  return {
    storeCv,

    async uploadCv(caller: Caller, authorId: number, file: UploadedFile | null, ip: string) {
      if (file === null || file.size === 0) throw new ValidationFailed(NO_FILE_MESSAGE, 'file');
      if (caller.type !== 'admin' && caller.authorId !== authorId) throw new Forbidden('You can only change your own profile.');
      const author = await profiles.findAuthor(authorId);
      if (!author || author.merged_into_id !== null) throw new NotFound('This author profile does not exist.');
      const { url, remove } = await storeCv(caller, file);
      try {
        await profiles.recordFile(caller, authorId, 'cv', url, ip);
      } catch (error) {
        await remove();
        throw error;
      }
      return { url, message: FILE_UPLOADED_MESSAGE };
    },

    /**
     * A profile picture: a faculty member's own, a university user's university (univ_id), or, for
     * an admin, the author named by user_id or the university named by univ_id.
     */
    async uploadPicture(caller: Caller, file: UploadedFile | null, fields: { user_id?: string; univ_id?: string }, ip: string) {
      if (file === null || file.size === 0) throw new ValidationFailed(NO_FILE_MESSAGE, 'file');
      const asId = (value: string | undefined) => (value && /^\d+$/.test(value.trim()) ? Number(value.trim()) : null);
      let target: { kind: 'author'; id: number } | { kind: 'university'; id: number };
      if (caller.type === 'university') {
        if (caller.universityId === null) throw new NotFound('No university is linked to this account.');
        const univId = asId(fields.univ_id);
        // naming an author (user_id) or another university is refused, not ignored: the picture would land on the school
        if (asId(fields.user_id) !== null || (univId !== null && univId !== caller.universityId)) throw new Forbidden('You can only change your own university\'s picture.');
        target = { kind: 'university', id: caller.universityId };
      } else if (caller.type === 'admin') {
        const univId = asId(fields.univ_id);
        if (univId !== null && asId(fields.user_id) !== null) throw new ValidationFailed(BOTH_TARGETS_MESSAGE, 'body.user_id');
        target = univId !== null ? { kind: 'university', id: univId } : { kind: 'author', id: targetAuthor(caller, asId(fields.user_id)) };
      } else {
        // a faculty member's own picture only: naming another author (user_id) or a university (univ_id) is refused, not ignored
        if (asId(fields.univ_id) !== null) throw new Forbidden('You can only change your own profile.');
        target = { kind: 'author', id: targetAuthor(caller, asId(fields.user_id)) };
      }

      const type = imageTypeOf(file.head);
      if (type === null) throw new UnsupportedMediaType(NOT_AN_IMAGE_MESSAGE, 'file');
      await countStoredUpload(caller);
      // the original is stored aside and resized by a fileCheck job in the workers (at most 25 megapixels: a PNG
      // bomb stops at its header); the job removes it and answers the resized copy, stored here
      const original = await storage.adopt('picture', type, file.path);
      let checked: TFileCheckResult;
      try {
        checked = await fileChecks.check({ task: 'resizePicture', storedName: original, type, side: PICTURE_MAX_SIDE }, caller.userId);
      } finally {
        await storage.remove(original);
      }
      refuseUnlessOk(checked, NOT_AN_IMAGE_MESSAGE);
      if (checked.picture === undefined) throw new ServiceUnavailable(CHECK_FAILED_MESSAGE);
      const name = await storage.save('picture', type, Buffer.from(checked.picture, 'base64'));
      const url = urlOf(name);
      try {
        if (target.kind === 'author') {
          await profiles.recordFile(caller, target.id, 'profile_picture', url, ip, true);
        } else {
          const universityId = target.id;
          // the change and its audit entry in one transaction (docs/reliability.md, "Faults")
          await db.transaction().execute(async (trx) => {
            const university = await findUniversity(trx, universityId);
            if (!university) throw new NotFound('This university does not exist.');
            await queries.updateUniversityPicture(trx, universityId, url);
            await audit.record(caller, { action: 'university.picture.upload', entityType: 'university', entityId: universityId, before: { profile_picture: university.profile_picture }, after: { profile_picture: url } }, ip, trx);
          });
        }
      } catch (error) {
        await storage.remove(name);
        throw error;
      }
      return { url, message: FILE_UPLOADED_MESSAGE };
    },

    /**
     * A stored file for a caller: admins get any file (the audit log points at earlier ones); others
     * only a file a record points at (a profile's CV, marked CV or picture, a university's picture),
     * as profiles are readable by every signed-in user. Earlier, replaced files are not served to them.
     */
    async read(caller: Caller, name: string) {
      if (!isStoredFileName(name)) return null;
      if (caller.type !== 'admin' && !(await queries.isFileReferenced(db, name))) return null;
      return storage.read(name);
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
