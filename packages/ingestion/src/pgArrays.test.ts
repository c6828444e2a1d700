import { describe, expect, it } from 'vitest';
import { intArray, textArray } from './pgArrays.ts';

describe('intArray and textArray', () => {
  it('write PostgreSQL array literals', () => {
    expect(intArray([])).toBe('{}');
    expect(intArray([1, null, -3, 2_000_000_000])).toBe('{1,NULL,-3,2000000000}');
    expect(textArray([])).toBe('{}');
    expect(textArray(['a', null, '', 'NULL', 'Müller – 東京', 'say "hi"', 'back\\slash', 'a,b {c}'])).toBe(
      '{"a",null,"","NULL","Müller – 東京","say \\"hi\\"","back\\\\slash","a,b {c}"}',
    );
  });

  it('leave arrays JSON would escape otherwise to pg, and refuse what is not an integer', () => {
    for (const tricky of [['line\nbreak'], ['tab\t'], ['a\\', 'b\u0001'], ['\\\\\n'], ['\ud800']]) expect(textArray(tricky)).toBe(tricky);
    expect(textArray(['\\\\n'])).toBe('{"\\\\\\\\n"}');
    expect(() => intArray([1.5])).toThrow(TypeError);
  });
});
