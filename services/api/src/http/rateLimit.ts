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

  return {
    count,
    increment,
    /** Counts this attempt and throws 429 with the rule's message once the limit is passed. */
    async consume(key: string, rule: RateRule): Promise<void> {
      const value = await increment(key, rule.windowSeconds);
      if (value > rule.limit) throw new TooManyRequests(rule.message);
    },
    /** Throws 429 if the key is already over the limit, without counting. */
    async check(key: string, rule: RateRule): Promise<void> {
      if ((await count(key)) >= rule.limit) throw new TooManyRequests(rule.message);
    },
    async reset(key: string): Promise<void> {
      await redis.del(keyOf(key)).catch(onError);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;

const FIFTEEN_MINUTES = 15 * 60;
const ONE_HOUR = 60 * 60;

export const RATE_RULES = {
  /** failed logins from one address (a campus behind one NAT address signs in often and rightly: successes do not count) */
  loginFailuresPerIp: { limit: 30, windowSeconds: FIFTEEN_MINUTES, message: 'Too many login attempts from this network. Please wait 15 minutes and try again.' },
  loginFailuresPerAccount: { limit: 10, windowSeconds: FIFTEEN_MINUTES, message: 'Too many failed attempts for this account. Please wait 15 minutes or reset your password.' },
  signupPerIp: { limit: 10, windowSeconds: ONE_HOUR, message: 'Too many sign-ups from this network. Please try again in an hour.' },
  emailPerIp: { limit: 10, windowSeconds: ONE_HOUR, message: 'Too many e-mail requests from this network. Please try again in an hour.' },
  emailPerAddress: { limit: 3, windowSeconds: ONE_HOUR, message: 'We have already sent several e-mails to this address. Please check your inbox (and spam folder) or try again in an hour.' },
} as const satisfies Record<string, RateRule>;

/** After a few wrong passwords each further attempt waits a little longer, up to 3 s. */
export function failedLoginDelayMs(failures: number): number {
  return failures < 3 ? 0 : Math.min(3_000, (failures - 2) * 500);
}
