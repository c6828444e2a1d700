// Figures of every school that change only when the analytics tables do (Compute Fields or an
// incremental refresh: both bump analytics_state.version), kept in the API's memory per version as
// the ranking index is (docs/analytics-engine.md). Each entry is computed by the screen's own code
// from the precomputed tables, once per version: nothing here defines a figure.
import { sql } from 'kysely';
import type { Db } from '@ri/db';

export type VersionMemo = <T>(key: string, compute: () => Promise<T>) => Promise<T>;

/** The stamp of the analytics tables: their version, when the last full computation ran and its year. */
async function analyticsStamp(db: Db): Promise<string | null> {
  const { rows } = await sql<{ stamp: string }>`
    SELECT concat_ws('/', version, core_computed_at, current_year) AS stamp FROM analytics_state WHERE id = 1`.execute(db);
  return rows[0]?.stamp ?? null;
}

/**
 * `memo(key, compute)`: the value computed for `key` under the analytics tables' current stamp;
 * a new stamp forgets every value (and before the first computation nothing is kept). A failed computation is not kept. At most `maxEntries` values
 * are kept (the oldest forgotten first).
 */
export function createVersionMemo(db: Db, maxEntries = 32): VersionMemo {
  let stamp: string | null = null;
  const entries = new Map<string, Promise<unknown>>();
  return async <T>(key: string, compute: () => Promise<T>): Promise<T> => {
    const now = await analyticsStamp(db);
    // figures never computed: nothing tells when the tables change, so nothing is kept
    if (now === null) return compute();
    if (now !== stamp) {
      entries.clear();
      stamp = now;
    }
    let entry = entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = compute();
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      entry.catch(() => { if (entries.get(key) === entry) entries.delete(key); });
    }
    return entry;
  };
}
