import type { TJobEvent } from '@ri/contracts';

/** Reads a text/event-stream response until it ends, returning every event's parsed data. */
export async function readEventStream(url: string, headers: Record<string, string>, timeoutMs = 30_000): Promise<TJobEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { headers, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}: ${await response.text()}`);
    if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error('not an event stream');
    const events: TJobEvent[] = [];
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let boundary: number;
      while ((boundary = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        const data = block.split('\n').filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
        if (data) events.push(JSON.parse(data) as TJobEvent);
      }
    }
    return events;
  } finally {
    clearTimeout(timer);
  }
}
