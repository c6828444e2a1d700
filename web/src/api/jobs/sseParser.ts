import { ZJobEvent, type TJobEvent } from '@ri/contracts/jobs';

/** One server-sent event: its `event:` name (default 'message') and its joined `data:` lines. */
export interface SseBlock {
  event: string;
  data: string;
}

/**
 * Splits the text read so far into complete event blocks (ended by a blank line) and the
 * unfinished rest, to be prefixed to the next chunk. Handles \n, \r\n and \r line ends, several
 * `data:` lines (joined with \n), one optional space after the colon, and comment lines (`: ...`,
 * the server's keep-alive), which are ignored. Blocks without data are dropped, as browsers do.
 */
export function parseSseChunk(buffer: string): { blocks: SseBlock[]; rest: string } {
  const text = buffer.replace(/\r\n?/g, '\n');
  const blocks: SseBlock[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n\n', start);
    if (end === -1) break;
    const block = parseBlock(text.slice(start, end));
    if (block) blocks.push(block);
    start = end + 2;
  }
  return { blocks, rest: text.slice(start) };
}

function parseBlock(raw: string): SseBlock | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of raw.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return null;
  return { event, data: data.join('\n') };
}

/** A block as a job event (ZJobEvent), or null when its data is not one (ignored by the hook). */
export function toJobEvent(block: SseBlock): TJobEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(block.data) as unknown;
  } catch {
    return null;
  }
  const parsed = ZJobEvent.safeParse(json);
  if (!parsed.success) return null;
  // the `event:` line names the kind; a block whose name disagrees with its data is not trusted
  if (block.event !== 'message' && block.event !== parsed.data.kind) return null;
  return parsed.data;
}
