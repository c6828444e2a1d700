import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateGoogleScholarProfile } from './researchProfiles.ts';
import { withRule, ZDoi, ZEducationYear, ZGenderCode, ZMarker, ZNewPassword, ZPercentAppointment, ZYear } from './zodSchemas.ts';

function messages(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string[] {
  return result.success ? [] : (result.error?.issues.map((found) => found.message) ?? []);
}

describe('zod schemas built from the rules', () => {
  it.each([
    { value: 2000, expected: [] },
    { value: '2000', expected: [] },
    { value: 1949, expected: ['Enter Valid Year between 1950 and 2026'] },
    { value: 2027, expected: ['Enter Valid Year between 1950 and 2026'] },
    { value: 2000.5, expected: ['Enter Valid Year between 1950 and 2026'] },
    { value: 'x', expected: ['Enter Valid Year between 1950 and 2026'] },
  ])('ZEducationYear(2026) on $value', ({ value, expected }) => {
    expect(messages(ZEducationYear(2026).safeParse(value))).toEqual(expected);
  });

  it('ZYear takes a custom message', () => {
    expect(messages(ZYear(1940, 2026, 'Select a year').safeParse(1930))).toEqual(['Select a year']);
  });

  it('ZDoi normalises and checks the shape', () => {
    expect(ZDoi.parse('https://doi.org/10.1111/JOFI.1')).toBe('10.1111/jofi.1');
    expect(messages(ZDoi.safeParse('nope'))).toEqual(['Please enter a correct DOI']);
  });

  it('ZGenderCode, ZMarker', () => {
    expect(ZGenderCode.parse('o')).toBe('o');
    expect(messages(ZGenderCode.safeParse('x'))).toEqual(['Choose Gender']);
    expect(ZMarker.parse(70)).toBe(70);
    expect(messages(ZMarker.safeParse(8))).toEqual(['Marker must be one of 0, 1, 2, 3, 4, 5, 6, 7, 9, 10, 20, 30, 70, 90']);
  });

  it('ZNewPassword applies the policy', () => {
    expect(messages(ZNewPassword.safeParse('kettle-harbour-91'))).toEqual([]);
    expect(messages(ZNewPassword.safeParse('password1'))).toEqual(['This password is too common. Please choose another.']);
  });

  it('ZPercentAppointment caps the total', () => {
    expect(messages(ZPercentAppointment.safeParse({ Finance: 50, Accounting: 50 }))).toEqual([]);
    expect(messages(ZPercentAppointment.safeParse({ Finance: 60, Accounting: 50 }))).toEqual([
      'Total percentage of appointment for all departments has exceeded 100. Please fix the value for other departments and try again.',
    ]);
  });

  it('withRule keeps the rule field as the path', () => {
    const schema = withRule(z.object({ link: z.string(), name: z.string() }), (value) =>
      validateGoogleScholarProfile(value).map((found) => ({ ...found, field: found.field.replace('gs.', '') })),
    );
    const result = schema.safeParse({ link: 'https://scholar.google.com/citations', name: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((found) => [found.path.join('.'), found.message])).toEqual([
      ['author_name', 'Please enter author name from google scholar'],
      ['link', 'Invalid Google Scholar link'],
    ]);
  });
});
