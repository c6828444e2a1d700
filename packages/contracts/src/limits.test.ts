import { describe, expect, it } from 'vitest';
// the path the web forms import (no zod): it must resolve to the limits the schemas use
import { TEXT_LIMITS } from '@ri/contracts/limits';
import { ZLoginBody, ZProfileUpdateBody, ZSignUpBody, ZSignUpCandidatesQuery } from './index.ts';

const text = (n: number) => 'x'.repeat(n);
const signUp = { email: 'a@b.edu', username: 'ada', password: 'a long password', new_author: true, first_name: 'A', last_name: 'B', univ_name: 'U' };

describe('TEXT_LIMITS: what a form lets people type is what the API accepts', () => {
  it.each([
    ['sign-up user name', TEXT_LIMITS.username, (s: string) => ZSignUpBody.safeParse({ ...signUp, username: s })],
    ['sign-up e-mail', TEXT_LIMITS.email, (s: string) => ZSignUpBody.safeParse({ ...signUp, email: s })],
    ['sign-up first name', TEXT_LIMITS.personName, (s: string) => ZSignUpBody.safeParse({ ...signUp, first_name: s })],
    ['candidate search first name', TEXT_LIMITS.personName, (s: string) => ZSignUpCandidatesQuery.safeParse({ fn: s, ln: 'B' })],
    ['login name', TEXT_LIMITS.login, (s: string) => ZLoginBody.safeParse({ username: s, password: 'p' })],
    ['profile prefix', TEXT_LIMITS.prefix, (s: string) => ZProfileUpdateBody.safeParse({ update: { prefix: s } })],
    ['profile position', TEXT_LIMITS.position, (s: string) => ZProfileUpdateBody.safeParse({ update: { position: s } })],
  ])('%s: %i characters pass, one more is refused', (_name, limit, parse) => {
    expect(parse(text(limit)).success).toBe(true);
    expect(parse(text(limit + 1)).success).toBe(false);
  });
});
