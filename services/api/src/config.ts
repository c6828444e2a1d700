import { z } from 'zod';
import { defaultPressureLimits, type PressureLimits } from './http/productionSettings.ts';

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required'),
  REDIS_URL: z.string().min(1, 'REDIS_URL is required'),
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Research Insights <no-reply@research-insights.local>'),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  SESSION_TTL_MS: z.coerce.number().int().positive().default(8 * 60 * 60 * 1000),
  QUEUE_PREFIX: z.string().default('ri'),
  STORAGE_DIR: z.string().default('.data/storage'),
  WEB_DIST: z.string().default('web/dist'),
  TRUSTED_PROXIES: z.string().default(''),
  CROSSREF_URL: z.string().url().default('https://api.crossref.org'),
  /** sent in the User-Agent so that Crossref can reach us (its "polite pool") */
  CROSSREF_MAILTO: z.string().default('team@research-insights.local'),
  CROSSREF_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** the OpenAlex API (docs/ingestion.md "Onboarding a school from OpenAlex"): base URL, contact e-mail, API key */
  OPENALEX_BASE_URL: z.string().url().default('https://api.openalex.org'),
  OPENALEX_MAILTO: z.string().trim().default(''),
  OPENALEX_API_KEY: z.string().trim().default(''),
  /** where team requests (send_email, department requests) are e-mailed */
  TEAM_EMAIL: z.string().default('team@research-insights.local'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** load shedding (docs/reliability.md): 0 turns a check off; unset = the default of NODE_ENV */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().min(0).optional(),
  PRESSURE_MAX_HEAP_USED_BYTES: z.coerce.number().min(0).optional(),
  PRESSURE_MAX_RSS_BYTES: z.coerce.number().min(0).optional(),
  PRESSURE_MAX_EVENT_LOOP_UTILIZATION: z.coerce.number().min(0).max(1).optional(),
  /** the upload sweep (docs/reliability.md, "Uploads never pile up"): minutes between runs, 0 = off; unset = 15, off in tests */
  UPLOAD_SWEEP_MINUTES: z.coerce.number().min(0).optional(),
  /** days a stored file no record points at (a replaced CV or picture) is kept */
  STORED_FILE_RETENTION_DAYS: z.coerce.number().min(0).default(7),
});

export interface ApiConfig {
  env: 'development' | 'test' | 'production';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  mailFrom: string;
  jwtSecret: string;
  sessionTtlMs: number;
  queuePrefix: string;
  storageDir: string;
  webDist: string;
  logLevel: string;
  crossrefUrl: string;
  crossrefMailto: string;
  crossrefTimeoutMs: number;
  openalex: { baseUrl: string; mailto: string | null; apiKey: string | null };
  teamEmail: string;
  /** comma-separated addresses of reverse proxies allowed to set X-Forwarded-For */
  trustedProxies: string[];
  /** when to answer 503 instead of taking more work (under-pressure) */
  pressure: PressureLimits;
  /** the upload sweep: milliseconds between runs (0: never, not even at start) and the stored files' retention */
  uploadSweep: { intervalMs: number; storedFileRetentionMs: number };
}

// Only for development and tests; production refuses to start without JWT_SECRET.
const DEVELOPMENT_JWT_SECRET = 'development-only-secret-change-me-0123456789';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(`Configuration error: ${first?.path.join('.')}: ${first?.message}`);
  }
  const c = parsed.data;
  if (c.NODE_ENV === 'production' && !c.JWT_SECRET) {
    throw new Error('Configuration error: JWT_SECRET must be set in production.');
  }
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    jwtSecret: c.JWT_SECRET ?? DEVELOPMENT_JWT_SECRET,
    sessionTtlMs: c.SESSION_TTL_MS,
    queuePrefix: c.QUEUE_PREFIX,
    storageDir: c.STORAGE_DIR,
    webDist: c.WEB_DIST,
    logLevel: c.LOG_LEVEL,
    crossrefUrl: c.CROSSREF_URL.replace(/\/+$/, ''),
    crossrefMailto: c.CROSSREF_MAILTO,
    crossrefTimeoutMs: c.CROSSREF_TIMEOUT_MS,
    openalex: { baseUrl: c.OPENALEX_BASE_URL.replace(/\/+$/, ''), mailto: c.OPENALEX_MAILTO || null, apiKey: c.OPENALEX_API_KEY || null },
    teamEmail: c.TEAM_EMAIL,
    trustedProxies: c.TRUSTED_PROXIES.split(',').map((s) => s.trim()).filter(Boolean),
    pressure: pressureLimits(c),
    uploadSweep: {
      intervalMs: (c.UPLOAD_SWEEP_MINUTES ?? (c.NODE_ENV === 'test' ? 0 : 15)) * 60_000,
      storedFileRetentionMs: c.STORED_FILE_RETENTION_DAYS * 24 * 60 * 60 * 1000,
    },
  };
}

function pressureLimits(c: z.infer<typeof ZConfig>): PressureLimits {
  const defaults = defaultPressureLimits(c.NODE_ENV);
  return {
    maxEventLoopDelayMs: c.PRESSURE_MAX_EVENT_LOOP_DELAY_MS ?? defaults.maxEventLoopDelayMs,
    maxHeapUsedBytes: c.PRESSURE_MAX_HEAP_USED_BYTES ?? defaults.maxHeapUsedBytes,
    maxRssBytes: c.PRESSURE_MAX_RSS_BYTES ?? defaults.maxRssBytes,
    maxEventLoopUtilization: c.PRESSURE_MAX_EVENT_LOOP_UTILIZATION ?? defaults.maxEventLoopUtilization,
  };
}
