// The command-line tools' database (docs/ingestion.md, "Commands"): the same one `npm start` uses.
//   node --import tsx infra/src/cli/withDatabase.ts [--after-load] <script.ts> [script arguments]
// DATABASE_URL when set, otherwise the embedded Postgres of `npm start` (started when it is not
// running, and stopped again at the end if this command started it); migrated to the latest schema;
// then the script runs with DATABASE_URL set to it. `--after-load` (the seed): once the script has
// loaded data, the statistics and the data-issue detectors run once, as on the first `npm start`.
// Any failure ends with one sentence on stderr, never a stack trace.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createDb, migrateToLatest } from '@ri/db';
import { afterFirstLoad } from '../demoStatistics.ts';
import { StartupProblem } from '../errors.ts';
import { repoRoot } from '../paths.ts';
import { ensurePostgres } from '../postgres.ts';

/** One sentence for any failure: the problem's own message (its first line), never a stack. */
export function oneSentence(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const first = message.split('\n').find((line) => line.trim()) ?? 'Unknown error';
  return /[.!?]$/.test(first.trim()) ? first.trim() : `${first.trim()}.`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const afterLoad = args[0] === '--after-load';
  if (afterLoad) args.shift();
  const script = args.shift();
  if (!script) throw new StartupProblem('Name the script to run: withDatabase.ts [--after-load] <script.ts> [arguments].');
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const postgres = await ensurePostgres({ log });
  try {
    process.env.DATABASE_URL = postgres.url;
    const { db } = createDb({ connectionString: postgres.url, max: 1, applicationName: 'research-insights-cli' });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    // the script reads its own arguments from process.argv.slice(2)
    process.argv = [process.argv[0]!, path.resolve(repoRoot, script), ...args];
    await import(pathToFileURL(path.resolve(repoRoot, script)).href);
    if (afterLoad && !process.exitCode) await afterFirstLoad(postgres.url, log);
  } finally {
    if (postgres.startedHere) await postgres.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${oneSentence(error)}\n`);
  process.exitCode = 1;
});
