import { describe, expect, it } from 'vitest';
import { parseSseChunk, toJobEvent } from './sseParser.ts';

describe('parseSseChunk', () => {
  it('returns complete blocks and keeps the unfinished rest', () => {
    const { blocks, rest } = parseSseChunk('event: progress\ndata: {"a":1}\n\nevent: comp');
    expect(blocks).toEqual([{ event: 'progress', data: '{"a":1}' }]);
    expect(rest).toBe('event: comp');
  });

  it('reassembles a block split across chunks', () => {
    const first = parseSseChunk('event: completed\nda');
    expect(first.blocks).toEqual([]);
    const second = parseSseChunk(`${first.rest}ta: {"kind":"completed","result":null}\n\n`);
    expect(second.blocks).toEqual([{ event: 'completed', data: '{"kind":"completed","result":null}' }]);
    expect(second.rest).toBe('');
  });

  it('ignores keep-alive comments, accepts CRLF, joins data lines, defaults the event name', () => {
    const { blocks } = parseSseChunk(': keep-alive\n\r\ndata:one\r\ndata: two\r\n\r\n');
    expect(blocks).toEqual([{ event: 'message', data: 'one\ntwo' }]);
  });
});

describe('toJobEvent', () => {
  it('reads progress, completed and failed events', () => {
    expect(toJobEvent({ event: 'progress', data: '{"kind":"progress","progress":{"pct":40,"stage":"compute","message":"4 of 10"}}' }))
      .toEqual({ kind: 'progress', progress: { pct: 40, stage: 'compute', message: '4 of 10' } });
    expect(toJobEvent({ event: 'completed', data: '{"kind":"completed","result":{"authors":3}}' }))
      .toEqual({ kind: 'completed', result: { authors: 3 } });
    expect(toJobEvent({ event: 'failed', data: '{"kind":"failed","error":"boom"}' }))
      .toEqual({ kind: 'failed', error: 'boom' });
  });

  it('rejects malformed JSON, unknown shapes and a name that disagrees with the data', () => {
    expect(toJobEvent({ event: 'progress', data: '{oops' })).toBeNull();
    expect(toJobEvent({ event: 'progress', data: '{"kind":"progress"}' })).toBeNull();
    expect(toJobEvent({ event: 'failed', data: '{"kind":"completed","result":1}' })).toBeNull();
  });
});
