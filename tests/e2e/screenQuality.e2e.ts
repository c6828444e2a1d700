import { beforeAll, describe, expect, inject, it } from 'vitest';
import { searchForFigures } from '../screenshots/screenSearches.ts';
import { appScreenshotRoutes, type ScreenshotUser } from '../screenshots/screenshotRoutes.ts';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { seriousViolations } from '../support/axe.ts';
import { openBrowser, type BrowserSession } from '../support/browser.ts';
import { fillRouteParams, sampleParams } from '../support/screens.ts';
import { markChartsStale, screenProblems, waitForScreen } from '../support/screenQuality.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// Every signed-in screen of the three demo roles at 1366 and 390 px (issue 22, "How it is checked";
// docs/ui.md, "Screen quality"): no text runs out of its card, no two chart labels overlap, no more
// than three toasts, axe-core finds no serious or critical violation, and no request the screen sends
// while it opens is refused (4xx/5xx). Fast by design: one
// context per role signed in once, each screen opened once and checked at both widths (a resize,
// not a second visit), charts awaited through their data-ready attribute rather than sleeps, axe on
// the whole page once per role and width and on <main> elsewhere. A failing screen is saved as
// test-results/screenshots/quality-<role>-<screen>-<width>.png and every problem is listed at the end.

const WIDE = { width: 1366, height: 900 };
const NARROW = { width: 390, height: 844 };

async function checkScreen(session: BrowserSession, label: string, width: number, fullAxe: boolean): Promise<string[]> {
  const { page } = session;
  const problems = await screenProblems(page);
  problems.push(...await seriousViolations(page, fullAxe ? {} : { within: 'main' }));
  if (problems.length === 0) return [];
  const file = await session.screenshot(`quality-${label.replace(/\.png$/, '').replace(/:/g, '-')}-${width}`);
  return problems.map((problem) => `${label} at ${width} px: ${problem} (${file})`);
}

async function checkRole(user: ScreenshotUser): Promise<{ problems: string[]; visited: number }> {
  const session = await openBrowser({ viewport: WIDE });
  const { page } = session;
  await signInAs(page, user);
  const params = await sampleParams(page);
  const context = { api: <T>(target: string) => apiFromPage<T>(page, target) };
  const problems: string[] = [];
  // a screen's own requests while it opens and settles: none may be refused (a 400 for a request the screen
  // should not have sent, such as the university autocomplete with no text)
  let refusedRequests: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/') && response.status() >= 400) refusedRequests.push(`${response.status()} ${response.request().method()} ${url.pathname}${url.search}`);
  });
  let viewport = WIDE;
  const axeDone = new Set<number>();
  let visited = 0;
  for (const route of appScreenshotRoutes().filter((r) => r.user === user)) {
    const pathname = fillRouteParams(route.route, params);
    const search = await searchForFigures(route.route, context);
    refusedRequests = [];
    await page.goto(`${pathname}${search}`);
    if (!(await waitForScreen(page))) problems.push(`${user}:${route.file} at ${viewport.width} px: the screen did not settle in 15 s`);
    if (new URL(page.url()).pathname !== pathname) continue; // redirected: the screen is not this role's
    visited++;
    problems.push(...refusedRequests.map((request) => `${user}:${route.file}: the screen sent a request the API refused: ${request}`));
    for (const size of [viewport, viewport === WIDE ? NARROW : WIDE]) {
      if (size !== viewport) {
        await markChartsStale(page);
        await page.setViewportSize(size);
        viewport = size;
        await waitForScreen(page, { timeoutMs: 5_000 });
      }
      problems.push(...await checkScreen(session, `${user}:${route.file}`, size.width, !axeDone.has(size.width)));
      axeDone.add(size.width);
    }
  }
  return { problems, visited };
}

describe('screen quality: every signed-in screen at 1366 and 390 px', () => {
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  }, 660_000);

  it.each<ScreenshotUser>(['university', 'faculty', 'admin'])('[QUALITY]: every %s screen keeps its text in its cards, its chart labels apart, at most three toasts, and passes axe', async (user) => {
    const { problems, visited } = await checkRole(user);
    expect(visited).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  }, 300_000);
});
