// `node infra/bin/backup.mjs [--out FILE]` and `node infra/bin/restore.mjs FILE --to DATABASE` (docs/reliability.md).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { BackupProblem, backupDatabase, restoreDatabase } from './backup.ts';
import { localDataDir, withoutPassword } from './paths.ts';

/** Paths on the command line are relative to where the command was typed (the .mjs runs this from the repository root). */
const fromCaller = (file: string) => path.resolve(process.env.BACKUP_CALLER_CWD ?? process.cwd(), file);

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** A database URL, or a database name on the server of DATABASE_URL. */
function targetUrl(target: string, base: string | undefined): string {
  if (/^postgres(ql)?:\/\//.test(target)) return target;
  if (!base) throw new BackupProblem('Give --to as a database URL, or set DATABASE_URL to name a database on its server.');
  const url = new URL(base);
  url.pathname = `/${encodeURIComponent(target)}`;
  return url.toString();
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const databaseUrl = process.env.DATABASE_URL;
  if (command === 'backup') {
    if (!databaseUrl) throw new BackupProblem('Set DATABASE_URL to the database to back up.');
    const stamp = new Date().toISOString().replaceAll(':', '-').replace(/\.\d+Z$/, 'Z');
    const given = option(args, '--out');
    const file = given ? fromCaller(given) : path.resolve(path.join(localDataDir, 'backups', `${decodeURIComponent(new URL(databaseUrl).pathname.slice(1))}-${stamp}.dump`));
    await mkdir(path.dirname(file), { recursive: true });
    const started = Date.now();
    const manifest = await backupDatabase(databaseUrl, file);
    const rows = Object.values(manifest.tables).reduce((sum, t) => sum + t.rows, 0);
    console.log(`Backed up ${withoutPassword(databaseUrl)}: ${Object.keys(manifest.tables).length} tables, ${rows} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log(`  dump:     ${file}`);
    console.log(`  manifest: ${file}.manifest.json`);
    return;
  }
  if (command === 'restore') {
    const file = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--to');
    const to = option(args, '--to');
    if (!file || !to) throw new BackupProblem('Usage: node infra/bin/restore.mjs FILE --to DATABASE (a new database name on the server of DATABASE_URL, or a URL).');
    const url = targetUrl(to, databaseUrl);
    const started = Date.now();
    const result = await restoreDatabase(url, fromCaller(file));
    if (result.differences.length > 0) {
      console.error(`Restored into ${withoutPassword(url)}, but it does not match the backup's manifest:`);
      for (const line of result.differences) console.error(`  ${line}`);
      process.exitCode = 1;
      return;
    }
    console.log(`Restored ${path.basename(file)} into ${withoutPassword(url)}: ${result.tables} tables, ${result.rows} rows, in ${((Date.now() - started) / 1000).toFixed(1)} s; every table's row count and checksum match the backup.`);
    return;
  }
  throw new BackupProblem('Usage: backup.mjs [--out FILE] | restore.mjs FILE --to DATABASE');
}

main().catch((error: unknown) => {
  console.error(error instanceof BackupProblem ? error.message : error);
  process.exitCode = 1;
});
