/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// (page.evaluate callbacks run in the browser)
// The in-page checks of the screen-quality e2e (tests/e2e/screenQuality.e2e.ts): text that runs out
// of its card, chart labels drawn over each other, toast stacks, and waiting for a screen to settle.
import type { Page } from 'playwright-core';

/** The most toasts a screen may show at once (docs/ui.md, "Feedback"). */
export const MAX_TOASTS = 3;

/**
 * Waits until the screen has settled: a heading, no loader, skeleton or busy region, and every chart
 * drawn (figure[data-chart][data-ready="true"], set by Chart when ApexCharts has drawn), unchanged for
 * `stableMs`. Polls inside the page (one round trip), false after `timeoutMs`.
 */
export async function waitForScreen(page: Page, { stableMs = 300, timeoutMs = 15_000 } = {}): Promise<boolean> {
  try {
    await page.waitForFunction((stable) => {
      // no named inner functions: tsx (the benchmarks) would wrap them in a helper the page lacks
      const heading = [...document.querySelectorAll('h1, main h2, main h3')].some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
      const busy = [...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root, [aria-busy="true"]')].some((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden');
      const charts = [...document.querySelectorAll('figure[data-chart]')].every((figure) => figure.getAttribute('data-ready') === 'true');
      const state = window as unknown as { screenSettledSince?: number };
      if (!heading || busy || !charts) {
        state.screenSettledSince = undefined;
        return false;
      }
      state.screenSettledSince ??= performance.now();
      return performance.now() - state.screenSettledSince >= stable;
    }, stableMs, { polling: 100, timeout: timeoutMs });
    return true;
  } catch {
    return false;
  }
}

/** Marks every chart as not drawn (before a resize): waitForScreen then waits for their redraw. */
export async function markChartsStale(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const figure of document.querySelectorAll('figure[data-chart]')) figure.setAttribute('data-ready', 'stale');
    (window as unknown as { screenSettledSince?: number }).screenSettledSince = undefined;
  });
}

/**
 * One line per problem of the screen as drawn now:
 * - text that runs out of its card, or out of its own box into its neighbours (a text node whose box
 *   passes the card's edge, or its element's edge while that element lets it overflow), outside the
 *   intended scroll containers (overflow-x auto or scroll) and the charts' SVG; a badge whose label is
 *   cut ("COMPLE…");
 * - two text labels of one chart (data labels, axis labels, legend texts) whose boxes overlap by more
 *   than 2 px both ways; bubbles, markers and rotated axis labels are not compared;
 * - a table that scrolls sideways, hiding columns, although its columns fit beside each other in the
 *   width it has (the table at its narrowest, text wrapped, is no wider than its scroll container): a
 *   fixed minimum width hid Interesting Facts' 'Other' and Department Facts' 'Citations' on a 1280 px
 *   screen;
 * - more than MAX_TOASTS toasts at once.
 */
export async function screenProblems(page: Page): Promise<string[]> {
  return page.evaluate((maxToasts) => {
    const problems: string[] = [];
    const visible = (element: Element) => {
      if (element.getClientRects().length === 0) return false;
      const style = getComputedStyle(element);
      return style.visibility !== 'hidden' && style.opacity !== '0';
    };
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
    };
    const scrolls = (element: Element) => ['auto', 'scroll'].includes(getComputedStyle(element).overflowX);

    // text out of its card
    const cards = [...document.querySelectorAll('.mantine-Paper-root, .mantine-Card-root')]
      .filter((card) => visible(card) && !card.closest('.mantine-Notification-root, .mantine-Popover-dropdown, .mantine-Menu-dropdown, .mantine-Combobox-dropdown, .mantine-Tooltip-tooltip'));
    const reported = new Set<Element>();
    for (const card of cards) {
      if (scrolls(card)) continue;
      const cardBox = card.getBoundingClientRect();
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (parent === null || (node.textContent ?? '').trim() === '' || reported.has(parent)) continue;
        if (parent.closest('svg, input, textarea, select, [data-chart], .mantine-visually-hidden, .mantine-VisuallyHidden-root, [hidden]') || !visible(parent)) continue;
        // an intended scroll container between the text and the card
        let inScroller = false;
        for (let up: Element | null = parent; up !== null && up !== card; up = up.parentElement) {
          if (scrolls(up)) {
            inScroller = true;
            break;
          }
        }
        if (inScroller) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        if (box.width === 0) continue;
        const parentBox = parent.getBoundingClientRect();
        const style = getComputedStyle(parent);
        let problem: string | null = null;
        if (box.right > cardBox.right + 1 || box.left < cardBox.left - 1) problem = `runs out of its card by ${Math.round(Math.max(box.right - cardBox.right, cardBox.left - box.left))} px`;
        else if (style.overflowX === 'visible' && style.display !== 'inline' && box.right > parentBox.right + 2) problem = `runs out of its box by ${Math.round(box.right - parentBox.right)} px`;
        else if (parent.closest('.mantine-Badge-label') && box.right > parentBox.right + 1) problem = 'is cut in its badge';
        if (problem !== null) {
          reported.add(parent);
          problems.push(`text ${describe(parent)} ${problem}`);
        }
      }
    }

    // chart labels over each other
    for (const figure of document.querySelectorAll('figure[data-chart]')) {
      const labels = [...figure.querySelectorAll('text.apexcharts-datalabel, .apexcharts-data-labels text, text.apexcharts-xaxis-label, text.apexcharts-yaxis-label, text.apexcharts-pie-label, .apexcharts-legend-text, [data-chart-label]')]
        .filter((label) => visible(label) && (label.textContent ?? '').trim() !== '' && !/rotate\((?!0[ ,)])/.test(label.getAttribute('transform') ?? ''))
        .map((label) => ({ label, box: label.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0);
      for (let i = 0; i < labels.length; i++) {
        for (let j = i + 1; j < labels.length; j++) {
          const a = labels[i]!.box;
          const b = labels[j]!.box;
          const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (width > 2 && height > 2) {
            problems.push(`chart "${figure.getAttribute('data-chart') ?? ''}": labels ${describe(labels[i]!.label)} and ${describe(labels[j]!.label)} overlap`);
          }
        }
      }
    }

    // tables hidden behind a sideways scroll they do not need
    for (const table of document.querySelectorAll('table')) {
      if (!visible(table)) continue;
      let scroller: HTMLElement | null = table.parentElement;
      while (scroller !== null && !(scrolls(scroller) && scroller.scrollWidth > scroller.clientWidth + 1)) scroller = scroller.parentElement;
      if (scroller === null) continue;
      // the table at its narrowest: every box between it and the scroller may shrink, the table to its min-content
      const boxes: HTMLElement[] = [];
      for (let up = table.parentElement; up !== null && up !== scroller; up = up.parentElement) boxes.push(up);
      const saved = [table, ...boxes].map((element) => [element.style.minWidth, element.style.width] as const);
      for (const box of boxes) box.style.minWidth = '0';
      (table as HTMLElement).style.minWidth = '0';
      (table as HTMLElement).style.width = 'min-content';
      const narrowest = table.getBoundingClientRect().width;
      [table as HTMLElement, ...boxes].forEach((element, i) => {
        element.style.minWidth = saved[i]![0];
        element.style.width = saved[i]![1];
      });
      if (narrowest <= scroller.clientWidth) {
        problems.push(`table "${table.getAttribute('aria-label') ?? describe(table)}" scrolls sideways (${scroller.scrollWidth - scroller.clientWidth} px hidden) though its columns fit in its ${scroller.clientWidth} px`);
      }
    }

    const toasts = [...document.querySelectorAll('.mantine-Notification-root')].filter(visible).length;
    if (toasts > maxToasts) problems.push(`${toasts} toasts at once (at most ${maxToasts})`);
    return problems;
  }, MAX_TOASTS);
}
