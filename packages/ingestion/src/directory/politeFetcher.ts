// Fetches directory pages politely: at most `concurrency` requests at once, at least `minDelayMs`
// between two requests to one host (longer if robots.txt asks with Crawl-delay), robots.txt
// honoured, a User-Agent naming the product, and every request through the safe fetcher.
import { INGESTION_USER_AGENT, safeFetch, SafeFetchError, type SafeFetchOptions, type SafeFetchResponse } from '../safeFetch.ts';
import { ALLOW_ALL, DISALLOW_ALL, isAllowed, parseRobots, type RobotsRules } from './robots.ts';

export const ROBOTS_PRODUCT_TOKEN = 'ResearchInsightsBot';

export class RobotsDisallowed extends Error {
  constructor(readonly url: string) {
    super(`robots.txt disallows ${url}`);
    this.name = 'RobotsDisallowed';
  }
}

export interface PoliteFetcherOptions {
  concurrency?: number;
  minDelayMs?: number;
  fetchOptions?: SafeFetchOptions;
}

export function createPoliteFetcher(options: PoliteFetcherOptions = {}) {
  const concurrency = options.concurrency ?? 2;
  const minDelayMs = options.minDelayMs ?? 500;
  const fetchOptions: SafeFetchOptions = { userAgent: INGESTION_USER_AGENT, ...options.fetchOptions };
  const robots = new Map<string, Promise<RobotsRules>>();
  const nextSlot = new Map<string, number>();
  let active = 0;
  const waiting: Array<() => void> = [];
  /** every request made, in order (for the scrape's summary and for tests) */
  const log: Array<{ url: string; at: number }> = [];

  async function acquire(): Promise<void> {
    if (active < concurrency) { active += 1; return; }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  function release(): void {
    const next = waiting.shift();
    if (next) next(); else active -= 1;
  }

  /** Reserves the host's next slot and waits for it: slots are minDelay (or Crawl-delay) apart. */
  async function waitForHost(host: string, delayMs: number): Promise<void> {
    const now = Date.now();
    const slot = Math.max(now, nextSlot.get(host) ?? 0);
    nextSlot.set(host, slot + delayMs);
    if (slot > now) await new Promise((resolve) => setTimeout(resolve, slot - now));
  }

  /** After an answer: the next request to the host waits the delay from now (a slow answer pushes it further). */
  function doneWithHost(host: string, delayMs: number): void {
    nextSlot.set(host, Math.max(nextSlot.get(host) ?? 0, Date.now() + delayMs));
  }

  function rulesFor(url: URL): Promise<RobotsRules> {
    let rules = robots.get(url.origin);
    if (!rules) {
      rules = (async () => {
        try {
          await waitForHost(url.host, minDelayMs);
          log.push({ url: `${url.origin}/robots.txt`, at: Date.now() });
          const response = await safeFetch(`${url.origin}/robots.txt`, { ...fetchOptions, allowErrorStatus: true, maxBytes: 500_000 })
            .finally(() => doneWithHost(url.host, minDelayMs));
          if (response.status >= 400 && response.status < 500) return ALLOW_ALL;
          if (response.status >= 500) return DISALLOW_ALL;
          return parseRobots(response.text(), ROBOTS_PRODUCT_TOKEN);
        } catch (error) {
          if (error instanceof SafeFetchError && (error.code === 'BLOCKED_ADDRESS' || error.code === 'BAD_URL')) throw error;
          return DISALLOW_ALL;
        }
      })();
      robots.set(url.origin, rules);
    }
    return rules;
  }

  async function fetchPage(raw: string): Promise<SafeFetchResponse> {
    const url = new URL(raw);
    const rules = await rulesFor(url);
    if (!isAllowed(rules, url.pathname + url.search)) throw new RobotsDisallowed(raw);
    const delay = Math.max(minDelayMs, (rules.crawlDelaySeconds ?? 0) * 1000);
    await acquire();
    try {
      await waitForHost(url.host, delay);
      log.push({ url: raw, at: Date.now() });
      return await safeFetch(raw, { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5', ...fetchOptions });
    } finally {
      doneWithHost(url.host, delay);
      release();
    }
  }

  return { fetchPage, log };
}

export type PoliteFetcher = ReturnType<typeof createPoliteFetcher>;
