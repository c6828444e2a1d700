import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyUnderPressure from '@fastify/under-pressure';
import { ServiceUnavailable } from './errors.ts';

// The production settings of the API, in one place; docs/reliability.md ("Production settings") explains each.

/** Largest JSON (or text) body; uploads are multipart and have their own limits per route. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
/** A request (headers and body) must arrive within this time (Node's server.requestTimeout), or it gets 408. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** An idle keep-alive connection is closed after this; longer than the 60 s idle timeout of common load balancers. */
export const KEEP_ALIVE_TIMEOUT_MS = 72_000;
/** Router: a path parameter longer than this is answered 414 before any route runs. */
export const MAX_PARAM_LENGTH = 100;

export const UNDER_PRESSURE_MESSAGE = 'The server is busy right now. Please try again in a few seconds.';
export const UNDER_PRESSURE_RETRY_AFTER_SECONDS = 10;

class UnderPressure extends ServiceUnavailable {
  constructor() {
    super(UNDER_PRESSURE_MESSAGE);
  }
}

export interface PressureLimits {
  /** event-loop delay (ms, mean over the sample interval) above which requests get 503; 0 = not checked */
  maxEventLoopDelayMs: number;
  /** V8 heap in use (bytes); 0 = not checked */
  maxHeapUsedBytes: number;
  /** resident set size (bytes); 0 = not checked */
  maxRssBytes: number;
  /** event-loop utilisation (0..1); 0 = not checked */
  maxEventLoopUtilization: number;
}

/**
 * The defaults outside tests: 1 s of event-loop delay, 90 % of the V8 heap limit, 1.5 GiB of RSS
 * (set PRESSURE_MAX_RSS_BYTES to about 80 % of the container's memory), 98 % event-loop utilisation.
 * Tests share a loaded machine, where a busy event loop is normal: there every check is off unless set.
 */
export function defaultPressureLimits(env: 'development' | 'test' | 'production'): PressureLimits {
  if (env === 'test') return { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0, maxEventLoopUtilization: 0 };
  return {
    maxEventLoopDelayMs: 1_000,
    maxHeapUsedBytes: Math.floor(v8.getHeapStatistics().heap_size_limit * 0.9),
    maxRssBytes: 1.5 * 1024 ** 3,
    maxEventLoopUtilization: 0.98,
  };
}

/**
 * The content-security policy of the web app and the API. Scripts only from our origin (the built
 * index.html has no inline script); styles from our origin and inline, because Mantine writes its
 * CSS variables into a <style> element at run time and ApexCharts sets style attributes on its SVG;
 * images also as data:/blob: (charts exported to PNG, pictures fetched with the token) and from
 * https: (pictures of faculty pages and imports are links); frames and objects from blob: (the
 * marked CV is shown from a blob URL); nothing may frame the app.
 */
export function contentSecurityPolicy(https: boolean): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'frame-src': ["'self'", 'blob:'],
    'object-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    // only behind HTTPS: on http://localhost it would send the browser to https and break the app
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Security headers (helmet with our policy) and load shedding (under-pressure: 503 with a clear message). */
export async function registerProductionSettings(app: FastifyInstance, options: { https: boolean; pressure: PressureLimits }): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options.https) },
    // HSTS only when the app is served over HTTPS (PUBLIC_URL): a header on plain HTTP is ignored, and misleading
    hsts: options.https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // the API is same-origin only: no cross-origin reads of its answers
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });

  const { pressure } = options;
  if (pressure.maxEventLoopDelayMs > 0 || pressure.maxHeapUsedBytes > 0 || pressure.maxRssBytes > 0 || pressure.maxEventLoopUtilization > 0) {
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: pressure.maxEventLoopDelayMs,
      maxHeapUsedBytes: pressure.maxHeapUsedBytes,
      maxRssBytes: pressure.maxRssBytes,
      maxEventLoopUtilization: pressure.maxEventLoopUtilization,
      sampleInterval: 1_000,
      retryAfter: UNDER_PRESSURE_RETRY_AFTER_SECONDS,
      // thrown into the one error handler: 503 with our message and error body; Retry-After set by the plugin
      customError: UnderPressure,
    });
  }
}
