import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';


// ---------------------------------------------------------------- boundaries (ARCHITECTURE.md, "Boundaries")
// Each rule fails on a violation; infra/src/lint/boundaries.test.ts lints fixture code to prove it.

const CROSS_WORKSPACE = { regex: '^(\\.\\./)+(packages|services|workers|web|infra|tests)/', message: 'Import another workspace through its package name and exports (@ri/...), not a relative path into its folder.' };

/** packages/* never import the API, the workers, the web app or the launcher. */
export const packageBoundary = {
  files: ['packages/**/*.{ts,tsx,mjs}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [
      { group: ['@ri/api', '@ri/api/*', '@ri/workers', '@ri/workers/*', '@ri/web', '@ri/web/*', '@ri/infra', '@ri/infra/*'], message: 'A package never imports the API, the workers, the web app or the launcher: move the code into a package, or let the service import the package.' },
      { regex: '^(\\.\\./)+(services|workers|web|infra)/', message: 'A package never imports services, workers, the web app or the launcher (relative path): move the code into a package.' },
      CROSS_WORKSPACE,
    ] }],
  },
};

/** The API process parses no untrusted bytes and loads no parser library (docs/reliability.md, "The sandbox"). */
const API_SANDBOX_PATHS = [
  { name: '@ri/ingestion', message: 'The API imports @ri/ingestion/parser-free: the parsers run in the workers (docs/reliability.md, "The sandbox").' },
  { name: '@ri/workers', message: 'The API does not load the workers\' processors (they load the parsers).' },
  { name: 'node:worker_threads', message: 'The API starts no thread: heavy and untrusted work is a job (docs/reliability.md, "The sandbox").' },
  { name: 'worker_threads', message: 'The API starts no thread: heavy and untrusted work is a job (docs/reliability.md, "The sandbox").' },
];
const API_SANDBOX_PATTERNS = [
  { group: ['pdf-lib', 'pdfjs-dist', 'pdfjs-dist/*', 'exceljs', 'cheerio', 'cheerio/*', 'sharp', 'fast-xml-parser'], message: 'Parsers run in the workers\' sandbox threads (docs/reliability.md, "The sandbox").' },
];
const KYSELY_IN_SERVICE = { name: 'kysely', message: 'A service calls its queries module; put Kysely code in the domain\'s queries.ts.' };

// ESLint keeps only the options of the last block that sets a rule for a file, so each block below
// restates the import patterns of the blocks before it that also match its files.

/** Code and tests import other workspaces through their package name, never ../../ paths into them (packages: in packageBoundary). */
export const workspaceImports = {
  files: ['services/**/*.{ts,tsx,mjs}', 'workers/**/*.{ts,tsx,mjs}', 'infra/**/*.{ts,mjs}', 'tests/**/*.{ts,tsx,mjs}', 'web/src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', { patterns: [CROSS_WORKSPACE] }],
  },
};

/** The API's sandbox: no parser library, no worker thread, no workers' processors. */
export const apiSandbox = {
  files: ['services/api/src/**/*.ts'],
  rules: {
    'no-restricted-imports': ['error', { paths: API_SANDBOX_PATHS, patterns: [...API_SANDBOX_PATTERNS, CROSS_WORKSPACE] }],
  },
};

const KYSELY_CALLS = "CallExpression > MemberExpression.callee[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|selectNoFrom)$/]";

/**
 * Kysely code lives in a queries module: in the API's domains (every file but queries.ts and its snapshot
 * entries) and in the workers (each queue's workers/src/<queue>/queries.ts, the shared workers/src/queries.ts).
 * The workers' analytics engine (workers/src/analytics) is SQL by design, one module per table it builds
 * (docs/adr/0005-analytics-engine-layout.md), and is not covered.
 */
export const queriesModulesOnly = {
  files: ['services/api/src/domains/**/*.ts', 'workers/src/**/*.ts'],
  ignores: ['**/queries.ts', '**/*.snapshots.ts', '**/*.test.ts', 'workers/src/analytics/**'],
  rules: {
    'no-restricted-syntax': ['error', {
      selector: KYSELY_CALLS,
      message: 'Kysely code (selectFrom, insertInto, updateTable, deleteFrom) goes in the queries module: the domain\'s queries.ts, or the worker\'s workers/src/<queue>/queries.ts.',
    }],
  },
};

/** The workers' processors call their queries module: no kysely import outside it (the engine aside, above). */
export const workersUseQueries = {
  files: ['workers/src/**/*.ts'],
  ignores: ['**/queries.ts', '**/*.test.ts', 'workers/src/analytics/**'],
  rules: {
    'no-restricted-imports': ['error', {
      paths: [{ name: 'kysely', message: 'A worker calls its queries module; put Kysely code in workers/src/<queue>/queries.ts.' }],
      patterns: [CROSS_WORKSPACE],
    }],
  },
};

/** A domain service calls its queries module; Kysely code lives in queries.ts. */
export const servicesUseQueries = {
  files: ['services/api/src/domains/**/service.ts'],
  rules: {
    'no-restricted-imports': ['error', { paths: [...API_SANDBOX_PATHS, KYSELY_IN_SERVICE], patterns: [...API_SANDBOX_PATTERNS, CROSS_WORKSPACE] }],
    'no-restricted-syntax': ['error', {
      selector: KYSELY_CALLS,
      message: 'A service calls its queries module; put Kysely code (selectFrom, insertInto, updateTable, deleteFrom) in the domain\'s queries.ts.',
    }],
  },
};

/**
 * The web app imports the contracts of one domain (`@ri/contracts/<domain>`), never the barrel: the
 * barrel pulls every domain's zod schemas into whichever chunk imports it (ARCHITECTURE.md, "Web
 * routes"). No file is exempt.
 */
export const webContractsByDomain = {
  files: ['web/src/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': ['error', {
      paths: [{ name: '@ri/contracts', message: 'Import the domain\'s entry, @ri/contracts/<domain> (e.g. @ri/contracts/profile), not the barrel: it loads every domain\'s zod schemas (ARCHITECTURE.md, "Web routes").' }],
      patterns: [CROSS_WORKSPACE],
    }],
  },
};

/**
 * A domain reads and writes through its own queries.ts: importing another domain's queries module is refused.
 * What several domains run (a university's name, an audit entry, a team request, ...) lives in the shared,
 * API-owned modules of services/api/src/queries/; another domain's behaviour comes through its service.
 */
const domainQueriesRule = {
  meta: { type: 'problem', schema: [], messages: { foreign: "A domain uses its own queries.ts: '{{target}}' belongs to the {{owner}} domain. Put a query several domains need in services/api/src/queries/, or call that domain's service." } },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = /\/services\/api\/src\/domains\/([^/]+)\//.exec(file)?.[1];
    if (own === undefined) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.posix.join(path.posix.dirname(file), source);
      const owner = /\/services\/api\/src\/domains\/([^/]+)\/queries(\.ts)?$/.exec(target)?.[1];
      if (owner !== undefined && owner !== own) context.report({ node: node.source, messageId: 'foreign', data: { target: source, owner } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * A change and its audit entry are written in one transaction (docs/reliability.md, "Faults"): `audit.record(caller,
 * record, ip, trx)` takes the change's transaction as its fourth argument, so that a failed entry rolls the change back
 * and a crash never keeps one without the other. Refused: a call without it, or with the service's own `db` (not a
 * transaction). Allowed without one: entries that record an event with no data change, listed here by action.
 */
export const AUDIT_WITHOUT_CHANGE = {
  // the hook recording every impersonated request, reads included, after its answer (docs/reliability.md, "Faults")
  'impersonated.request': 'services/api/src/domains/audit/service.ts',
};
const auditInTransactionRule = {
  meta: { type: 'problem', schema: [], messages: {
    missing: 'audit.record(...) takes the change\'s transaction as its 4th argument (trx), so the change and its entry are written together (docs/reliability.md, "Faults"). An entry with no data change belongs in AUDIT_WITHOUT_CHANGE (eslint.config.js).',
    db: 'audit.record(...) is given the service\'s db, not the change\'s transaction: pass trx (docs/reliability.md, "Faults").',
  } },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const actionOf = (record) => {
      if (record?.type !== 'ObjectExpression') return undefined;
      const property = record.properties.find((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === 'action');
      return property?.value.type === 'Literal' ? property.value.value : undefined;
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.name !== 'record') return;
        const owner = callee.object.type === 'Identifier' ? callee.object.name : callee.object.type === 'MemberExpression' && !callee.object.computed ? callee.object.property.name : undefined;
        if (owner !== 'audit') return;
        const executor = node.arguments[3];
        if (executor?.type === 'Identifier' && executor.name === 'db') {
          context.report({ node, messageId: 'db' });
          return;
        }
        if (executor !== undefined) return;
        const action = actionOf(node.arguments[1]);
        const allowedIn = typeof action === 'string' && Object.hasOwn(AUDIT_WITHOUT_CHANGE, action) ? AUDIT_WITHOUT_CHANGE[action] : undefined;
        if (allowedIn !== undefined && file.endsWith(`/${allowedIn}`)) return;
        context.report({ node, messageId: 'missing' });
      },
    };
  },
};

/** The custom ri/* rules, one plugin object: flat config refuses two different plugins named ri on one file. */
const riPlugin = { rules: { 'domain-queries': domainQueriesRule, 'audit-in-transaction': auditInTransactionRule } };

/** Each API domain imports only its own queries module. */
export const domainQueries = {
  files: ['services/api/src/domains/**/*.ts'],
  plugins: { ri: riPlugin },
  rules: { 'ri/domain-queries': 'error' },
};

/** The API writes each audit entry in the transaction of its change. */
export const auditInTransaction = {
  files: ['services/api/src/**/*.ts'],
  plugins: { ri: riPlugin },
  rules: { 'ri/audit-in-transaction': 'error' },
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
    files: ['**/*.test.ts', 'tests/**/*.ts'],
    rules: { 'no-restricted-properties': ['error', { object: 'it', property: 'only' }, { object: 'describe', property: 'only' }, { object: 'test', property: 'only' }] },
  },
  packageBoundary,
  workspaceImports,
  apiSandbox,
  queriesModulesOnly,
  workersUseQueries,
  servicesUseQueries,
  webContractsByDomain,
  domainQueries,
  auditInTransaction,
);
