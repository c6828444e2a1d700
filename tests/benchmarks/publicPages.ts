/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
// `npm run bench:public`: what the public pages download and how soon they paint, in Chromium.
//
// Builds nothing: it measures web/dist as it is (run `npm run build -w @ri/web` first). Without
// BASE_URL it starts the API on a scratch database (migrated, no data: public pages call no API)
// serving web/dist, and puts a gzip proxy in front of it, because the API sends its static files
// uncompressed and production serves them through a compressing layer; the same pages are also
// measured straight from the API. With BASE_URL it measures that server as it is.
//
//   npm run bench:public                      # API + gzip proxy on this machine
//   BASE_URL=https://staging.example npm run bench:public
//   RUNS=5 npm run bench:public               # cold loads per page (median FCP), default 3
//
// Exit code 1 when the landing page's JavaScript is over its budget (150 KB compressed) or when a
// public page downloads a chunk of the signed-in area.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { createDb, migrateToLatest } from '@ri/db';
import {
  applicationEnvironment, findFreePort, repoRoot, startAppProcess, startMailCatcher, waitForHealthy, type AppProcess,
} from '@ri/infra';
import { databaseUrlFor, testEnv } from '../support/env.ts';

/** Every page a visitor can open without an account. */
export const PUBLIC_ROUTES = ['/', '/forSchools', '/forFaculty/', '/forOthers', '/specialReports', '/contactUs', '/login', '/signup', '/verify', '/resetPassword'];
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const webDist = path.join(repoRoot, 'web', 'dist');

interface Download {
  url: string;
  type: string;
  /** body bytes as transferred (compressed when the server compressed) */
  bytes: number;
  headerBytes: number;
}

interface PageMeasure {
  route: string;
  downloads: Download[];
  fcpMs: number | null;
}

interface RouteSummary {
  route: string;
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
  totalBytes: number;
  headerBytes: number;
  fcpMedianMs: number | null;
  jsUrls: string[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One cold load (fresh context: empty cache, no storage) until the screen's heading shows and the network is idle. */
async function measurePage(browser: Browser, baseUrl: string, route: string): Promise<PageMeasure> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const downloads: Download[] = [];
  page.on('requestfinished', (request) => {
    pending.push(request.sizes().then((sizes) => {
      downloads.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize, headerBytes: sizes.responseHeadersSize });
    }, () => undefined));
  });
  try {
    await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'load' });
    await page.locator('main h1').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // buffered: the paint entry is delivered even when it happened before the observer existed
    const fcp = await page.evaluate(() => new Promise<number | null>((resolve) => {
      const observer = new PerformanceObserver((list) => {
        const entry = list.getEntriesByName('first-contentful-paint')[0];
        if (entry) {
          observer.disconnect();
          resolve(entry.startTime);
        }
      });
      observer.observe({ type: 'paint', buffered: true });
      setTimeout(() => {
        observer.disconnect();
        resolve(null);
      }, 5_000);
    }));
    await Promise.all(pending);
    return { route, downloads, fcpMs: fcp === null ? null : Math.round(fcp) };
  } finally {
    await context.close();
  }
}

function isScript(download: Download): boolean {
  return download.type === 'script' || /\.m?js(\?|$)/.test(download.url);
}

function summarise(route: string, measures: PageMeasure[]): RouteSummary {
  const first = measures[0]!;
  const js = first.downloads.filter(isScript);
  const css = first.downloads.filter((download) => download.type === 'stylesheet');
  return {
    route,
    jsFiles: js.length,
    jsBytes: js.reduce((sum, download) => sum + download.bytes, 0),
    cssBytes: css.reduce((sum, download) => sum + download.bytes, 0),
    totalBytes: first.downloads.reduce((sum, download) => sum + download.bytes, 0),
    headerBytes: first.downloads.reduce((sum, download) => sum + download.headerBytes, 0),
    fcpMedianMs: median(measures.map((measure) => measure.fcpMs).filter((value): value is number => value !== null)),
    jsUrls: js.map((download) => new URL(download.url).pathname),
  };
}

async function measureSite(browser: Browser, baseUrl: string): Promise<RouteSummary[]> {
  // one untimed load first: the first page of a run would otherwise also pay for starting the
  // browser's network stack and the server's file cache
  await measurePage(browser, baseUrl, '/');
  const summaries: RouteSummary[] = [];
  for (const route of PUBLIC_ROUTES) {
    const measures: PageMeasure[] = [];
    for (let run = 0; run < runs; run += 1) measures.push(await measurePage(browser, baseUrl, route));
    summaries.push(summarise(route, measures));
  }
  return summaries;
}

function printTable(title: string, summaries: RouteSummary[]): void {
  console.log(`\n${title}\n`);
  console.log('| Route | JS files | JS | CSS | All files | FCP (median) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const summary of summaries) {
    console.log(`| ${summary.route} | ${summary.jsFiles} | ${kb(summary.jsBytes)} | ${kb(summary.cssBytes)} | ${kb(summary.totalBytes)} | ${summary.fcpMedianMs ?? '-'} ms |`);
  }
  console.log(`\n(bytes are response bodies as transferred; response headers add ${kb(summaries[0]?.headerBytes ?? 0)} on /)`);
}

// ---- the chunk graph: public pages must not download the signed-in area ----

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/**
 * Files that belong to the signed-in area, from the build manifest (web/dist/.vite/manifest.json):
 * the chunks of the faculty and university routes, layouts and side menus, and of the chart and
 * table libraries the dashboards use.
 */
function signedInChunkFiles(): Set<string> | null {
  const manifestPath = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const signedIn = /(src\/routes\/_(faculty|university)[./]|src\/components\/(AppLayouts\/(Faculty|University|SignedIn)Layout|SideMenus\/)|node_modules\/(apexcharts|react-apexcharts|@tanstack\/react-table|@tanstack\/table-core)\/)/;
  const files = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) {
    if (signedIn.test(key) || (chunk.src !== undefined && signedIn.test(chunk.src))) files.add(`/${chunk.file}`);
  }
  return files;
}

// ---- the local API and the compressing proxy ----

interface LocalSite {
  apiUrl: string;
  gzipUrl: string;
  stop(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: testEnv.databaseUrl, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

/**
 * A reverse proxy that gzips what a production web server would (level 6, as nginx and
 * @fastify/compress default to). Compressed bodies are kept per URL, as precompressed static
 * files would be, so the proxy's own CPU time does not count against first paint.
 */
function startGzipProxy(target: string, port: number): Promise<http.Server> {
  const compressed = new Map<string, Buffer>();
  const server = http.createServer((request, response) => {
    const upstream = http.request(new URL(request.url ?? '/', target), { method: request.method, headers: { ...request.headers, 'accept-encoding': 'identity' } }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        let body: Buffer = Buffer.concat(chunks);
        const headers = { ...answer.headers };
        const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
        if (acceptsGzip && COMPRESSIBLE.test(String(headers['content-type'] ?? '')) && body.length > 0) {
          const cacheable = (request.url ?? '').startsWith('/assets/');
          const cached = cacheable ? compressed.get(request.url!) : undefined;
          body = cached ?? gzipSync(body, { level: 6 });
          if (cacheable && cached === undefined) compressed.set(request.url!, body);
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
          delete headers.etag;
        }
        headers['content-length'] = String(body.length);
        response.writeHead(answer.statusCode ?? 502, headers);
        response.end(body);
      });
    });
    upstream.on('error', (error) => {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(error.message);
    });
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

async function startLocalSite(): Promise<LocalSite> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error: Error) => console.error(`bench teardown: ${error.message}`));
  };
  try {
    const databaseName = `ri_bench_${process.pid}`;
    await adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await adminQuery(`CREATE DATABASE ${databaseName}`);
    cleanups.push(() => adminQuery(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
    const databaseUrl = databaseUrlFor(databaseName);
    const { db } = createDb({ connectionString: databaseUrl, max: 2 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }

    const mail = await startMailCatcher();
    cleanups.push(() => mail.stop());
    const storageDir = await mkdtemp(path.join(os.tmpdir(), 'ri-bench-storage-'));
    cleanups.push(() => rm(storageDir, { recursive: true, force: true }));

    const port = await findFreePort();
    const apiUrl = `http://127.0.0.1:${port}`;
    const env = applicationEnvironment({
      databaseUrl, redisUrl: testEnv.redisUrl, smtpUrl: mail.smtpUrl, port, host: '127.0.0.1', publicUrl: apiUrl,
      jwtSecret: randomBytes(32).toString('hex'), queuePrefix: `ri-bench-${process.pid}`, storageDir, webDist, nodeEnv: 'production',
    });
    const lines: string[] = [];
    const api: AppProcess = startAppProcess({ name: 'api', entry: 'services/api/src/main.ts', env, onLine: (line) => lines.push(line) });
    cleanups.push(() => api.stop());
    await waitForHealthy(`${apiUrl}/api/health`, [api]).catch((error: Error) => {
      throw new Error(`The API did not start: ${error.message}\n${lines.slice(-20).join('\n')}`);
    });

    const proxyPort = await findFreePort();
    const proxy = await startGzipProxy(apiUrl, proxyPort);
    cleanups.push(() => new Promise((resolve) => proxy.close(resolve)));
    return { apiUrl, gzipUrl: `http://127.0.0.1:${proxyPort}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<number> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath}: install it or set CHROMIUM_PATH.`);
  const baseUrl = process.env.BASE_URL?.replace(/\/+$/, '');
  if (baseUrl === undefined && !existsSync(path.join(webDist, 'index.html'))) {
    throw new Error('web/dist/index.html is missing: build the web app first (npm run build -w @ri/web).');
  }

  const site = baseUrl === undefined ? await startLocalSite() : null;
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  let failed = false;
  try {
    console.log(`Chromium ${browser.version()}, ${runs} cold load(s) per page, ${os.cpus().length} CPU(s), load average ${os.loadavg().map((value) => value.toFixed(1)).join(' ')}`);
    const compressed = await measureSite(browser, site?.gzipUrl ?? baseUrl!);
    printTable(site ? `Through a gzip proxy (level 6) in front of the API, ${site.gzipUrl}` : `As served by ${baseUrl}`, compressed);
    if (site) printTable(`Straight from the API (no compression today), ${site.apiUrl}`, await measureSite(browser, site.apiUrl));

    const landing = compressed.find((summary) => summary.route === '/')!;
    const verdict = landing.jsBytes <= LANDING_JS_BUDGET_BYTES ? 'within' : 'OVER';
    console.log(`\nLanding page JavaScript: ${kb(landing.jsBytes)} in ${landing.jsFiles} files, ${verdict} the ${kb(LANDING_JS_BUDGET_BYTES)} budget.`);
    if (verdict === 'OVER') failed = true;

    const signedIn = baseUrl === undefined ? signedInChunkFiles() : null;
    if (signedIn === null) {
      console.log('Chunk graph: not checked (web/dist/.vite/manifest.json is read only for a local web/dist).');
    } else {
      const leaks = compressed.flatMap((summary) => summary.jsUrls.filter((url) => signedIn.has(url)).map((url) => `${summary.route} -> ${url}`));
      if (leaks.length === 0) console.log(`Chunk graph: no public page downloads any of the ${signedIn.size} signed-in chunks (dashboard routes, layouts, menus, charts, tables).`);
      else {
        failed = true;
        console.log(`Chunk graph: public pages download signed-in code:\n  ${leaks.join('\n  ')}`);
      }
    }
  } finally {
    await browser.close();
    await site?.stop();
  }
  return failed ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
