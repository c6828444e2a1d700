import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORK_SHAPE, workOf } from './entities.ts';
import { compileShape, parsePruned, type Shape } from './prunedJson.ts';

const WORK = readFileSync(new URL('../../../../tests/fixtures/openalex/W2741809807.json', import.meta.url));
const TOP = compileShape({ id: true, doi: true, title: true, authorships: true, counts_by_year: true, a: true, b: true, c: true, 'k"q': true, x: true });

/** What JSON.parse gives, with everything outside the shape removed. */
function prune(value: unknown, shape: Shape): unknown {
  if (shape === true) return value;
  if (Array.isArray(shape)) return Array.isArray(value) ? value.map((item) => prune(item, (shape as readonly [Shape])[0])) : value;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(shape as Record<string, Shape>)) if (key in value) out[key] = prune((value as Record<string, unknown>)[key], inner);
  return out;
}

describe('parsePruned', () => {
  it('reads the real OpenAlex work (pretty-printed and on one line) as JSON.parse does, keeping only the shape', () => {
    const whole = JSON.parse(WORK.toString('utf8')) as Record<string, unknown>;
    const expected = prune(whole, WORK_SHAPE);
    expect(parsePruned(WORK, compileShape(WORK_SHAPE))).toEqual(expected);
    expect(parsePruned(Buffer.from(JSON.stringify(whole)), compileShape(WORK_SHAPE))).toEqual(expected);
    // the nested parts are pruned too: an authorship keeps its author, printed name and institutions
    const first = (expected as { authorships: Array<Record<string, unknown>> }).authorships[0]!;
    expect(Object.keys(first).sort()).toEqual(['author', 'institutions', 'raw_author_name']);
  });

  it.each([
    ['escaped quotes and backslashes in strings', '{"a":"x\\"}{[","b":"\\\\","c":[1,{"d":"]"}]}'],
    ['unicode, escapes in keys, spaces everywhere', ' \t{ "a" : "Müller – 東京" , "k\\"q" : { "x" : [ ] } , "b" : null }\r\n'],
    ['numbers, booleans and the last of a repeated key', '{"a":-1.5e3,"b":true,"a":false,"c":0,"x":12345678901234567890}'],
    ['an escaped key that decodes to a kept one', '{"\\u0061":1,"b":"\\u00fc\\n"}'],
    ['an empty object', '{}'],
    ['a byte-order mark', '\uFEFF{"a":1}'],
  ])('%s', (_name, text) => {
    expect(parsePruned(Buffer.from(text), TOP)).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
  });

  it('prunes nested objects and arrays, and keeps a value of another type than its shape whole', () => {
    const shape = compileShape({ a: { b: true }, list: [{ k: true }] });
    const text = '{"a":{"b":[1,{"z":2}],"c":3},"list":[{"k":"x","j":1},"plain",null,[1]],"z":{"b":1}}';
    expect(parsePruned(Buffer.from(text), shape)).toEqual({ a: { b: [1, { z: 2 }] }, list: [{ k: 'x' }, 'plain', null, [1]] });
    expect(parsePruned(Buffer.from('{"a":"text","list":{"k":1}}'), shape)).toEqual({ a: 'text', list: { k: 1 } });
  });

  it('skips containers nested deeper than the native matcher reaches, and long ones, as JSON.parse reads them', () => {
    const deep = `{"skip":${'['.repeat(12)}{"a":"]"}${']'.repeat(12)},"a":1,"b":${'{"c":'.repeat(9)}2${'}'.repeat(9)}}`;
    expect(parsePruned(Buffer.from(deep), TOP)).toEqual({ a: 1, b: JSON.parse(deep).b });
    const long = `{"skip":[${'{"k":"v\\\\","n":[1,2.5e3,null]},'.repeat(20_000)}{}],"a":"end"}`;
    expect(parsePruned(Buffer.from(long), TOP)).toEqual({ a: 'end' });
    // three million strings overflow the matcher's backtracking stack: the loop skips them
    expect(parsePruned(Buffer.from(`{"skip":[${'"",'.repeat(3_000_000)}0],"a":7}`), TOP)).toEqual({ a: 7 });
    // brackets, escaped quotes and backslashes inside the strings of a skipped container
    expect(parsePruned(Buffer.from('{"skip":["x\\"]",{"y":"\\\\"},"}\\\\\\"{"],"a":2}'), TOP)).toEqual({ a: 2 });
  });

  it.each([
    ['not an object', '[1,2]'],
    ['an unclosed container deeper than the native matcher reaches', `{"skip":${'['.repeat(12)}1,"a":1}`],
    ['a long skipped container that never closes', `{"skip":[${'[1,"s",{"t":2}],'.repeat(30_000)},"a":1}`],
    ['unbalanced', '{"a":{"b":1}'],
    ['an unterminated string', '{"a":"x}'],
    ['trailing bytes', '{"a":1} x'],
    ['a missing colon', '{"a" 1}'],
    ['a bad kept scalar (left to JSON.parse)', '{"a":tru}'],
    ['a control character in a kept string', '{"a":"x\u0001"}'],
    ['an empty line', '   '],
  ])('gives up on %s (the caller parses the whole line)', (_name, text) => {
    expect(parsePruned(Buffer.from(text), TOP)).toBeNull();
  });

  it('a work parsed with only WORK_SHAPE maps exactly as the whole record', () => {
    const whole = JSON.parse(WORK.toString('utf8')) as Record<string, unknown>;
    expect(workOf(parsePruned(WORK, compileShape(WORK_SHAPE))!)).toEqual(workOf(whole));
    // with escapes, non-ASCII names and numbers as strings
    const edited = { ...whole, title: 'A "quoted" title – ünïcode\\', biblio: { volume: 12, issue: '3' } };
    expect(workOf(parsePruned(Buffer.from(JSON.stringify(edited)), compileShape(WORK_SHAPE))!)).toEqual(workOf(edited));
  });
});
