// The red-flag export's write (ARCHITECTURE.md, "Boundaries"); its rows come from @ri/db/queries/redFlags.
import type { Db } from '@ri/db';

/** Stores the job's file (one per queue and job: a retry replaces it). */
export async function saveJobFile(db: Db, file: { queue: string; jobId: string; fileName: string; contentType: string; content: Buffer; rows: number; requestedBy: number | null }): Promise<void> {
  await db.insertInto('job_files').values({
    queue: file.queue, bull_job_id: file.jobId, file_name: file.fileName, content_type: file.contentType,
    content: file.content, byte_size: file.content.length, row_count: file.rows, requested_by: file.requestedBy,
  }).onConflict((oc) => oc.columns(['queue', 'bull_job_id']).doUpdateSet({
    file_name: file.fileName, content: file.content, byte_size: file.content.length, row_count: file.rows, created_at: new Date(),
  })).execute();
}
