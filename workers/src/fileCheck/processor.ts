// The checks an upload or a preview waits for (QUEUES.fileCheck; docs/reliability.md, "The sandbox"):
// the API stores the bytes and enqueues; this job parses them in a sandbox thread of the workers process
// and answers what the request needs, or the refusal with its sentence. The API process never parses an
// untrusted file nor starts a thread.
import {
  FEED_LIMITS, FEED_TOO_LARGE, PDF_LIMITS, PDF_TOO_LARGE_TO_READ, PICTURE_LIMITS, PICTURE_TOO_LARGE, SandboxLimitExceeded, SandboxTaskError, TOOK_TOO_LONG,
  runSandboxed,
} from '@ri/ingestion';
import type { TFileCheckResult } from '@ri/jobs';
import type { Processor } from '../runtime.ts';

export const CHECKED_FILE_GONE_MESSAGE = 'The uploaded file is no longer stored. Please upload it again.';
/** A CV check has 20 s once its thread is ready (the request waits for it; docs/reliability.md, "The sandbox"). */
export const CV_CHECK_WALL_MS = 20_000;
export const CV_CHECK_TOOK_TOO_LONG = 'This PDF took too long to read (more than 20 seconds). Please upload a simpler PDF.';

/**
 * A sandbox refusal as the check's answer (the API turns `unreadable` into its route's sentence, e.g. 415
 * "Please upload your CV as a PDF file."); any other error fails the job, and the API answers 503.
 */
function refused(error: unknown): TFileCheckResult {
  if (error instanceof SandboxLimitExceeded) return { outcome: 'tooLarge', message: error.message };
  if (error instanceof SandboxTaskError) return { outcome: 'unreadable', message: error.message };
  throw error;
}

export const fileCheckProcessor: Processor<'fileCheck'> = async ({ storage, payload }) => {
  if (payload.task === 'parseFeed') {
    try {
      const feed = await runSandboxed('parseFeed', { xml: payload.xml }, { limits: FEED_LIMITS, tooLarge: FEED_TOO_LARGE, tookTooLong: TOOK_TOO_LONG });
      return { outcome: 'ok', feed: { dialect: feed.dialect, title: feed.title, channel: feed.channel, fields: feed.fields, items: feed.items.slice(0, payload.maxItems), itemCount: feed.items.length } };
    } catch (error) {
      return refused(error);
    }
  }
  if (!storage) throw new Error('The file-check job needs the file storage (STORAGE_DIR)');
  const bytes = await storage.read(payload.storedName);
  if (bytes === null) return { outcome: 'gone', message: CHECKED_FILE_GONE_MESSAGE };
  if (payload.task === 'checkPdf') {
    try {
      const { pages } = await runSandboxed('checkPdf', { pdf: new Uint8Array(bytes) }, { limits: { ...PDF_LIMITS, wallMs: CV_CHECK_WALL_MS }, tooLarge: PDF_TOO_LARGE_TO_READ, tookTooLong: CV_CHECK_TOOK_TOO_LONG });
      return { outcome: 'ok', pages };
    } catch (error) {
      return refused(error);
    }
  }
  // a picture: the original is a temporary file, removed once read; the resized copy travels back to the API, which stores it
  try {
    const resized = await runSandboxed('resizePicture', { bytes: new Uint8Array(bytes), type: payload.type, side: payload.side }, { limits: PICTURE_LIMITS, tooLarge: PICTURE_TOO_LARGE, tookTooLong: TOOK_TOO_LONG });
    return { outcome: 'ok', picture: Buffer.from(resized).toString('base64') };
  } catch (error) {
    return refused(error);
  } finally {
    await storage.remove(payload.storedName).catch(() => {});
  }
};
