/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (page.evaluate callbacks run in the browser)
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { appScreenshotRoutes, type ScreenshotRoute, type ScreenshotUser } from '../screenshots/screenshotRoutes.ts';
import { searchForFigures } from '../screenshots/screenSearches.ts';
import { ensureAnalyticsComputed } from '../support/analytics.ts';
import { seriousViolations } from '../support/axe.ts';
import { openBrowser } from '../support/browser.ts';
import { fillRouteParams, sampleParams, waitForFigures } from '../support/screens.ts';
import { apiFromPage, signInAs } from '../support/signIn.ts';

// Issue 22, "How it is checked": every signed-in screen of every role (the route map, as the
// screenshots command visits it, with the same searches so that figures show), at desktop and
// phone widths, has no text overflowing its card, no two chart labels on top of each other and no
// chart label cut by its chart, no stack of more than three toasts, and no serious or critical axe
// violation. One context per role (one login), the phone width by resizing the same page.
// The rules are written down in docs/ui.md, "What every screen keeps".

const WIDTHS = [{ width: 1366, height: 900 }, { width: 390, height: 844 }] as const;
const MAX_TOASTS = 3;

/** What the page breaks of the layout rules, one sentence each (runs in the browser). */
function layoutProblems(maxToasts: number): string[] {
  const problems: string[] = [];
  const describe = (element: Element): string => {
    const name = element.getAttribute('aria-label') ?? element.getAttribute('title') ?? element.textContent ?? '';
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).filter(Boolean).slice(0, 2).join('.') : '';
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  };
  const visible = (element: Element): boolean => {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) return false;
    const style = getComputedStyle(element);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  };

  // 1. text overflowing its card
  const cards = document.querySelectorAll('.mantine-Card-root, .mantine-Paper-root');
  const reported = new Set<Element>();
  for (const card of cards) {
    if (!visible(card) || card.closest('.mantine-Notification-root, [role="dialog"] [role="dialog"]')) continue;
    for (const element of [card, ...card.querySelectorAll<HTMLElement>('*')]) {
      if (!(element instanceof HTMLElement) || reported.has(element)) continue;
      if (element.closest('.apexcharts-canvas, svg')) continue;
      if (element.scrollWidth <= element.clientWidth + 1 || !visible(element)) continue;
      const style = getComputedStyle(element);
      // an intentionally scrollable region: the keyboard reaches it, and it has a name
      const scrollable = style.overflowX === 'auto' || style.overflowX === 'scroll';
      if (scrollable && element.tabIndex >= 0) continue;
      // a shortened text that says its whole self on hover and to assistive technology
      if (style.textOverflow === 'ellipsis' && (element.title !== '' || element.closest('[title]') !== null)) continue;
      // visually hidden text (screen readers only)
      if (style.clip !== 'auto' && style.position === 'absolute') continue;
      reported.add(element);
      const why = scrollable ? 'scrolls but the keyboard cannot reach it' : style.overflowX === 'hidden' || style.overflowX === 'clip' ? 'is cut' : 'runs over its box';
      problems.push(`overflow: ${describe(element)} ${why} (${element.scrollWidth} px in ${element.clientWidth} px)`);
      if (problems.length > 30) return problems;
    }
  }

  // 2. chart labels: none on top of another, none cut by its chart
  // text elements only (a label's group spans all its siblings), named by their drawn text (not their <title>)
  const LABELS = [
    'text.apexcharts-datalabel', '.apexcharts-data-labels text', 'text.apexcharts-xaxis-label', 'text.apexcharts-yaxis-label',
    '.apexcharts-legend-text', 'text.apexcharts-pie-label', '[data-network-label]',
  ].join(', ');
  const drawnText = (label: Element): string => [...label.childNodes].filter((node) => node.nodeName !== 'title').map((node) => node.textContent ?? '').join('').trim();
  for (const chart of document.querySelectorAll('figure[data-chart], [data-network]')) {
    const svg = chart.querySelector('svg');
    if (!svg || !visible(svg)) continue;
    const frame = svg.getBoundingClientRect();
    const title = chart.getAttribute('data-chart') ?? chart.getAttribute('aria-label') ?? 'chart';
    const labels = [...new Set(chart.querySelectorAll(LABELS))]
      .filter((label) => visible(label) && drawnText(label) !== '')
      .map((label) => ({ text: drawnText(label), box: label.getBoundingClientRect(), legend: label.closest('.apexcharts-legend') !== null }));
    for (const label of labels) {
      if (label.legend) continue;
      const { box } = label;
      if (box.left < frame.left - 1 || box.right > frame.right + 1 || box.top < frame.top - 1 || box.bottom > frame.bottom + 1) {
        problems.push(`chart label cut: "${label.text}" in "${title}" reaches outside the chart`);
      }
      if (/(\.\.\.|…)$/.test(label.text)) problems.push(`chart label shortened: "${label.text}" in "${title}"`);
    }
    for (let i = 0; i < labels.length; i++) {
      for (let j = i + 1; j < labels.length; j++) {
        const a = labels[i]!.box;
        const b = labels[j]!.box;
        // more than 2 px of overlap both ways: glyph boxes of neighbours may touch
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 2 && y > 2) problems.push(`chart labels overlap: "${labels[i]!.text}" and "${labels[j]!.text}" in "${title}"`);
      }
    }
  }

  // 3. the toast stack
  const toasts = [...document.querySelectorAll('.mantine-Notification-root')].filter(visible).length;
  if (toasts > maxToasts) problems.push(`${toasts} toasts on screen at once (at most ${maxToasts})`);
  return problems;
}

async function checkScreen(page: Page, where: string, screenshot: (name: string) => Promise<string>): Promise<string[]> {
  const problems = [...await page.evaluate(layoutProblems, MAX_TOASTS), ...await seriousViolations(page)].map((problem) => `${where}: ${problem}`);
  if (problems.length > 0) problems.push(`${where}: screenshot ${await screenshot(where.replace(/[ /]+/g, '_'))}`);
  return problems;
}

async function checkEveryScreenOf(user: ScreenshotUser, routes: ScreenshotRoute[]): Promise<string[]> {
  const session = await openBrowser({ viewport: WIDTHS[0] });
  const { page } = session;
  await signInAs(page, user);
  const params = await sampleParams(page);
  const context = { api: <T>(target: string) => apiFromPage<T>(page, target) };
  const problems: string[] = [];
  for (const route of routes) {
    const pathname = fillRouteParams(route.route, params);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`${pathname}${await searchForFigures(route.route, context)}`);
    const settled = await waitForFigures(page, { stableMs: 300, timeoutMs: 30_000 });
    // an index or alias that redirects is the screen it leads to, checked under its own route
    if (new URL(page.url()).pathname.replace(/\/+$/, '') !== pathname.replace(/\/+$/, '')) continue;
    if (!settled) problems.push(`${user} ${route.route}: the screen had not drawn after 30 s`);
    for (const viewport of WIDTHS) {
      if (viewport !== WIDTHS[0]) {
        await page.setViewportSize(viewport);
        // charts redraw on resize; wait until they have
        await waitForFigures(page, { stableMs: 300, timeoutMs: 10_000 });
      }
      problems.push(...await checkScreen(page, `${user} ${route.route} ${viewport.width}px`, session.screenshot));
    }
  }
  return problems;
}

describe('every signed-in screen (issue 22)', () => {
  const routes = appScreenshotRoutes();
  beforeAll(async () => {
    await ensureAnalyticsComputed(inject('baseUrl'));
  });

  for (const user of ['university', 'faculty', 'admin'] as const) {
    it(`[${user.toUpperCase()}][SCREENS]: no overflowing text, overlapping or cut chart label, toast pile or serious axe violation at 1366 and 390 px`, async () => {
      const ofUser = routes.filter((route) => route.user === user);
      expect(ofUser.length).toBeGreaterThan(5);
      const problems = await checkEveryScreenOf(user, ofUser);
      // every problem in the log, not only the first lines of a diff
      if (problems.length > 0) console.error(`${problems.length} problem(s) on the ${user} screens:\n${problems.join('\n')}`);
      expect(problems).toEqual([]);
    }, 1_200_000);
  }
});
