import { sql } from 'kysely';
import type { Db } from '@ri/db';

export interface TableState {
  rows: number;
  checksum: string;
}

/** Row count and an order-independent checksum (md5 of the sorted md5s of every row's text) of every table in `public`. */
export async function tableChecksums(db: Db): Promise<Record<string, TableState>> {
  const { rows: tables } = await sql<{ name: string }>`
    SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
  const out: Record<string, TableState> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ rows: number; checksum: string }>`
      SELECT count(*)::int AS rows, coalesce(md5(string_agg(h, ',' ORDER BY h)), '') AS checksum
      FROM (SELECT md5(t::text) AS h FROM ${sql.table(name)} t) hashed`.execute(db);
    out[name] = rows[0]!;
  }
  return out;
}

/** The tables whose count or checksum differ, with both states. */
export function changedTables(before: Record<string, TableState>, after: Record<string, TableState>): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names
    .filter((name) => before[name]?.rows !== after[name]?.rows || before[name]?.checksum !== after[name]?.checksum)
    .map((name) => `${name}: ${before[name]?.rows ?? '-'} rows ${before[name]?.checksum.slice(0, 8) ?? ''} -> ${after[name]?.rows ?? '-'} rows ${after[name]?.checksum.slice(0, 8) ?? ''}`);
}
