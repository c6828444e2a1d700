// What one user may have on disk at a time (docs/reliability.md, "Uploads never pile up"): uploads streaming in at
// once (per API process), files waiting for their job (pending imports, pending Mark CV runs: counted from their
// rows, so across processes), and new stored files per day (a fixed window in Redis, counted once the file passed
// its checks, just before it is stored). Past each: 429 with a sentence the person can act on, and nothing is stored.
import type { FastifyRequest } from 'fastify';
import { TooManyRequests } from './errors.ts';
import type { RateLimiter, RateRule } from './rateLimit.ts';

/** Uploads one user may be sending at the same time to one API process. */
export const MAX_UPLOADS_IN_FLIGHT = 2;
/** Imports (each holds its file until its job ends) one user may have queued or running. */
export const MAX_PENDING_IMPORTS = 3;
/** Mark CV runs (each holds its uploaded PDF until it runs) one user may have waiting or running. */
export const MAX_PENDING_MARK_CV = 3;

export const UPLOADS_IN_FLIGHT_MESSAGE = `You are already sending ${MAX_UPLOADS_IN_FLIGHT} files. Please wait until they have arrived, then send the next one.`;
export const PENDING_IMPORTS_MESSAGE = `You already have ${MAX_PENDING_IMPORTS} imports waiting or running. Please wait until one has finished (see the import history) before uploading another file.`;
export const PENDING_MARK_CV_MESSAGE = `You already have ${MAX_PENDING_MARK_CV} CVs waiting to be marked. Please wait until one is done before sending another.`;

/** New stored files (CVs, pictures, PDFs to mark) per user per day: a replaced file is kept for STORED_FILE_RETENTION_DAYS. */
export const STORED_UPLOADS_PER_DAY: RateRule = {
  limit: 30, windowSeconds: 24 * 60 * 60,
  message: 'You have uploaded 30 files today, the most we accept in a day. Please try again tomorrow.',
};

const inFlight = new Map<number, number>();

/**
 * Counts an upload of the request's caller as in flight while its file streams in; 429 when the caller already has
 * MAX_UPLOADS_IN_FLIGHT. Returns the release (receiveUpload calls it once the file is on disk or refused; a request
 * whose client stops sending ends at the request timeout). Anonymous requests are not counted (no upload route takes them).
 */
export function holdUploadSlot(request: FastifyRequest): () => void {
  const userId = request.caller?.userId;
  if (userId === undefined) return () => {};
  const held = inFlight.get(userId) ?? 0;
  if (held >= MAX_UPLOADS_IN_FLIGHT) throw new TooManyRequests(UPLOADS_IN_FLIGHT_MESSAGE, 10);
  inFlight.set(userId, held + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left <= 0) inFlight.delete(userId);
    else inFlight.set(userId, left);
  };
}

/**
 * Counts a new stored file of a caller who is not an admin (admins upload CVs and pictures for others), or of an
 * admin too with `countAdmins` (Add Author's CVs); 429 past STORED_UPLOADS_PER_DAY.
 */
export type CountStoredUpload = (caller: { userId: number; type: string }, options?: { countAdmins?: boolean }) => Promise<void>;

export function storedUploadCounter(limiter: RateLimiter): CountStoredUpload {
  return async (caller, options = {}) => {
    if (caller.type !== 'admin' || options.countAdmins) await limiter.consume(`stored-uploads:${caller.userId}`, STORED_UPLOADS_PER_DAY);
  };
}
