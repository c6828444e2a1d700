import type { Db } from '@ri/db';

// The checks' SQL is shared with the red-flag-export worker (packages/db/src/queries/redFlags.ts).
export * from '@ri/db/queries/redFlags';
export { findUniversity } from '../../queries/universities.ts';

export function findJobFile(db: Db, queue: string, jobId: string) {
  return db.selectFrom('job_files').select(['file_name', 'content_type', 'content', 'requested_by'])
    .where('queue', '=', queue).where('bull_job_id', '=', jobId).executeTakeFirst();
}

