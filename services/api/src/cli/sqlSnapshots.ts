// `npm run db:sql-snapshots`: rewrites packages/db/sql from the snapshot entries each module declares beside
// its queries (`<module>.snapshots.ts`), the way immich's server writes its repositories' SQL. It lives in
// the API, which may import both the domains' queries and @ri/db; packages never import the API.
import { pathToFileURL } from 'node:url';
import { RED_FLAG_SNAPSHOTS } from '@ri/db/queries/redFlags.snapshots';
import { writeSqlSnapshots, type SnapshotEntry } from '@ri/db/sql-snapshots';
import { ANALYTICS_SNAPSHOTS } from '../domains/analytics/queries.snapshots.ts';
import { DASHBOARD_SNAPSHOTS } from '../domains/dashboards/queries.snapshots.ts';

/** Every snapshotted query. */
export const SQL_SNAPSHOTS: readonly SnapshotEntry[] = [...ANALYTICS_SNAPSHOTS, ...DASHBOARD_SNAPSHOTS, ...RED_FLAG_SNAPSHOTS];

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { written, removed } = writeSqlSnapshots(SQL_SNAPSHOTS);
  console.log(`packages/db/sql: ${written} files written${removed.length > 0 ? `, removed ${removed.join(', ')}` : ''}`);
}
