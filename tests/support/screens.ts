// Waiting for a signed-in screen to finish drawing, shared by the screenshots command and the
// e2e journeys.
import type { Page } from 'playwright-core';
import { apiFromPage } from './signIn.ts';

/** True when the screen has drawn: a heading, no loader, skeleton or busy region, and every chart rendered. */
export async function looksSettled(page: Page): Promise<boolean> {
  const headings = await page.locator('h1:visible').count();
  const busy = await page.locator('.mantine-Loader-root:visible, .mantine-Skeleton-root:visible, [aria-busy="true"]:visible').count();
  const charts = await page.locator('figure[data-chart]').count();
  const drawn = await page.locator('figure[data-chart] .apexcharts-canvas').count();
  return headings > 0 && busy === 0 && drawn >= charts;
}

/**
 * Waits until the screen has looked settled for `stableMs` in a row (the router shows its pending
 * loader only after a moment, and figures arrive in waves), at most `timeoutMs`. False when it
 * never settled.
 */
export async function waitForFigures(page: Page, { stableMs = 1_000, timeoutMs = 60_000 } = {}): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let settledSince: number | null = null;
  while (Date.now() < deadline) {
    if (await looksSettled(page)) {
      settledSince ??= Date.now();
      if (Date.now() - settledSince >= stableMs) {
        await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
        return true;
      }
    } else {
      settledSince = null;
    }
    await page.waitForTimeout(150);
  }
  return false;
}

/** A route of the route map with its parameters ($id) filled in. */
export function fillRouteParams(route: string, params: Record<string, string>): string {
  return route.replace(/\$(\w+)/g, (_m, name: string) => params[name] ?? name);
}

/** Route parameters for a signed-in user: $id is the demo faculty member's author id (1 for users without one). */
export async function sampleParams(page: Page): Promise<Record<string, string>> {
  const session = await apiFromPage<{ author_id: number | null }>(page, '/session');
  return { id: String(session.author_id ?? 1) };
}
