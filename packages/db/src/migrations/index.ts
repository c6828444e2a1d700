import type { Migration } from 'kysely';
import * as initial from './2026_11_22_0001_initial.ts';

/** Every migration, in order. A static list so that bundlers and tsx see the same set. */
export const migrations: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
};
