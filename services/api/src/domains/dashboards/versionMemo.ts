// Figures of every school that change only when the analytics tables do (Compute Fields or an
// incremental refresh: both bump analytics_state.version), kept in the API's memory per version as
// the ranking index is (docs/analytics-engine.md). Each entry is computed by the screen's own code
// from the precomputed tables, once per version: nothing here defines a figure. An entry the
// analytics worker stores after each version (precomputed.ts, docs/analytics-engine.md "Dashboard
// figures") is read from its row when the row's stamp is the current one, and computed otherwise.
import type { Db } from '@ri/db';
import * as queries from './queries.ts';

/** How a kept value is read back from its stored row (`analytics_dashboard_figures.value`). */
export interface StoredForm<T> {
  decode(json: unknown): T;
}

export type VersionMemo = <T>(key: string, compute: () => Promise<T>, stored?: StoredForm<T>) => Promise<T>;

/**
 * `memo(key, compute, stored?)`: the value computed for `key` under the analytics tables' current stamp;
 * a new stamp forgets every value (and before the first computation nothing is kept). With `stored`, the
 * row the worker stored for `key` and this stamp stands in for the computation. A failed computation is
 * not kept. At most `maxEntries` values are kept (the oldest forgotten first).
 */
export function createVersionMemo(db: Db, maxEntries = 32): VersionMemo {
  let stamp: string | null = null;
  const entries = new Map<string, Promise<unknown>>();
  return async <T>(key: string, compute: () => Promise<T>, stored?: StoredForm<T>): Promise<T> => {
    const now = (await queries.analyticsStamp(db))?.stamp ?? null;
    // figures never computed: nothing tells when the tables change, so nothing is kept
    if (now === null) return compute();
    if (now !== stamp) {
      entries.clear();
      stamp = now;
    }
    let entry = entries.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = stored
        ? queries.storedFigures(db, key, now).then((json) => (json === undefined ? compute() : stored.decode(json)))
        : compute();
      entries.set(key, entry);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      entry.catch(() => { if (entries.get(key) === entry) entries.delete(key); });
    }
    return entry;
  };
}
