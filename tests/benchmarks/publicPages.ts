/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
// `npm run bench:public`: what the public pages download and how soon they paint, in Chromium.
//
// Builds nothing: it measures a built web app as it is (run `npm run build -w @ri/web` first;
// WEB_DIST=/tmp/x measures a build of one's own). Without BASE_URL it starts the API on a scratch
// database (migrated, no data: public pages call no API) serving that build. The API serves the
// .br and .gz copies the build writes beside each asset (web/build/precompress.ts): each page is
// loaded as Chromium asks for it (brotli), then again accepting gzip only (what a client without
// brotli gets), and the landing page once more uncompressed. With BASE_URL it measures that server.
//
//   npm run bench:public                      # the API on this machine, serving web/dist
//   WEB_DIST=/tmp/my-dist npm run bench:public
//   BASE_URL=https://staging.example npm run bench:public
//   RUNS=5 npm run bench:public               # cold loads per page (median FCP), default 3
//
// Exit code 1 when the landing page's JavaScript is over its budget (150 KB compressed, gzip and
// brotli alike), when a script arrives without the compression asked for, or when a public page
// downloads a chunk of the signed-in area.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium, type Browser } from 'playwright-core';
import { createDb, migrateToLatest } from '@ri/db';
import {
  applicationEnvironment, findFreePort, repoRoot, startAppProcess, startMailCatcher, waitForHealthy, type AppProcess,
} from '@ri/infra';
import { databaseUrlFor, testEnv } from '../support/env.ts';

/** Every page a visitor can open without an account. */
export const PUBLIC_ROUTES = ['/', '/forSchools', '/forFaculty/', '/forOthers', '/specialReports', '/contactUs', '/login', '/signup', '/verify', '/resetPassword', '/acceptInvitation'];
export const LANDING_JS_BUDGET_BYTES = 150 * 1024;

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(repoRoot, 'web', 'dist');

type Encoding = 'br' | 'gzip' | 'identity';

interface Download {
  url: string;
  type: string;
  /** body bytes as transferred (compressed when the server compressed) */
  bytes: number;
  headerBytes: number;
  /** the response's content-encoding ('identity' when none) */
  encoding: string;
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
  /** scripts over 1 KB that did not arrive with the encoding asked for */
  uncompressedScripts: string[];
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * One cold load (fresh context: empty cache, no storage) until the screen's heading shows and the
 * network is idle. Chromium asks for `br, gzip, deflate, zstd` by itself; the other encodings are
 * asked for with an Accept-Encoding header of their own.
 */
async function measurePage(browser: Browser, baseUrl: string, route: string, encoding: Encoding): Promise<PageMeasure> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: encoding === 'br' ? {} : { 'accept-encoding': encoding },
  });
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const downloads: Download[] = [];
  page.on('requestfinished', (request) => {
    pending.push((async () => {
      const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
      const contentEncoding = (await response?.headerValue('content-encoding')) ?? 'identity';
      downloads.push({ url: request.url(), type: request.resourceType(), bytes: sizes.responseBodySize, headerBytes: sizes.responseHeadersSize, encoding: contentEncoding });
    })().catch(() => undefined));
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

function summarise(route: string, measures: PageMeasure[], encoding: Encoding): RouteSummary {
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
    // the build keeps no compressed copy of files under 1 KB (web/build/precompress.ts)
    uncompressedScripts: encoding === 'identity' ? [] : js.filter((download) => download.bytes > 1024 && download.encoding !== encoding).map((download) => new URL(download.url).pathname),
  };
}

async function measureSite(browser: Browser, baseUrl: string, encoding: Encoding, routes: string[], runsPerRoute: number): Promise<RouteSummary[]> {
  // one untimed load first: the first page of a run would otherwise also pay for starting the
  // browser's network stack and the server's file cache
  await measurePage(browser, baseUrl, '/', encoding);
  const summaries: RouteSummary[] = [];
  for (const route of routes) {
    const measures: PageMeasure[] = [];
    for (let run = 0; run < runsPerRoute; run += 1) measures.push(await measurePage(browser, baseUrl, route, encoding));
    summaries.push(summarise(route, measures, encoding));
  }
  return summaries;
}

function printTable(brotli: RouteSummary[], gzip: RouteSummary[]): void {
  console.log('\n| Route | JS files | JS (brotli) | JS (gzip) | CSS (brotli) | All files (brotli) | FCP (median, brotli) |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const summary of brotli) {
    const gz = gzip.find((candidate) => candidate.route === summary.route);
    console.log(`| ${summary.route} | ${summary.jsFiles} | ${kb(summary.jsBytes)} | ${gz ? kb(gz.jsBytes) : '-'} | ${kb(summary.cssBytes)} | ${kb(summary.totalBytes)} | ${summary.fcpMedianMs ?? '-'} ms |`);
  }
  console.log(`\n(bytes are response bodies as transferred; response headers add ${kb(brotli[0]?.headerBytes ?? 0)} on /)`);
}

// ---- the chunk graph: public pages must not download the signed-in area ----

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
}

/**
 * Files that belong to the signed-in area, from the build manifest (.vite/manifest.json): the
 * chunks of the faculty and university routes, layouts and side menus, and of the chart and table
 * libraries the dashboards use.
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

// ---- the local API ----

interface LocalSite {
  apiUrl: string;
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
    return { apiUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function main(): Promise<number> {
  if (!existsSync(chromiumPath)) throw new Error(`Chromium is missing at ${chromiumPath}: install it or set CHROMIUM_PATH.`);
  const baseUrl = process.env.BASE_URL?.replace(/\/+$/, '');
  if (baseUrl === undefined && !existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`${path.join(webDist, 'index.html')} is missing: build the web app first (npm run build -w @ri/web).`);
  }

  const site = baseUrl === undefined ? await startLocalSite() : null;
  const target = site?.apiUrl ?? baseUrl!;
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  let failed = false;
  try {
    console.log(`${target} (${site ? `the API serving ${path.relative(repoRoot, webDist) || webDist}` : 'as it is'}); Chromium ${browser.version()}, ${runs} cold load(s) per page, ${os.cpus().length} CPU(s), load average ${loadAverage()}`);
    const brotli = await measureSite(browser, target, 'br', PUBLIC_ROUTES, runs);
    const gzip = await measureSite(browser, target, 'gzip', PUBLIC_ROUTES, 1);
    const [identity] = await measureSite(browser, target, 'identity', ['/'], 1);
    printTable(brotli, gzip);
    console.log(`Uncompressed (Accept-Encoding: identity), the landing page is ${kb(identity!.jsBytes)} of JavaScript and ${kb(identity!.cssBytes)} of CSS.`);
    console.log(`Load average at the end: ${loadAverage()}`);

    for (const [name, summaries] of [['brotli', brotli], ['gzip', gzip]] as const) {
      const landing = summaries.find((summary) => summary.route === '/')!;
      const verdict = landing.jsBytes <= LANDING_JS_BUDGET_BYTES ? 'within' : 'OVER';
      console.log(`\nLanding page JavaScript (${name}): ${kb(landing.jsBytes)} in ${landing.jsFiles} files, ${verdict} the ${kb(LANDING_JS_BUDGET_BYTES)} budget.`);
      if (verdict === 'OVER') failed = true;
      const uncompressed = summaries.flatMap((summary) => summary.uncompressedScripts.map((url) => `${summary.route} -> ${url}`));
      if (uncompressed.length > 0) {
        failed = true;
        console.log(`Scripts that did not arrive as ${name}:\n  ${[...new Set(uncompressed)].join('\n  ')}`);
      }
    }

    const signedIn = baseUrl === undefined ? signedInChunkFiles() : null;
    if (signedIn === null) {
      console.log('Chunk graph: not checked (the build manifest is read only for a local build).');
    } else {
      const leaks = brotli.flatMap((summary) => summary.jsUrls.filter((url) => signedIn.has(url)).map((url) => `${summary.route} -> ${url}`));
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
