import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WORK_SELECT, workOf } from './entities.ts';

const whole = JSON.parse(readFileSync(new URL('../../../../tests/fixtures/openalex/W2741809807.json', import.meta.url), 'utf8')) as Record<string, unknown>;

describe('WORK_SELECT', () => {
  it('names every field workOf reads: a work cut to those fields (the API answer to select=) maps as the whole record', () => {
    const selected = Object.fromEntries(WORK_SELECT.map((field) => [field, whole[field]]));
    const mapped = workOf(selected);
    expect(typeof mapped).not.toBe('string');
    expect(mapped).toEqual(workOf(whole));
    // and each field is needed: dropping any one changes the mapping or rejects the work (the title
    // falls back to display_name, so those two stand in for each other)
    for (const field of WORK_SELECT.filter((f) => f !== 'display_name' && f !== 'title')) {
      const without = { ...selected };
      delete without[field];
      expect(workOf(without), field).not.toEqual(mapped);
    }
  });
});
