import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so commands work from any working directory. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Git-ignored folder for everything local services keep between runs. */
export const localDataDir = path.join(repoRoot, '.data');

/** A connection URL safe to print: the password is replaced by asterisks. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '<unparseable URL>';
  }
}
