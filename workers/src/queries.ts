// Database reads of the workers' shared modules (notifications.ts); each queue's own are in
// workers/src/<queue>/queries.ts (ARCHITECTURE.md, "Boundaries").
import type { Db } from '@ri/db';

export function userEmail(db: Db, userId: number) {
  return db.selectFrom('users').select(['email']).where('id', '=', userId).executeTakeFirst();
}
