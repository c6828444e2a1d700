import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const defaultMailFrom = 'Research Insights <no-reply@research-insights.local>';

/** What the API and the workers are told through their environment (see services/api/src/config.ts). */
export interface ApplicationSettings {
  databaseUrl: string;
  redisUrl: string;
  smtpUrl: string;
  port: number;
  host: string;
  jwtSecret: string;
  queuePrefix: string;
  storageDir: string;
  webDist: string;
  nodeEnv: string;
  mailFrom?: string;
  publicUrl?: string;
}

export function applicationEnvironment(settings: ApplicationSettings, base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...base,
    DATABASE_URL: settings.databaseUrl,
    REDIS_URL: settings.redisUrl,
    SMTP_URL: settings.smtpUrl,
    MAIL_FROM: settings.mailFrom ?? defaultMailFrom,
    PORT: String(settings.port),
    HOST: settings.host,
    PUBLIC_URL: settings.publicUrl ?? `http://localhost:${settings.port}`,
    JWT_SECRET: settings.jwtSecret,
    QUEUE_PREFIX: settings.queuePrefix,
    STORAGE_DIR: settings.storageDir,
    WEB_DIST: settings.webDist,
    NODE_ENV: settings.nodeEnv,
  };
}

/**
 * A random secret made on the first start and kept in a file, so sessions survive restarts
 * without anyone having to invent (and commit) a secret.
 */
export async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await readFile(file, 'utf8').then((text) => text.trim(), () => '');
  if (existing.length >= 32) return existing;
  const secret = randomBytes(32).toString('hex');
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
