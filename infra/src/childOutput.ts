import type { Readable } from 'node:stream';

/**
 * Keeps the last lines a process wrote, so a failure can show why it happened without
 * flooding the terminal with everything a healthy start prints.
 */
export class RecentLines {
  private readonly lines: string[] = [];
  constructor(private readonly capacity = 40) {}

  add(line: string): void {
    this.lines.push(line);
    if (this.lines.length > this.capacity) this.lines.shift();
  }

  text(): string {
    return this.lines.join('\n');
  }

  some(predicate: (line: string) => boolean): boolean {
    return this.lines.some(predicate);
  }
}

/** Calls onLine for every complete line of the stream (a trailing partial line is flushed at end). */
export function forEachLine(stream: Readable | null | undefined, onLine: (line: string) => void): void {
  if (!stream) return;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const parts = pending.split(/\r?\n/);
    pending = parts.pop() ?? '';
    for (const line of parts) onLine(line);
  });
  stream.on('end', () => {
    if (pending) onLine(pending);
    pending = '';
  });
}
