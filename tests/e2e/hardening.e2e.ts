// The built app under the API's content-security policy (docs/reliability.md, "Production settings").
import { describe, expect, it } from 'vitest';
import { openBrowser } from '../support/browser.ts';
import { signInAs } from '../support/signIn.ts';

interface Violation { directive: string; blocked: string; source: string }

describe('content-security policy', () => {
  it('[SECURITY][CSP]: the public site and a dashboard with charts render with no policy violation', async () => {
    const session = await openBrowser();
    const { page, context } = session;
    // every violation the browser reports, from the first script on
    await context.addInitScript(() => {
      const store = globalThis as unknown as { cspViolations: Violation[]; document: { addEventListener(type: string, listener: (event: { violatedDirective: string; blockedURI: string; sourceFile: string }) => void): void } };
      store.cspViolations = [];
      store.document.addEventListener('securitypolicyviolation', (event) => {
        store.cspViolations.push({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
      });
    });
    const consoleProblems: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) consoleProblems.push(message.text());
    });
    const violations = () => page.evaluate(() => (globalThis as unknown as { cspViolations: Violation[] }).cspViolations);

    const landing = await page.goto('/');
    const policy = landing?.headers()['content-security-policy'] ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    await page.getByRole('heading', { level: 1, name: 'Research Performance Insights' }).waitFor({ timeout: 30_000 });
    expect(await violations()).toEqual([]);

    // Mantine's run-time <style> and ApexCharts' SVG styles are the parts a strict policy would block
    await signInAs(page, 'university');
    await page.goto('/dashboards/home');
    await page.locator('.apexcharts-svg').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    expect(await violations()).toEqual([]);
    expect(consoleProblems).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
