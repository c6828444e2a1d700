import { describe, expect, it } from 'vitest';
import { crashLine, restartDelayMs } from './supervisor.ts';

describe('npm start restarts a crashed process with backoff (docs/reliability.md, "Supervision")', () => {
  it('waits 1, 2, 4, 8, 16 s, then 30 s at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(restartDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
  it('says in one line which process died, how, after how long, and when it starts again', () => {
    expect(crashLine('workers', { code: null, signal: 'SIGKILL' }, 12_400, 2000, 3)).toBe('[supervisor] workers exited on signal SIGKILL after 12 s; starting it again in 2 s (restart 3).');
    expect(crashLine('api', { code: 1, signal: null }, 500, 1000, 1)).toBe('[supervisor] api exited with code 1 after 1 s; starting it again in 1 s (restart 1).');
  });
});
