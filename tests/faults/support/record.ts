// The figures a fault run measured (recovery times, shutdown times, answers during an outage), one
// JSON line each in test-results/faults-figures.jsonl with the load average beside them, so that
// docs/reliability.md can quote what was measured and under which load.
import { appendFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '@ri/infra';

export function recordFigure(suite: string, name: string, values: Record<string, unknown>): void {
  const line = { suite, name, ...values, loadAverage1m: Number(os.loadavg()[0]!.toFixed(1)), at: new Date().toISOString() };
  const dir = path.join(repoRoot, 'test-results');
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, 'faults-figures.jsonl'), `${JSON.stringify(line)}\n`);
  console.log(`[faults] ${suite} / ${name}: ${JSON.stringify(values)} (load ${line.loadAverage1m})`);
}
