// A page in the run's one Chromium (started by e2eGlobalSetup.ts), with the app's base URL set.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject, onTestFinished } from 'vitest';
import { repoRoot } from '@ri/infra';

export interface BrowserSession {
  browser: Browser;
  /** A fresh context: no cookies or storage shared with other tests. */
  context: BrowserContext;
  /** page.goto('/sign-in') resolves against the app under test. */
  page: Page;
  baseUrl: string;
  /** Uncaught errors of the page's scripts, for tests that assert a screen runs cleanly. */
  pageErrors: string[];
  /** Saves the page as test-results/screenshots/<name>.png and returns the path. */
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');

function fileNameFor(text: string): string {
  return text.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 150) || 'page';
}

/**
 * Call it inside a test: the page is saved as test-results/screenshots/<test name>.png when the
 * test fails, and the context is closed when the test ends. Called outside a test (a beforeAll),
 * the caller closes it and takes screenshots itself.
 */
export async function openBrowser(options: { viewport?: { width: number; height: number } } = {}): Promise<BrowserSession> {
  const baseUrl = inject('baseUrl');
  const browser = await chromium.connect(inject('wsEndpoint'));
  const context = await browser.newContext({ baseURL: baseUrl, viewport: options.viewport ?? { width: 1366, height: 900 } });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  let closed = false;
  const session: BrowserSession = {
    browser, context, page, baseUrl, pageErrors,
    async screenshot(name) {
      await mkdir(screenshotDir, { recursive: true });
      const file = path.join(screenshotDir, `${fileNameFor(name)}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    async close() {
      if (closed) return;
      closed = true;
      await context.close().catch(() => {});
      // closes this connection only; the shared Chromium keeps running for the other specs
      await browser.close().catch(() => {});
    },
  };

  try {
    // one hook for both: vitest runs onTestFinished before onTestFailed, which would see a closed page
    onTestFinished(async (context) => {
      if (context.task.result?.state === 'fail' && !closed) {
        const file = await session.screenshot(context.task.name).catch(() => undefined);
        if (file) console.error(`Screenshot of the failed test: ${path.relative(repoRoot, file)}`);
      }
      await session.close();
    });
  } catch {
    // not inside a test: the caller owns the session's life
  }
  return session;
}

/**
 * A value the web app keeps in localStorage, or null. The root tsconfig has no DOM library, so a
 * spec cannot name `localStorage` inside page.evaluate itself; this declares the little it needs.
 */
export function readLocalStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((storageKey) => {
    const browserGlobal = globalThis as unknown as { localStorage: { getItem(name: string): string | null } };
    return browserGlobal.localStorage.getItem(storageKey);
  }, key);
}
