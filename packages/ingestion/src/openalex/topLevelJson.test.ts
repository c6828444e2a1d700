import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORK_FIELDS, workOf } from './entities.ts';
import { parseTopLevel, topLevelSpans } from './topLevelJson.ts';

const WORK = readFileSync(new URL('../../../../../shared/data/openalex/W2741809807.json', import.meta.url));
const all = () => new Set(['id', 'doi', 'title', 'authorships', 'counts_by_year', 'a', 'b', 'c', 'k"q', 'x']);

describe('topLevelSpans and parseTopLevel', () => {
  it('reads the real OpenAlex work (pretty-printed and on one line) as JSON.parse does, keeping only the keys asked for', () => {
    const whole = JSON.parse(WORK.toString('utf8')) as Record<string, unknown>;
    const wanted = new Set(['id', 'doi', 'title', 'primary_location', 'authorships', 'counts_by_year', 'biblio', 'cited_by_count']);
    const expected = Object.fromEntries(Object.entries(whole).filter(([key]) => wanted.has(key)));
    expect(parseTopLevel(WORK, () => wanted)).toEqual(expected);
    expect(parseTopLevel(Buffer.from(JSON.stringify(whole)), () => wanted)).toEqual(expected);
    expect([...topLevelSpans(Buffer.from(JSON.stringify(whole)))!.keys()]).toEqual(Object.keys(whole));
  });

  it.each([
    ['escaped quotes and backslashes in strings', '{"a":"x\\"}{[","b":"\\\\","c":[1,{"d":"]"}]}'],
    ['unicode, escapes in keys, spaces everywhere', ' \t{ "a" : "Müller – 東京" , "k\\"q" : { "x" : [ ] } , "b" : null }\r\n'],
    ['numbers, booleans and the last of a repeated key', '{"a":-1.5e3,"b":true,"a":false,"c":0}'],
    ['an empty object', '{}'],
    ['a byte-order mark', '\uFEFF{"a":1}'],
  ])('%s', (_name, text) => {
    expect(parseTopLevel(Buffer.from(text), all)).toEqual(JSON.parse(text.replace(/^\uFEFF/, '')));
  });

  it.each([
    ['not an object', '[1,2]'],
    ['unbalanced', '{"a":{"b":1}'],
    ['an unterminated string', '{"a":"x}'],
    ['trailing bytes', '{"a":1} x'],
    ['a missing colon', '{"a" 1}'],
    ['a bad scalar (left to JSON.parse)', '{"a":tru}'],
    ['an empty line', '   '],
  ])('gives up on %s (the caller parses the whole line)', (_name, text) => {
    expect(parseTopLevel(Buffer.from(text), all)).toBeNull();
  });

  it('lets the caller decide by the id, or decline', () => {
    const line = Buffer.from('{"id":"https://openalex.org/A1","x":1,"y":2}');
    expect(parseTopLevel(line, (id) => (id === '"https://openalex.org/A1"' ? new Set(['x']) : null))).toEqual({ x: 1 });
    expect(parseTopLevel(line, () => null)).toBeNull();
  });

  it('a work parsed with only WORK_FIELDS maps exactly as the whole record', () => {
    const whole = JSON.parse(WORK.toString('utf8')) as Record<string, unknown>;
    expect(workOf(parseTopLevel(WORK, () => WORK_FIELDS)!)).toEqual(workOf(whole));
  });
});
