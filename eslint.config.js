import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
