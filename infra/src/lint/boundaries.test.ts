// The boundary rules of eslint.config.js fire on a violation: each case lints a line of fixture code as
// if it lived at a path of the repository (ARCHITECTURE.md, "Boundaries").
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function rulesFired(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('boundaries enforced by lint', () => {
  it.each([
    ['packages/db/src/fixture.ts', "import { x } from '../../../services/api/src/domains/dashboards/queries.ts';\nexport const y = x;\n", /A package never imports services/],
    ['packages/metrics/src/fixture.ts', "import { x } from '@ri/workers';\nexport const y = x;\n", /A package never imports the API, the workers/],
    ['services/api/test/fixture.test.ts', "import { x } from '../../../packages/db/src/demo/departments.ts';\nexport const y = x;\n", /through its package name/],
    ['tests/e2e/fixture.e2e.ts', "import { x } from '../../workers/src/runtime.ts';\nexport const y = x;\n", /through its package name/],
    ['services/api/src/domains/fixture/service.ts', 'export const f = (db: { selectFrom(t: string): unknown }) => db.selectFrom(\'users\');\n', /A service calls its queries module/],
    ['services/api/src/domains/fixture/service.ts', "import { sql } from 'kysely';\nexport const y = sql;\n", /A service calls its queries module/],
    // Kysely code is in a queries module in every file of a domain and of the workers
    ['services/api/src/domains/claims/evidence.ts', 'export const f = (db: { selectFrom(t: string): unknown }) => db.selectFrom(\'users\');\n', /goes in the queries module/],
    ['workers/src/dataIssueDetection/processor.ts', 'export const f = (db: { insertInto(t: string): unknown }) => db.insertInto(\'data_issues\');\n', /goes in the queries module/],
    ['workers/src/fixture/processor.ts', "import { sql } from 'kysely';\nexport const y = sql;\n", /A worker calls its queries module/],
    ['workers/src/fixture/processor.ts', "import { x } from '../../../packages/db/src/index.ts';\nexport const y = x;\n", /through its package name/],
    // the sandbox holds next to the other rules (ESLint keeps the last block's options for a rule)
    ['services/api/src/http/fixture.ts', "import x from 'pdf-lib';\nexport const y = x;\n", /Parsers run in the workers' sandbox/],
    ['services/api/src/domains/fixture/service.ts', "import { x } from '@ri/workers';\nexport const y = x;\n", /does not load the workers' processors/],
    ['services/api/src/domains/fixture/routes.ts', "import { x } from '../../../../../packages/db/src/index.ts';\nexport const y = x;\n", /through its package name/],
    // the web app imports a domain's contracts, never the barrel (and the workspace rule still holds there)
    ['web/src/screens/fixture/fixture.ts', "import type { TSessionInfo } from '@ri/contracts';\nexport type Y = TSessionInfo;\n", /not the barrel/],
    ['web/src/routes/_public/fixture.tsx', "import { ZLoginBody } from '@ri/contracts';\nexport const y = ZLoginBody;\n", /not the barrel/],
    ['web/src/screens/fixture/fixture.ts', "import { x } from '../../../../packages/db/src/index.ts';\nexport const y = x;\n", /through its package name/],
    // a domain uses its own queries.ts; what several domains run is in services/api/src/queries/
    ['services/api/src/domains/departments/service.ts', "import * as profileQueries from '../profile/queries.ts';\nexport const y = profileQueries;\n", /belongs to the profile domain/],
    ['services/api/src/domains/profile/update/write.ts', "import { x } from '../../departments/queries.ts';\nexport const y = x;\n", /belongs to the departments domain/],
    ['services/api/src/domains/redFlags/queries.ts', "export { findUniversity } from '../accounts/queries';\n", /belongs to the accounts domain/],
  ])('%s: %s is refused', async (filePath, code, expected) => {
    expect((await rulesFired(filePath, code)).join('\n')).toMatch(expected);
  }, 60_000);

  it.each([
    ['services/api/test/fixture.test.ts', "import { x } from '../src/app.ts';\nexport const y = x;\n"],
    ['packages/db/src/fixture.ts', "import { x } from '@ri/metrics';\nexport const y = x;\n"],
    ['services/api/src/domains/fixture/service.ts', "import * as queries from './queries.ts';\nexport const f = (db: unknown) => queries.findThing(db);\n"],
    ['web/src/screens/fixture/fixture.ts', "import type { TSessionInfo } from '@ri/contracts/auth';\nexport type Y = TSessionInfo;\n"],
    ['services/api/src/domains/profile/update/write.ts', "import * as queries from '../queries.ts';\nexport const y = queries;\n"],
    ['services/api/src/domains/files/service.ts', "import { findUniversityRecord } from '../../queries/universities.ts';\nexport const y = findUniversityRecord;\n"],
    ['workers/src/fixture/queries.ts', "import { sql } from 'kysely';\nexport const f = (db: { selectFrom(t: string): unknown }) => [sql, db.selectFrom('users')];\n"],
  ])('%s: %s is allowed', async (filePath, code) => {
    expect(await rulesFired(filePath, code)).toEqual([]);
  }, 60_000);
});
