import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { prepareRecord } from './importOpenAlex.ts';
import { parseJsonLine, recodeStrings, withoutMember } from './jsonLine.ts';

const fixture = (name: string) => readFileSync(new URL(`../../../../tests/fixtures/openalex/${name}`, import.meta.url), 'utf8');

/** What the line means: JSON.parse of its UTF-8 text. */
const utf8 = (line: Buffer) => JSON.parse(line.toString('utf8')) as unknown;
/** What parseJsonLine answers for it: the same, without a work's abstract index (withoutMember). */
function withoutAbstract(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { abstract_inverted_index: _abstract, ...rest } = value as Record<string, unknown>;
  return rest;
}
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
      expect(parsed(line), name).toEqual(withoutAbstract(utf8(line)));
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

describe('withoutMember', () => {
  const cut = (value: unknown, text = JSON.stringify(value)) => JSON.parse(withoutMember(text, 'abstract_inverted_index')) as unknown;

  it('removes the member wherever it stands, first, middle, last or nested, and nothing else', () => {
    const abstract = { The: [0, 7], 'a "quoted" }] word': [1], 'back\\slash\\': [2], '{[': [3] };
    expect(cut({ abstract_inverted_index: abstract, id: 'W1', n: 2 })).toEqual({ id: 'W1', n: 2 });
    expect(cut({ id: 'W1', abstract_inverted_index: abstract, n: 2 })).toEqual({ id: 'W1', n: 2 });
    expect(cut({ id: 'W1', n: 2, abstract_inverted_index: abstract })).toEqual({ id: 'W1', n: 2 });
    expect(cut({ id: 'W1', abstract_inverted_index: null, a: { abstract_inverted_index: 'x', b: [{ abstract_inverted_index: 12.5e3, c: true }] } }))
      .toEqual({ id: 'W1', a: { b: [{ c: true }] } });
    expect(cut({ abstract_inverted_index: [1, [2, { x: '"]' }]], y: [] })).toEqual({ y: [] });
    // pretty-printed
    expect(cut(null, '{\n  "id": "W1",\n  "abstract_inverted_index" :\n {"a": [1]}\n ,\n "n": 2\n}')).toEqual({ id: 'W1', n: 2 });
    expect(cut(null, '{ "id": "W1" ,\n "abstract_inverted_index": {"a": [1]}\n}')).toEqual({ id: 'W1' });
  });

  it('leaves the name inside a string, an escaped key and an array of strings alone', () => {
    const value = {
      title: 'On "abstract_inverted_index": a study', note: '\\"abstract_inverted_index":1',
      'x"abstract_inverted_index': 3, list: ['abstract_inverted_index', '"abstract_inverted_index":'],
    };
    expect(cut(value)).toEqual(value);
  });

  it('leaves the text as it is when the member is its object\'s only one or its value does not end', () => {
    for (const text of ['{"abstract_inverted_index":{"a":[1]}}', '{"id":"W1","abstract_inverted_index":{"a":[1]', '{"id":"W1","abstract_inverted_index":"open']) {
      expect(withoutMember(text, 'abstract_inverted_index'), text).toBe(text);
    }
  });

  it('a real work loses its abstract, and the mapping reads the same work', () => {
    const whole = JSON.parse(fixture('W2741809807.json')) as Record<string, unknown>;
    const line = Buffer.from(JSON.stringify(whole));
    const answer = parseJsonLine(line);
    expect('value' in answer && Object.keys(answer.value as object)).not.toContain('abstract_inverted_index');
    expect(prepareRecord({ position: 'line 1', line })).toEqual(prepareRecord({ position: 'line 1', value: whole }));
  });
});
