import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { TooManyRequests } from './errors.ts';

export interface RateRule {
  /** attempts allowed per window */
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Fixed-window counters in Redis, so that limits hold across API processes. If Redis is down the
 * limiter lets requests through (and logs): refusing every login during a Redis outage would be worse.
 */
export function createRateLimiter(redis: Redis, prefix: string, onError: (error: unknown) => void = () => {}) {
  const keyOf = (key: string) => `${prefix}:rate:${key}`;

  async function count(key: string): Promise<number> {
    try {
      return Number((await redis.get(keyOf(key))) ?? 0);
    } catch (error) {
      onError(error);
      return 0;
    }
  }

  async function increment(key: string, windowSeconds: number): Promise<number> {
    try {
      const [[, value]] = (await redis.multi().incr(keyOf(key)).expire(keyOf(key), windowSeconds, 'NX').exec()) as [[unknown, number]];
      return value;
    } catch (error) {
      onError(error);
      return 0;
    }
  }

  /** Seconds until the key expires (the window's end); `fallback` when it has no expiry or Redis is away. */
  async function secondsLeft(key: string, fallback: number): Promise<number> {
    try {
      const ms = await redis.pttl(keyOf(key));
      return ms > 0 ? Math.ceil(ms / 1000) : fallback;
    } catch (error) {
      onError(error);
      return fallback;
    }
  }

  return {
    count,
    increment,
    secondsLeft,
    /** Counts this attempt and throws 429 (Retry-After: the window's end) with the rule's message once the limit is passed. */
    async consume(key: string, rule: RateRule): Promise<void> {
      const value = await increment(key, rule.windowSeconds);
      if (value > rule.limit) throw new TooManyRequests(rule.message, await secondsLeft(key, rule.windowSeconds));
    },
    /** Throws 429 if the key is already over the limit, without counting. */
    async check(key: string, rule: RateRule): Promise<void> {
      if ((await count(key)) >= rule.limit) throw new TooManyRequests(rule.message, await secondsLeft(key, rule.windowSeconds));
    },
    /** Marks the key for `seconds` (a wait after a failed login); 0 does nothing. */
    async hold(key: string, seconds: number): Promise<void> {
      if (seconds <= 0) return;
      await redis.set(keyOf(key), '1', 'EX', seconds).catch(onError);
    },
    async reset(...keys: string[]): Promise<void> {
      if (keys.length > 0) await redis.del(...keys.map(keyOf)).catch(onError);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export const RATE_RULES = {
  /** failed logins from one address (a campus behind one NAT address signs in often and rightly: successes do not count) */
  loginFailuresPerIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES, message: 'Too many login attempts from this network. Please wait 15 minutes and try again.' },
  /**
   * failed logins for one account from addresses that never signed in to it: past the limit only the account's usual
   * addresses (one that signed in successfully before) may try (docs/api-conventions.md, "Login throttling")
   */
  loginFailuresPerAccount: {
    limit: 10, windowSeconds: FIFTEEN_MINUTES,
    message: 'Too many failed attempts for this account from new devices. Please wait, sign in from a device you used before, or reset your password.',
  },
  /** failed logins for one account from one address: each beyond the third makes the next wait longer (failedLoginWaitSeconds) */
  loginFailuresPerAccountAndIp: {
    limit: 3, windowSeconds: ONE_HOUR,
    message: 'Too many failed attempts. Please wait a moment before trying again, or reset your password.',
  },
  signupPerIp: { limit: 10, windowSeconds: ONE_HOUR, message: 'Too many sign-ups from this network. Please try again in an hour.' },
  emailPerIp: { limit: 10, windowSeconds: ONE_HOUR, message: 'Too many e-mail requests from this network. Please try again in an hour.' },
  /** anonymous people searches (sign-up candidates): a sign-up needs a handful; harvesting needs thousands (docs/privacy.md) */
  anonymousSearchPerIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES, message: 'Too many searches from this network. Please wait a few minutes and try again.' },
  /** anonymous autocompletes answer every keystroke */
  autocompletePerIp: { limit: 300, windowSeconds: FIFTEEN_MINUTES, message: 'Too many searches from this network. Please wait a few minutes and try again.' },
  emailPerAddress: { limit: 3, windowSeconds: ONE_HOUR, message: 'We have already sent several e-mails to this address. Please check your inbox (and spam folder) or try again in an hour.' },
} as const satisfies Record<string, RateRule>;

/**
 * After `failures` wrong passwords for one account from one address, the seconds before that address may try that
 * account again: none for the first three, then 1, 2, 4, 8 ... doubling up to 15 minutes.
 */
export function failedLoginWaitSeconds(failures: number): number {
  const free = RATE_RULES.loginFailuresPerAccountAndIp.limit;
  return failures < free ? 0 : Math.min(FIFTEEN_MINUTES, 2 ** (failures - free));
}

/** Counts an anonymous autocomplete against its address (docs/privacy.md); signed-in callers are not counted. */
export async function limitAnonymousAutocomplete(limiter: RateLimiter, request: FastifyRequest): Promise<void> {
  if (!request.caller) await limiter.consume(`autocomplete:ip:${request.ip}`, RATE_RULES.autocompletePerIp);
}
