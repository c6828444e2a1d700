import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';


// ---------------------------------------------------------------- boundaries (ARCHITECTURE.md, "Boundaries")
// Each rule fails on a violation; infra/test/lintBoundaries.test.ts lints fixture code to prove it.

/**
 * Files that still import another workspace through a relative path (issue 21 item 5): each is to move
 * to the workspace's package exports; the list may only shrink.
 */
export const LEGACY_CROSS_WORKSPACE_IMPORTS = [
  'infra/test/backup.test.ts',
  'infra/test/compiledBuild.test.ts',
  'infra/test/demoStatistics.test.ts',
  'packages/db/test/connection.test.ts',
  'packages/db/test/copy.test.ts',
  'packages/db/test/demo.test.ts',
  'packages/ingestion/test/importCli.test.ts',
  'services/api/test/accounts.test.ts',
  'services/api/test/adminContactUs.test.ts',
  'services/api/test/adminDataIssues.test.ts',
  'services/api/test/adminRedFlags.test.ts',
  'services/api/test/adminSettings.test.ts',
  'services/api/test/analyticsComputeFields.test.ts',
  'services/api/test/figureConsistency.test.ts',
  'services/api/test/fuzz/fuzzFixture.ts',
  'services/api/test/hostileFiles.test.ts',
  'services/api/test/identityClaims.test.ts',
  'services/api/test/ingestionHelpers.ts',
  'services/api/test/ingestionImports.test.ts',
  'services/api/test/ingestionOnboarding.test.ts',
  'services/api/test/jobs.test.ts',
  'services/api/test/papers.test.ts',
  'services/api/test/profileRequests.test.ts',
  'services/api/test/rankingIndex.test.ts',
  'services/api/test/support/analyticsWorkers.ts',
  'services/api/test/support/testApp.ts',
  'tests/benchmarks/candidateMatching.ts',
  'tests/benchmarks/passwordReset.ts',
  'tests/benchmarks/processFootprint.ts',
  'tests/faults/support/demoDatabase.ts',
  'tests/load/analyticsBench.ts',
  'tests/screenshots/screenshotRoutes.ts',
  'workers/test/analyticsCrashSafety.test.ts',
];

/** Domain services that still build Kysely queries themselves (to move into their queries.ts); may only shrink. */
export const LEGACY_SERVICES_WITH_SQL = [
  'services/api/src/domains/accounts/service.ts',
  'services/api/src/domains/claims/service.ts',
  'services/api/src/domains/ingestion/service.ts',
  'services/api/src/domains/merge/service.ts',
  'services/api/src/domains/papers/service.ts',
  'services/api/src/domains/profile/service.ts',
  'services/api/src/domains/settings/service.ts',
];

const CROSS_WORKSPACE = { regex: '^(\\.\\./)+(packages|services|workers|web|infra|tests)/', message: 'Import another workspace through its package name and exports (@ri/...), not a relative path into its folder.' };

/** packages/* never import the API, the workers, the web app or the launcher. */
export const packageBoundary = {
  files: ['packages/**/*.{ts,tsx,mjs}'],
  ignores: [...LEGACY_CROSS_WORKSPACE_IMPORTS.filter((file) => file.startsWith('packages/')), 'packages/db/src/cli/sqlSnapshots.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [
      { group: ['@ri/api', '@ri/api/*', '@ri/workers', '@ri/workers/*', '@ri/web', '@ri/web/*', '@ri/infra', '@ri/infra/*'], message: 'A package never imports the API, the workers, the web app or the launcher: move the code into a package, or let the service import the package.' },
      { regex: '^(\\.\\./)+(services|workers|web|infra)/', message: 'A package never imports services, workers, the web app or the launcher (relative path): move the code into a package.' },
      CROSS_WORKSPACE,
    ] }],
  },
};

/** Code and tests import other workspaces through their package name, never ../../ paths into them (packages: in packageBoundary). */
export const workspaceImports = {
  files: ['services/**/*.{ts,tsx,mjs}', 'workers/**/*.{ts,tsx,mjs}', 'infra/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}', 'web/src/**/*.{ts,tsx}'],
  ignores: [...LEGACY_CROSS_WORKSPACE_IMPORTS, 'packages/db/src/cli/sqlSnapshots.ts'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [
      CROSS_WORKSPACE,
    ] }],
  },
};

/** A domain service calls its queries module; Kysely code lives in queries.ts. */
export const servicesUseQueries = {
  files: ['services/api/src/domains/**/service.ts'],
  ignores: LEGACY_SERVICES_WITH_SQL,
  rules: {
    'no-restricted-imports': ['error', { paths: [{ name: 'kysely', message: 'A service calls its queries module; put Kysely code in the domain\'s queries.ts.' }], patterns: [CROSS_WORKSPACE] }],
    'no-restricted-syntax': ['error', {
      selector: "CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]",
      message: 'A service calls its queries module; put Kysely code (selectFrom, insertInto, updateTable, deleteFrom) in the domain\'s queries.ts.',
    }],
  },
};

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'web/src/routeTree.gen.ts', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // migrations are frozen in time and typed against Kysely<any> (GUIDE 2.5)
    files: ['packages/db/src/migrations/**/*.ts', 'packages/db/src/migrate.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // the API process parses no untrusted bytes and loads no parser library (docs/reliability.md, "The sandbox")
    files: ['services/api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: '@ri/ingestion', message: 'The API imports @ri/ingestion/parser-free: the parsers run in the workers (docs/reliability.md, "The sandbox").' },
          { name: '@ri/workers', message: 'The API does not load the workers\' processors (they load the parsers).' },
          { name: 'node:worker_threads', message: 'The API starts no thread: heavy and untrusted work is a job (docs/reliability.md, "The sandbox").' },
          { name: 'worker_threads', message: 'The API starts no thread: heavy and untrusted work is a job (docs/reliability.md, "The sandbox").' },
        ],
        patterns: [{ group: ['pdf-lib', 'pdfjs-dist', 'pdfjs-dist/*', 'exceljs', 'cheerio', 'cheerio/*', 'sharp', 'fast-xml-parser'], message: 'Parsers run in the workers\' sandbox threads (docs/reliability.md, "The sandbox").' }],
      }],
    },
  },
  {
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'it', property: 'only' }, { object: 'describe', property: 'only' }, { object: 'test', property: 'only' }] },
  },
  packageBoundary,
  workspaceImports,
  servicesUseQueries,
);
