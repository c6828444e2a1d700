// GUIDE convention 6: the SQL text of every heavy analytics query, written to packages/db/sql/*.sql so that
// a change to a query shows in the diff. This module is the mechanism; the entries live beside their
// queries (`<module>.snapshots.ts`) and `npm run db:sql-snapshots` (services/api/src/cli/sqlSnapshots.ts)
// collects them. No database is needed: each query's "build" half (`<name>Query`) is compiled by a Kysely
// instance with a dummy driver and the Postgres compiler.
//
// To add a query: split it into `<name>Query(args)` (returns the builder, runs nothing) and
// `<name>(db, args)` (runs it), then list it in the `.snapshots.ts` beside its module with arguments that
// reach each SQL shape it has.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type CompiledQuery, type RawBuilder,
} from 'kysely';
import type { Db } from './connection.ts';
import type { DB as Database } from './schema.ts';

/** Where the snapshots live. */
export const SQL_SNAPSHOT_DIR = fileURLToPath(new URL('../sql/', import.meta.url));

/** Compiles queries to Postgres SQL without connecting anywhere. */
export const compilerOnlyDb: Db = new Kysely<Database>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

type Buildable = RawBuilder<unknown> | { compile(): CompiledQuery };

export interface Variant {
  /** which shape of the SQL this is, and the call that builds it */
  label: string;
  query: Buildable;
}

export interface SnapshotEntry {
  /** the file name without `.sql`: `<module>.<function>` */
  name: string;
  /** the module the function lives in, from the repository root */
  source: string;
  variants: () => Variant[];
}

/** The one variant of a query with a single SQL shape. */
export const one = (label: string, query: Buildable): Variant[] => [{ label, query }];

function compile(query: Buildable): CompiledQuery {
  return 'isRawBuilder' in query ? query.compile(compilerOnlyDb) : query.compile();
}

/** The template's indentation removed and trailing spaces cut, so the file reads like hand-written SQL. */
function tidy(sqlText: string): string {
  const lines = sqlText.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const indents = lines.filter((line) => line !== '').map((line) => line.length - line.trimStart().length);
  const cut = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((line) => line.slice(cut)).join('\n');
}

/** File name -> the text it must hold. */
export function renderSqlSnapshots(entries: readonly SnapshotEntry[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    if (files.has(`${entry.name}.sql`)) throw new Error(`two snapshots named ${entry.name}`);
    const parts = [`-- ${entry.name}: generated from ${entry.source} by \`npm run db:sql-snapshots\`; do not edit by hand.`];
    for (const variant of entry.variants()) {
      const compiled = compile(variant.query);
      parts.push([
        `-- ${variant.label}`,
        `-- parameters: ${JSON.stringify(compiled.parameters)}`,
        `${tidy(compiled.sql)};`,
      ].join('\n'));
    }
    files.set(`${entry.name}.sql`, `${parts.join('\n\n')}\n`);
  }
  return files;
}

/** Rewrites packages/db/sql: every snapshot, and no file for a query that is no longer listed. */
export function writeSqlSnapshots(entries: readonly SnapshotEntry[], dir = SQL_SNAPSHOT_DIR): { written: number; removed: string[] } {
  const files = renderSqlSnapshots(entries);
  mkdirSync(dir, { recursive: true });
  const removed = readdirSync(dir).filter((file) => file.endsWith('.sql') && !files.has(file));
  for (const file of removed) rmSync(join(dir, file));
  for (const [file, text] of files) writeFileSync(join(dir, file), text);
  return { written: files.size, removed };
}
