/// <reference lib="dom" />
// (page.evaluate callbacks run in the browser)
// axe-core run inside a page, for the accessibility checks of the e2e specs (docs/adr/0002).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol rather than added as a <script>: the API's
// content-security policy (script-src 'self') refuses inline scripts, and the pages are checked
// under the policy they are served with.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * One line per serious or critical axe violation of the page as it is now: impact, rule, help and up
 * to three nodes. `within` limits the run to the first element matching a selector (the screen's
 * <main>, when the header and menu around it were checked once already); the whole page without it.
 */
export async function seriousViolations(page: Page, { within }: { within?: string } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = (selector === null ? null : document.querySelector(selector)) ?? document;
    const result = await axe.run(context, { resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.map((node) => ({ target: node.target })) }));
  }, within ?? null);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id} on ${violation.nodes.length} node(s): ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join('; ')})`);
}
