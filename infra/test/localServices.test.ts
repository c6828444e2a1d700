// The embedded Postgres and the local redis-server, started for real in a temporary folder.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePostgres } from '../src/postgres.ts';
import { ensureRedis, pingRedis } from '../src/redis.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(os.tmpdir(), 'ri-services-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('embedded Postgres', () => {
  it('creates the application database, and a second start reuses the data', async () => {
    const dataDir = path.join(folder, 'postgres');
    const messages: string[] = [];
    const first = await ensurePostgres({ env: {}, dataDir, preferredPort: 54339, databaseName: 'research_insights', log: (line) => messages.push(line) });
    expect(first.startedHere).toBe(true);
    expect(first.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/research_insights$/);
    expect(messages.some((line) => line.includes('first start only'))).toBe(true);
    await query(first.url, 'CREATE TABLE kept_between_starts (id int); INSERT INTO kept_between_starts VALUES (42)');
    await first.stop();

    messages.length = 0;
    const second = await ensurePostgres({ env: {}, dataDir, preferredPort: 54339, log: (line) => messages.push(line) });
    try {
      expect(messages.some((line) => line.includes('first start only'))).toBe(false);
      expect((await query(second.url, 'SELECT id FROM kept_between_starts')).rows).toEqual([{ id: 42 }]);
    } finally {
      await second.stop();
    }
  });

  it('reuses the server another start left running on the same data folder, and leaves it running', async () => {
    const dataDir = path.join(folder, 'postgres');
    const owner = await ensurePostgres({ env: {}, dataDir, log: () => {} });
    try {
      const guest = await ensurePostgres({ env: {}, dataDir, log: () => {} });
      expect(guest.startedHere).toBe(false);
      expect(guest.url).toBe(owner.url);
      await guest.stop();
      expect((await query(owner.url, 'SELECT 1 AS still_running')).rows).toEqual([{ still_running: 1 }]);
    } finally {
      await owner.stop();
    }
  });
});

describe('local redis-server', () => {
  it('starts on a free port and stops', async () => {
    const redis = await ensureRedis({ env: {}, dataDir: path.join(folder, 'redis'), log: () => {} });
    expect(redis.startedHere).toBe(true);
    expect(await pingRedis(redis.url)).toBe(true);
    await redis.stop();
    expect(await pingRedis(redis.url)).toBe(false);
  });
});
