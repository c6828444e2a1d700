import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prepareRecord } from './importOpenAlex.ts';
import { parseJsonLine, recodeStrings } from './jsonLine.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/openalex/${name}`, import.meta.url), 'utf8');

/** What the line means: JSON.parse of its UTF-8 text. */
const utf8 = (line: Buffer) => JSON.parse(line.toString('utf8')) as unknown;
/** parseJsonLine's answer with its strings decoded, as the importer reads it. */
function parsed(line: Buffer): unknown {
  const answer = parseJsonLine(line);
  if ('error' in answer) throw new Error(answer.error);
  return answer.recode ? recodeStrings(answer.value) : answer.value;
}

describe('parseJsonLine', () => {
  it('reads every real OpenAlex record (accented names, en dashes) as JSON.parse of its UTF-8 text does', () => {
    for (const name of ['W2741809807.json', 'A5023888391.json', 'I27837315.json', 'P4310319965.json', 'S137773608.json']) {
      const line = Buffer.from(JSON.stringify(JSON.parse(fixture(name))));
      expect(parsed(line), name).toEqual(utf8(line));
    }
    const work = Buffer.from(JSON.stringify(JSON.parse(fixture('W2741809807.json'))));
    const answer = parseJsonLine(work);
    // the real work holds non-ASCII bytes and no \u escape: it takes the Latin-1 path
    expect('recode' in answer && answer.recode).toBe(true);
  });

  it('decodes strings whose last UTF-8 byte is a Latin-1 no-break space or space-like character, keys, and 4-byte characters', () => {
    // 'à' is C3 A0: read as Latin-1 its second character is U+00A0, which trim() would strip
    const value = { name: 'Dà', 'clé': ['Zoë', 'Ŝ', '𝔘nicode', 'Ärger à'], plain: 'ascii', n: 1.5, t: true, z: null };
    const line = Buffer.from(JSON.stringify(value));
    expect(parsed(line)).toEqual(value);
  });

  it('a line with both non-ASCII bytes and a \\u escape is decoded as UTF-8 first', () => {
    const line = Buffer.from('{"a":"Müller","b":"M\\u00fcller","c":"\\ud835\\udd18"}');
    const answer = parseJsonLine(line);
    expect('recode' in answer && answer.recode).toBe(false);
    expect(parsed(line)).toEqual({ a: 'Müller', b: 'Müller', c: '𝔘' });
    // ASCII with escapes needs no decoding at all
    expect(parseJsonLine(Buffer.from('{"b":"M\\u00fcller"}'))).toEqual({ value: { b: 'Müller' }, recode: false });
  });

  it('bytes that are not UTF-8 become U+FFFD, as in a UTF-8 decoding of the line', () => {
    const line = Buffer.concat([Buffer.from('{"a":"x'), Buffer.from([0xe9]), Buffer.from('","b":"'), Buffer.from([0xc3]), Buffer.from('"}')]);
    expect(parsed(line)).toEqual(utf8(line));
    expect(parsed(line)).toEqual({ a: 'x\ufffd', b: '\ufffd' });
  });

  it('refuses what JSON.parse refuses, with its reason worded on the UTF-8 text', () => {
    for (const text of ['{"name":"Müller",', 'not json', '{"a":1} trailing', '\ufeff{"a":1}', '{"a":"x\ny"}']) {
      const line = Buffer.from(text);
      let reason = '';
      try { utf8(line); } catch (error) { reason = (error as Error).message; }
      expect(reason, text).not.toBe('');
      expect(parseJsonLine(line), text).toEqual({ error: `Not valid JSON: ${reason}` });
    }
  });
});

describe('prepareRecord on a JSON line', () => {
  it('maps a work with accented author names exactly as from the UTF-8 text', () => {
    const whole = JSON.parse(fixture('W2741809807.json')) as Record<string, unknown>;
    const authorships = (whole.authorships as Array<Record<string, unknown>>).map((a, i) => ({
      ...a, author: { ...(a.author as object), display_name: ['José Núñez', 'Zoë à Brontë', 'Dà'][i % 3] }, raw_author_name: 'Ærøskøbing',
    }));
    const record = { ...whole, title: 'Élan – vital à ', authorships };
    const line = Buffer.from(JSON.stringify(record));
    const prepared = prepareRecord({ position: 'line 1', line });
    const expected = prepareRecord({ position: 'line 1', value: utf8(line) });
    expect('work' in prepared && prepared.work.title).toBe('Élan – vital à');
    expect(prepared).toEqual(expected);
  });

  it('hands another entity over with every string decoded', () => {
    const author = JSON.parse(fixture('A5023888391.json')) as Record<string, unknown>;
    const line = Buffer.from(JSON.stringify({ ...author, display_name: 'Jürgen Müller', display_name_alternatives: ['J. Müller', 'Jürgen à'] }));
    expect(prepareRecord({ position: 'line 2', line })).toEqual(prepareRecord({ position: 'line 2', value: utf8(line) }));
  });
});
