// The upload sweep (docs/reliability.md, "Uploads never pile up"): at start and every UPLOAD_SWEEP_MINUTES, in the
// background (never inside a request), removes staged uploads a crashed process left, import files no run needs, and
// stored files no record points at once past their retention. The work itself: @ri/ingestion's sweepUploads.
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@ri/db';
import { sweepUploads, type UploadSweepReport } from '@ri/ingestion/parser-free';
import type { ApiConfig } from '../config.ts';

export type SweepUploads = (now?: Date) => Promise<UploadSweepReport>;

export function registerUploadSweep(app: FastifyInstance, db: Db, config: Pick<ApiConfig, 'storageDir' | 'uploadSweep'>): SweepUploads {
  const sweep: SweepUploads = (now) => sweepUploads({
    db, storageDir: config.storageDir, tempDir: os.tmpdir(), now, storedFileRetentionMs: config.uploadSweep.storedFileRetentionMs,
  });
  if (config.uploadSweep.intervalMs > 0) {
    let running = false;
    const run = () => {
      if (running) return;
      running = true;
      sweep().then((report) => {
        const removed = report.finishedRuns + report.staleRuns + report.importOrphans + report.stagedOrphans + report.storedFiles;
        if (removed > 0) app.log.info({ sweep: report }, `upload sweep: removed ${removed} files (${report.bytes} bytes)`);
      }, (error: unknown) => app.log.warn({ err: error }, 'upload sweep failed')).finally(() => { running = false; });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      run();
      timer = setInterval(run, config.uploadSweep.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return sweep;
}
