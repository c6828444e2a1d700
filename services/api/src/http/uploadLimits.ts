// What one user may have on disk at a time (docs/reliability.md, "Uploads never pile up"): uploads streaming in at
// once (across API processes: slots in Redis that expire), files waiting for their job (pending imports, pending Mark CV runs: counted from their
// rows, so across processes), and new stored files per day (a fixed window in Redis, counted once the file passed
// its checks, just before it is stored). Past each: 429 with a sentence the person can act on, and nothing is stored.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { TooManyRequests } from './errors.ts';
import { REQUEST_TIMEOUT_MS } from './productionSettings.ts';
import type { RateLimiter, RateRule } from './rateLimit.ts';

/** Uploads one user may be sending at the same time, to all API processes together. */
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

/**
 * How long an upload's slot lasts when nothing releases it (its API process died mid-upload): twice the time a whole
 * request may take (REQUEST_TIMEOUT_MS, then 408), so a live upload never outlasts its slot.
 */
export const UPLOAD_SLOT_TTL_MS = 2 * REQUEST_TIMEOUT_MS;

/** Takes a slot of `userId`'s uploads in flight; answers its release, or throws 429 when all are taken. */
export interface UploadSlots {
  hold(userId: number): Promise<() => Promise<void>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the uploads in flight per user, across API processes (app.ts decorates it; without it, this process's count) */
    uploadSlots?: UploadSlots;
  }
}

const refuse = () => new TooManyRequests(UPLOADS_IN_FLIGHT_MESSAGE, 10);

/** This process's count: the fallback while Redis does not answer (and for an app built without Redis). */
export function localUploadSlots(): UploadSlots {
  const inFlight = new Map<number, number>();
  return {
    async hold(userId) {
      const held = inFlight.get(userId) ?? 0;
      if (held >= MAX_UPLOADS_IN_FLIGHT) throw refuse();
      inFlight.set(userId, held + 1);
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        const left = (inFlight.get(userId) ?? 1) - 1;
        if (left <= 0) inFlight.delete(userId);
        else inFlight.set(userId, left);
      };
    },
  };
}

// KEYS[1]: the user's slots (a sorted set: slot id -> expiry, ms on Redis's clock); ARGV: limit, ttl ms, slot id.
// Expired slots (a crashed process's) are dropped first; 1 when the slot was taken, 0 when all are held.
const TAKE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/**
 * Uploads in flight per user in Redis, so that the limit holds across API processes: each upload holds a slot (a
 * member of the user's sorted set, with its expiry) from its first byte until its file is on disk or refused; a slot
 * its process never released (a crash) expires after UPLOAD_SLOT_TTL_MS. While Redis does not answer, this process's
 * own count applies (logged), as the rate limiter lets requests through rather than refuse every upload.
 */
export function redisUploadSlots(redis: Redis, prefix: string, onError: (error: unknown) => void = () => {}, ttlMs = UPLOAD_SLOT_TTL_MS): UploadSlots {
  const local = localUploadSlots();
  return {
    async hold(userId) {
      const key = `${prefix}:uploads-in-flight:${userId}`;
      const slot = randomUUID();
      let taken: number;
      try {
        taken = Number(await redis.eval(TAKE_SLOT, 1, key, MAX_UPLOADS_IN_FLIGHT, ttlMs, slot));
      } catch (error) {
        onError(error);
        return local.hold(userId);
      }
      if (taken !== 1) throw refuse();
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await redis.zrem(key, slot).catch(onError);
      };
    },
  };
}

const processSlots = localUploadSlots();

/**
 * Counts an upload of the request's caller as in flight while its file streams in; 429 when the caller already has
 * MAX_UPLOADS_IN_FLIGHT (in any API process). Returns the release (receiveUpload calls it once the file is on disk or
 * refused; a request whose client stops sending ends at the request timeout). Anonymous requests are not counted (no
 * upload route takes them).
 */
export async function holdUploadSlot(request: FastifyRequest): Promise<() => Promise<void>> {
  const userId = request.caller?.userId;
  if (userId === undefined) return async () => {};
  return (request.server.uploadSlots ?? processSlots).hold(userId);
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
