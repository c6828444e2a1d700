import { describe, expect, it } from 'vitest';
import { safeParse, z } from 'zod';
import { fieldLabel, issueMessage, labelFromKey } from './issueMessages.ts';

/** The sentence a schema's first failure gets when parsed as the API parses requests. */
const said = (schema: z.ZodType, value: unknown) => {
  const result = safeParse(schema, value, { error: (issue) => issueMessage(issue as never) });
  if (result.success) throw new Error('expected a failure');
  return result.error.issues[0]!.message;
};

describe('issueMessage: a zod issue as a sentence a person can act on', () => {
  it('labels come from the label map, else from the key', () => {
    expect(labelFromKey('first_name')).toBe('First name');
    expect(labelFromKey('authorId')).toBe('Author ID');
    expect(labelFromKey('research_profile_url')).toBe('Research profile URL');
    expect(fieldLabel(['fn'])).toBe('First name');
    expect(fieldLabel(['update', 'prefix'])).toBe('Prefix');
    expect(fieldLabel(['links', 3])).toBe('Links');
    expect(fieldLabel(['username'])).toBe('User name');
    expect(fieldLabel([])).toBe('This request');
  });

  it('text limits in characters, numbers as limits, lists in items', () => {
    expect(said(z.object({ first_name: z.string().max(100) }), { first_name: 'x'.repeat(150) })).toBe('First name can be at most 100 characters.');
    expect(said(z.object({ username: z.string().min(3) }), { username: 'ab' })).toBe('User name must be at least 3 characters.');
    expect(said(z.object({ fn: z.string().min(1) }), { fn: '' })).toBe('First name is required.');
    expect(said(z.object({ year: z.number().int().min(1900) }), { year: 1800 })).toBe('Year must be at least 1,900.');
    expect(said(z.object({ page: z.number().max(500) }), { page: 501 })).toBe('Page can be at most 500.');
    expect(said(z.object({ pct: z.number().lt(100) }), { pct: 100 })).toBe('Percent must be less than 100.');
    expect(said(z.object({ ids: z.array(z.number()).max(2) }), { ids: [1, 2, 3] })).toBe('IDs can have at most 2 items.');
    expect(said(z.object({ ids: z.array(z.number()).min(1) }), { ids: [] })).toBe('IDs needs at least one item.');
  });

  it('types, choices and formats', () => {
    expect(said(z.object({ last_name: z.string() }), {})).toBe('Last name is required.');
    expect(said(z.object({ year: z.number() }), { year: 'soon' })).toBe('Year must be a number.');
    expect(said(z.object({ year: z.number().int() }), { year: 1.5 })).toBe('Year must be a whole number.');
    expect(said(z.object({ sort: z.enum(['asc', 'desc']) }), { sort: 'up' })).toBe('Sort must be one of asc or desc.');
    expect(said(z.object({ kind: z.literal('faculty') }), { kind: 'x' })).toBe('Kind must be faculty.');
    expect(said(z.object({ email: z.email() }), { email: 'nope' })).toBe('E-mail address must be an e-mail address such as name@example.edu.');
    expect(said(z.object({ token: z.string().regex(/^[a-z]+$/) }), { token: '!!' })).toBe('Token is not valid.');
    expect(said(z.strictObject({ a: z.string() }), { a: 'x', extra: 1 })).toBe('The field "extra" is not accepted here: remove it.');
  });

  it('a schema\'s own message (the seeds\' words) wins', () => {
    expect(said(z.object({ fn: z.string().trim().min(1, 'Please fill all the fields').max(100) }), { fn: ' ' })).toBe('Please fill all the fields');
  });

  it('never shows a path or the validator\'s wording', () => {
    const schema = z.object({ update: z.object({ prefix: z.string().max(50), n: z.number().int().min(2), e: z.enum(['a', 'b']), s: z.string().min(10).max(200) }) });
    for (const value of [{ update: { prefix: 'p'.repeat(300), n: 1, e: 'a', s: 'x'.repeat(20) } }, { update: { prefix: '', n: 'x', e: 'z', s: 'short' } }, { update: 3 }, null]) {
      const message = said(schema, value);
      expect(message).toMatch(/^[A-Z].*\.$/);
      expect(message).not.toMatch(/update\.|Too (big|small)|expected|Invalid|>=|<=/);
    }
  });
});
