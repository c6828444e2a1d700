// npm run screenshots: a picture of every signed-in screen in docs/screenshots/<layout>-<screen>.png.
//
// Starts what the e2e suite starts (tests/support/e2eGlobalSetup.ts: a fresh database with the demo
// data, the API and workers serving the built web app, one Chromium), computes the statistics once,
// signs in as the demo `university`, `faculty` and `admin` users and visits every route of the
// route map at 1366x900, waiting for each screen's figures before taking the picture. Not part of
// `npm test`. E2E_WEB_DIST=<folder> uses a build of one's own; otherwise web/dist, rebuilt first
// when older than the sources.
//
//   npm run screenshots                              every screen
//   npm run screenshots -- --only comparegender      the routes containing that text (repeatable)
//   npm run screenshots -- --keep-running            then leaves the app up (its URL is printed) until Ctrl-C
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildWebApp, isWebBuildStale, repoRoot } from '@ri/infra';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import setUpE2e from '../support/e2eGlobalSetup.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';
import { fillRouteParams, sampleParams, waitForFigures } from '../support/screens.ts';
import { appScreenshotRoutes, type ScreenshotRoute, type ScreenshotUser } from './screenshotRoutes.ts';
import { searchForFigures, type ScreenshotContext } from './screenSearches.ts';

const VIEWPORT = { width: 1366, height: 900 };
const OUTPUT_DIR = path.join(repoRoot, 'docs', 'screenshots');
const USERS: ScreenshotUser[] = ['university', 'faculty', 'admin'];

async function shoot(page: Page, route: ScreenshotRoute, params: Record<string, string>, context: ScreenshotContext): Promise<string> {
  const pathname = fillRouteParams(route.route, params);
  const search = await searchForFigures(route.route, context);
  await page.goto(`${pathname}${search}`);
  // a route that only redirects (an index, a casing alias) is the screen it leads to: no picture of its own
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  if (new URL(page.url()).pathname !== pathname) return `skipped ${route.route} (redirects to ${new URL(page.url()).pathname})`;
  const settled = await waitForFigures(page);
  await page.screenshot({ path: path.join(OUTPUT_DIR, route.file), fullPage: true });
  return `${route.file}${settled ? '' : ' (some figures had not loaded after 60 s)'}`;
}

async function shootAs(browser: Browser, baseUrl: string, user: ScreenshotUser, routes: ScreenshotRoute[]): Promise<void> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: VIEWPORT, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await signInAs(page, user);
    const params = await sampleParams(page);
    const screenContext: ScreenshotContext = { api: (target) => apiFromPage(page, target) };
    for (const route of routes) {
      try {
        console.log(`[${user}] ${await shoot(page, route, params, screenContext)}`);
      } catch (error) {
        console.error(`[${user}] ${route.route}: ${(error as Error).message}`);
        process.exitCode = 1;
      }
    }
  } finally {
    await context.close();
  }
}

function parseArguments(argv: readonly string[]): { only: string[]; keepRunning: boolean } {
  const only: string[] = [];
  let keepRunning = false;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--keep-running') keepRunning = true;
    else if (argv[i] === '--only' && argv[i + 1] !== undefined) only.push(argv[++i]!);
    else throw new Error(`Unknown argument ${argv[i]}: use --only <text> or --keep-running.`);
  }
  return { only, keepRunning };
}

/**
 * Ctrl-C or SIGTERM at any point stops the app, drops the database and exits. Playwright's own
 * SIGINT handler (installed when the setup launches Chromium) would exit before the database is
 * dropped, so it is replaced; the teardown closes Chromium itself. Repeated signals (npm relays
 * Ctrl-C a second time) are ignored.
 */
function stopOnSignals(teardown: () => Promise<void>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping…');
    void teardown().finally(() => process.exit(130));
  };
  // npm runs this script with `node --import tsx`, not the tsx command: under load, the tsx command
  // kills its child when the child is slow to acknowledge a Ctrl-C, which would skip the teardown
  for (const listener of process.listeners('SIGINT')) process.off('SIGINT', listener);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

async function main(): Promise<void> {
  const options = parseArguments(process.argv.slice(2));
  if (!process.env.E2E_WEB_DIST && await isWebBuildStale()) {
    console.log('web/dist is older than the sources: building the web app first');
    await buildWebApp();
  }
  await mkdir(OUTPUT_DIR, { recursive: true });
  // the e2e setup hands its values to vitest's project.provide; here they are simply kept
  const provided = new Map<string, unknown>();
  const project = { provide: (key: string, value: unknown) => void provided.set(key, value) } as unknown as TestProject;
  console.log('Starting a database with the demo data, the API, the workers and Chromium…');
  const teardown = await setUpE2e(project);
  stopOnSignals(teardown);
  try {
    const baseUrl = String(provided.get('baseUrl'));
    console.log('Computing the statistics…');
    await ensureAnalyticsComputed(baseUrl);
    const routes = appScreenshotRoutes().filter((route) => options.only.length === 0 || options.only.some((text) => route.route.includes(text)));
    const browser = await chromium.connect(String(provided.get('wsEndpoint')));
    try {
      for (const user of USERS) {
        const ofUser = routes.filter((route) => route.user === user);
        if (ofUser.length > 0) await shootAs(browser, baseUrl, user, ofUser);
      }
    } finally {
      await browser.close();
    }
    console.log(`Screenshots in ${path.relative(repoRoot, OUTPUT_DIR)}/`);
    if (options.keepRunning) {
      console.log(`The app is running at ${baseUrl} (demo users, password demo-password); Ctrl-C stops it.`);
      await new Promise<never>(() => undefined);
    }
  } finally {
    await teardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
