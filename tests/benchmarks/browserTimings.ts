/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (page.evaluate callbacks run in the browser)
// `npm run bench:browser`: how soon a signed-in person sees figures, in Chromium, on the demo data.
//
// - Login: from pressing Login on /login to the first dashboard's content (its heading, no loader
//   or skeleton, every chart drawn), for the university, faculty and admin demo users, RUNS times
//   each in a fresh context (cold cache). Goal: under 1 s.
// - Search: on every signed-in screen with a Search button, from the search to its results. The
//   screen is opened first (settled, untimed); then the search the screenshots use
//   (tests/screenshots/screenSearches.ts) is applied the way the Search button applies it, by the
//   router's navigation to the screen with the search in its URL (history.pushState + popstate), or,
//   for a screen without such a search, by pressing Search on its defaults. The time runs until the
//   last API answer after it has arrived and the screen has settled. Goal: under 300 ms.
//
// Starts what the e2e suite starts (tests/support/e2eGlobalSetup.ts: a database with the demo data,
// the API and workers serving the built web app, Chromium) and computes the statistics once.
// E2E_WEB_DIST=/tmp/x measures a build of one's own; RUNS=5 (default 3); USERS=university,faculty
// times only those users' logins and screens; SCREENS=hireImpact,authorrank times only the screens
// whose route contains one of those words (case-insensitive; their user's login is still timed, as
// the way in); BREAKDOWN=1 prints, for each run, its API requests (sent-answered, ms from the start)
// and when the screen settled, PROFILE=1 the page's 15 costliest functions (CPU profile) during each
// search, to see where the time goes. Prints a Markdown table
// and the load average: the machine is shared, so record `uptime` beside the figures
// (docs/benchmarks/browser.md).
import os from 'node:os';
import { chromium, type Page } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import setUpE2e, { e2eDemoPassword } from '../support/e2eGlobalSetup.ts';
import { fillRouteParams, sampleParams } from '../support/screens.ts';
import { waitForScreen } from '../support/screenQuality.ts';
import { apiFromPage } from '../support/signIn.ts';
import { searchForFigures } from '../screenshots/screenSearches.ts';
import { appScreenshotRoutes, type ScreenshotUser } from '../screenshots/screenshotRoutes.ts';

const ALL_USERS: ScreenshotUser[] = ['university', 'faculty', 'admin'];
const listFromEnv = (value: string | undefined) => (value ?? '').split(',').map((word) => word.trim().toLowerCase()).filter((word) => word !== '');
const chosenUsers = listFromEnv(process.env.USERS);
const USERS = chosenUsers.length === 0 ? ALL_USERS : ALL_USERS.filter((user) => chosenUsers.includes(user));
const chosenScreens = listFromEnv(process.env.SCREENS);
const screenChosen = (route: string) => chosenScreens.length === 0 || chosenScreens.some((word) => route.toLowerCase().includes(word));
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
/** BREAKDOWN=1: print each timed run's API requests (sent-answered, ms from the start) and when the screen settled */
const BREAKDOWN = process.env.BREAKDOWN === '1';
/** PROFILE=1: print the 15 functions with the most CPU time (self) in the page during each timed search */
const PROFILE = process.env.PROFILE === '1';
const LOGIN_GOAL_MS = 1_000;
const SEARCH_GOAL_MS = 300;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};
const loadAverage = () => os.loadavg().map((value) => value.toFixed(1)).join(' ');

/**
 * In the page: the time from `start` (performance.now()) to the moment the screen settled after the
 * last API answer that arrived after `start`; null until an API answer arrived and the screen has
 * stayed settled for 200 ms.
 */
async function settledAfter(page: Page, start: number, timeoutMs = 30_000): Promise<number | null> {
  try {
    const handle = await page.waitForFunction((since) => {
      // no named inner functions: tsx would wrap them in a helper (__name) the page does not have
      const state = window as unknown as { benchSettled?: number };
      const heading = [...document.querySelectorAll('h1, main h2, main h3')].some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
      // a button's spinner still fading out (Mantine's 150 ms transition) after its button stopped loading is not a wait
      const busy = [...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')].some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('button:not([data-loading])'));
      const charts = [...document.querySelectorAll('figure[data-chart]')].every((figure) => figure.getAttribute('data-ready') === 'true');
      const answers = performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/api/') && entry.startTime >= since);
      if (!heading || busy || !charts || answers.length === 0) {
        state.benchSettled = undefined;
        return null;
      }
      const lastAnswer = Math.max(...answers.map((entry) => (entry as PerformanceResourceTiming).responseEnd));
      state.benchSettled ??= performance.now();
      if (performance.now() - state.benchSettled < 200) return null;
      // where the time went: each API request (from the start: sent, answered) and the rest after the last answer
      const requests = answers.map((entry) => `${new URL(entry.name).pathname.replace(/^\/api\//, '')} ${Math.round(entry.startTime - since)}-${Math.round((entry as PerformanceResourceTiming).responseEnd - since)}`);
      // the code it waited for: the script and style files fetched since the start (count, first sent, last arrived)
      const code = performance.getEntriesByType('resource').filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname) && entry.startTime >= since);
      const codeText = code.length === 0 ? 'no code' : `code ${code.length} files ${Math.round(Math.min(...code.map((entry) => entry.startTime)) - since)}-${Math.round(Math.max(...code.map((entry) => (entry as PerformanceResourceTiming).responseEnd)) - since)}`;
      // the main thread's long frames (Long Animation Frames, over 50 ms): start+duration, of which script and style/layout
      const frames = (state as { benchFrames?: { startTime: number; duration: number; styleAndLayoutStart: number; scripts: { duration: number }[] }[] }).benchFrames ?? [];
      const framesText = frames.filter((frame) => frame.startTime >= since).map((frame) => `${Math.round(frame.startTime - since)}+${Math.round(frame.duration)} (js ${Math.round(frame.scripts.reduce((sum, script) => sum + script.duration, 0))}, layout ${frame.styleAndLayoutStart > 0 ? Math.round(frame.startTime + frame.duration - frame.styleAndLayoutStart) : 0})`).join(', ');
      const draws = ((state as { benchDraws?: number[] }).benchDraws ?? []).filter((time) => time >= since).map((time) => Math.round(time - since));
      const drawsText = `${draws.length} chart drawings${draws.length === 0 ? '' : ` at ${draws.join(' ')}`} for ${document.querySelectorAll('figure[data-chart]').length} charts`;
      return { ms: Math.max(lastAnswer, state.benchSettled) - since, detail: `${requests.join(', ')}; ${codeText}; long frames ${framesText || 'none'}; ${drawsText}; settled ${Math.round(state.benchSettled - since)}` };
    }, start, { polling: 'raf', timeout: timeoutMs });
    const { ms, detail } = await handle.jsonValue() as { ms: number; detail: string };
    if (BREAKDOWN) console.log(`    ${page.url().replace(/^https?:\/\/[^/]+/, '').slice(0, 60)}: ${Math.round(ms)} ms = ${detail}`);
    return Math.round(ms);
  } catch {
    return null;
  }
}

/** BREAKDOWN=1, in every page of the context: keeps the Long Animation Frames (main-thread frames over 50 ms) for settledAfter to print. */
function recordLongFrames(): void {
  const state = window as unknown as { benchFrames?: PerformanceEntry[]; benchDraws?: number[] };
  state.benchFrames = [];
  // each chart drawing, first or again (ApexCharts makes a new <svg class="apexcharts-svg"> each time): when it happened
  state.benchDraws = [];
  const seen = new WeakSet<Element>();
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const svg of node.matches('svg.apexcharts-svg') ? [node] : node.querySelectorAll('svg.apexcharts-svg')) {
          if (seen.has(svg)) continue;
          seen.add(svg);
          state.benchDraws!.push(performance.now());
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => state.benchFrames!.push(...list.getEntries())).observe({ type: 'long-animation-frame', buffered: true });
  } catch {
    // a browser without Long Animation Frames: no frames printed
  }
}

/** Waits (at most 5 s) until the page has fetched nothing new for 300 ms. */
async function quietNetwork(page: Page): Promise<void> {
  let count = -1;
  for (let waited = 0; waited < 5_000; waited += 300) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => (entry as PerformanceResourceTiming).responseEnd > 0).length);
    if (now === count) return;
    count = now;
    await page.waitForTimeout(300);
  }
}

async function timeLogin(page: Page, user: ScreenshotUser): Promise<number | null> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(user);
  await page.getByLabel('Password', { exact: true }).fill(e2eDemoPassword);
  // a person takes seconds to type; fill() takes none: the clock starts once what the page fetches while the fields
  // are typed in (the first screens' code, docs/benchmarks/browser.md) has arrived, as it would have by the press
  await quietNetwork(page);
  // the clock of a full page: performance.now() survives the app's client-side navigation
  const start = await page.evaluate(() => {
    performance.setResourceTimingBufferSize(100_000);
    performance.clearResourceTimings();
    (window as unknown as { benchSettled?: number }).benchSettled = undefined;
    return performance.now();
  });
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/dashboard'), { timeout: 30_000 });
  return settledAfter(page, start);
}

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; hitCount?: number }

/** PROFILE=1: the functions that took the most CPU (self time) in the page during one timed search. */
async function profiled<T>(page: Page, run: () => Promise<T>): Promise<T> {
  if (!PROFILE) return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = await cdp.send('Profiler.stop') as unknown as { profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] } };
  const selfMs = new Map<number, number>();
  profile.samples.forEach((id, index) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000));
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const file = node.callFrame.url.split('/').pop() ?? '';
    const key = `${node.callFrame.functionName || '(anonymous)'} ${file}:${node.callFrame.lineNumber}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + (selfMs.get(node.id) ?? 0));
  }
  const top = [...byFunction].filter(([key]) => !key.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 15);
  console.log(top.map(([key, ms]) => `      ${Math.round(ms)} ms ${key}`).join('\n'));
  await cdp.detach();
  return result;
}

async function timeSearch(page: Page, path: string, search: string): Promise<number | null> {
  const start = await page.evaluate(() => {
    performance.setResourceTimingBufferSize(100_000);
    (window as unknown as { benchSettled?: number }).benchSettled = undefined;
    return performance.now();
  });
  if (search === '') {
    await page.getByRole('button', { name: 'Search', exact: true }).first().click({ timeout: 5_000 });
  } else {
    await page.evaluate((target) => {
      window.history.pushState(window.history.state, '', target);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, `${path}${search}`);
  }
  return settledAfter(page, start, 20_000);
}

async function main(): Promise<void> {
  const provided = new Map<string, unknown>();
  const project = { provide: (key: string, value: unknown) => void provided.set(key, value) } as unknown as TestProject;
  console.log('Starting a database with the demo data, the API, the workers and Chromium…');
  const teardown = await setUpE2e(project);
  try {
    const baseUrl = String(provided.get('baseUrl'));
    console.log('Computing the statistics…');
    await ensureAnalyticsComputed(baseUrl);
    const browser = await chromium.connect(String(provided.get('wsEndpoint')));
    const loginRows: string[] = [];
    const searchRows: string[] = [];
    let overGoal = 0;
    // a Search that sent no request (disabled until a choice, or its results already shown): nothing to time
    let noAnswer = 0;
    try {
      for (const user of USERS) {
        const times: number[] = [];
        let page: Page | null = null;
        for (let run = 0; run < runs + 1; run++) {
          await page?.context().close();
          const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
          if (BREAKDOWN) await context.addInitScript(recordLongFrames);
          page = await context.newPage();
          const ms = await timeLogin(page, user);
          // the first run warms the server (its caches, the statistics' first reads): not counted
          if (run > 0 && ms !== null) times.push(ms);
        }
        const landed = page === null ? '' : new URL(page.url()).pathname;
        const value = times.length === 0 ? null : median(times);
        if (value === null || value > LOGIN_GOAL_MS) overGoal++;
        loginRows.push(`| ${user} | ${landed} | ${value ?? 'did not settle'} | ${times.join(', ')} | ${loadAverage()} |`);
        console.log(loginRows.at(-1));

        if (page === null) continue;
        const params = await sampleParams(page);
        const context = { api: <T>(target: string) => apiFromPage<T>(page!, target) };
        for (const route of appScreenshotRoutes().filter((r) => r.user === user && screenChosen(r.route))) {
          const path = fillRouteParams(route.route, params);
          await page.goto(path);
          await waitForScreen(page);
          if (new URL(page.url()).pathname !== path) continue;
          if ((await page.getByRole('button', { name: 'Search', exact: true }).count()) === 0) continue;
          const search = await searchForFigures(route.route, context);
          // a screen whose Search waits for a choice (no search of the screenshots' for it) is not timed
          if (search === '' && !(await page.getByRole('button', { name: 'Search', exact: true }).first().isEnabled())) continue;
          const timesOf: number[] = [];
          for (let run = 0; run < runs; run++) {
            if (run > 0) {
              await page.goto(path);
              await waitForScreen(page);
            }
            const ms = await profiled(page, () => timeSearch(page!, path, search));
            if (ms !== null) timesOf.push(ms);
          }
          const searchValue = timesOf.length === 0 ? null : median(timesOf);
          if (searchValue === null) noAnswer++;
          else if (searchValue > SEARCH_GOAL_MS) overGoal++;
          searchRows.push(`| ${user} | ${route.route} | ${search === '' ? 'Search on the defaults' : 'the screenshots\' search'} | ${searchValue ?? 'no answer'} | ${timesOf.join(', ')} | ${loadAverage()} |`);
          console.log(searchRows.at(-1));
        }
        await page.context().close();
      }
    } finally {
      await browser.close();
    }
    console.log(`\nLogin to the first dashboard's content (goal < ${LOGIN_GOAL_MS} ms), median of ${runs} after one warm-up:\n`);
    console.log('| User | Lands on | Median ms | Runs ms | Load average (1, 5, 15 min) |\n|---|---|---:|---|---|');
    console.log(loginRows.join('\n'));
    console.log(`\nSearch to results (goal < ${SEARCH_GOAL_MS} ms), median of ${runs}:\n`);
    console.log('| User | Screen | Search | Median ms | Runs ms | Load average |\n|---|---|---|---:|---|---|');
    console.log(searchRows.join('\n'));
    console.log(`\n${overGoal} figure(s) over the goal, ${noAnswer} Search(es) without an answer to time; load average now ${loadAverage()} on ${os.cpus().length} CPUs.`);
  } finally {
    await teardown();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
