// ri/audit-in-transaction (eslint.config.js): an API audit entry is written in its change's transaction
// (docs/reliability.md, "Faults"); a call without the transaction fails lint, except the entries of AUDIT_WITHOUT_CHANGE
// (events with no data change) in the file that lists them.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function auditMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'ri/audit-in-transaction').map((message) => message.message);
}

const prelude = 'declare const audit: { record(...args: unknown[]): Promise<void> };\ndeclare const db: unknown;\ndeclare const trx: unknown;\ndeclare const deps: { audit: typeof audit };\n';

describe('ri/audit-in-transaction', () => {
  it.each([
    ['without an executor', "export const f = () => audit.record(null, { action: 'claim.approve', entityType: 'author_claim', entityId: 1 }, '');\n", /4th argument/],
    ['without ip and executor', "export const f = () => audit.record(null, { action: 'settings.invitation_accepted', entityType: 'user', entityId: 1 });\n", /4th argument/],
    ['through a deps object', "export const f = () => deps.audit.record(null, { action: 'claim.approve', entityType: 'author_claim', entityId: 1 }, '');\n", /4th argument/],
    ['given the service\'s db', "export const f = () => audit.record(null, { action: 'claim.approve', entityType: 'author_claim', entityId: 1 }, '', db);\n", /not the change's transaction/],
    ['an allowed action outside its file', "export const f = () => audit.record(null, { action: 'impersonated.request', entityType: 'route', entityId: 'GET /' }, '');\n", /4th argument/],
  ])('an API service calling audit.record %s is refused', async (_name, code, expected) => {
    expect((await auditMessages('services/api/src/domains/fixture/service.ts', prelude + code)).join('\n')).toMatch(expected);
  }, 60_000);

  it.each([
    ['services/api/src/domains/fixture/service.ts', "export const f = () => audit.record(null, { action: 'claim.approve', entityType: 'author_claim', entityId: 1 }, '', trx);\n"],
    ['services/api/src/domains/audit/service.ts', "export const f = () => audit.record(null, { action: 'impersonated.request', entityType: 'route', entityId: 'GET /' }, '');\n"],
    // another object's record method is not the audit service's
    ['services/api/src/domains/fixture/service.ts', "declare const metrics: { record(x: number): void };\nexport const f = () => metrics.record(1);\n"],
  ])('%s: %s is accepted', async (filePath, code) => {
    expect(await auditMessages(filePath, prelude + code)).toEqual([]);
  }, 60_000);
});
