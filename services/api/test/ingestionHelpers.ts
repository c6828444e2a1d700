// Shared by the ingestion integration tests: the API listening on a port, the real workers in
// process (with a pool, for the analytics refresh the imports enqueue), an admin, local HTTP
// servers standing in for publishers and universities, and a checksum of the tables imports write.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Worker } from 'bullmq';
import { sql } from 'kysely';
import { createDb, type Db } from '@ri/db';
import { createRedisConnection } from '@ri/jobs';
import { PROCESSORS, startWorkers, type ProcessorMap } from '@ri/workers';
import type { TJobEvent } from '@ri/contracts';
import { testEnv } from '@ri/tests/support/env';
import { allowFetchHost } from '@ri/tests/support/fetchAllowHosts';
import { bearer, createTestApp, createUser, type TestApp } from './support/testApp.ts';
import { readEventStream } from './support/sse.ts';


export interface Harness {
  t: TestApp;
  baseUrl: string;
  admin: Record<string, string>;
  adminUserId: number;
  /** follows a started job's events to the end */
  follow(started: { queue: string; job_id: string }): Promise<TJobEvent[]>;
  close(): Promise<void>;
}

export async function startHarness(processors: Partial<ProcessorMap> = {}, config: Record<string, string> = {}): Promise<Harness> {
  const t = await createTestApp(config);
  const { db, pool } = createDb({ connectionString: t.database.url, max: 12 });
  const connection = createRedisConnection(testEnv.redisUrl, 'worker');
  const workers: Worker[] = startWorkers({ ...PROCESSORS, ...processors }, { db, pool, connection, prefix: t.queuePrefix });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const adminUserId = await createUser(t.db, { username: 'ingestion-admin', type: 'admin' });
  const token = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ingestion-admin', password: 'correct horse battery staple' } });
  const admin = bearer((token.json() as { access_token: string }).access_token);
  return {
    t, baseUrl, admin, adminUserId,
    follow: (started) => readEventStream(`${baseUrl}/api/jobs/${started.queue}/${started.job_id}/events`, admin, 120_000),
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      connection.disconnect();
      await db.destroy();
      await t.close();
    },
  };
}

export async function tokenFor(t: TestApp, username: string): Promise<Record<string, string>> {
  const response = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'correct horse battery staple' } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return bearer((response.json() as { access_token: string }).access_token);
}

export type Routes = Record<string, (request: http.IncomingMessage, response: http.ServerResponse) => void>;

/** A local HTTP server answering by path; unknown paths 404. Records every request path and when it came. */
export async function serve(routes: Routes): Promise<{ url: string; requests: Array<{ path: string; at: number; userAgent: string }>; close(): Promise<void> }> {
  const requests: Array<{ path: string; at: number; userAgent: string }> = [];
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, at: Date.now(), userAgent: String(request.headers['user-agent'] ?? '') });
    const handler = routes[path] ?? routes[path.split('?')[0]!];
    if (!handler) { response.statusCode = 404; response.end('not found'); return; }
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // the local stand-ins for publishers and directories listen on loopback: named for the fetcher
  allowFetchHost(url);
  return {
    url,
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export const send = (contentType: string, body: string | Buffer) => (_request: http.IncomingMessage, response: http.ServerResponse) => {
  response.setHeader('content-type', contentType);
  response.end(body);
};

/** Row counts and an md5 over every row (timestamps included) of the tables imports write. */
export async function snapshot(db: Db): Promise<Record<string, string>> {
  const tables = ['universities', 'publishers', 'journals', 'department_journals', 'authors', 'papers', 'authorships', 'citations', 'data_issues', 'directory_entries'];
  const out: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number; digest: string | null }>`
      SELECT count(*)::int AS n, md5(string_agg(t::text, '|' ORDER BY t::text)) AS digest FROM ${sql.table(table)} t`.execute(db);
    out[table] = `${rows[0]!.n}:${rows[0]!.digest ?? ''}`;
  }
  return out;
}

/** A multipart/form-data body with one file and text fields. */
export function multipart(file: { name: string; content: Buffer; type?: string }, fields: Record<string, string> = {}): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----ri${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`));
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Real records copied into the repository (tests/fixtures, a README naming source and licence). */
export const FIXTURES = new URL('../../../tests/fixtures/', import.meta.url);
