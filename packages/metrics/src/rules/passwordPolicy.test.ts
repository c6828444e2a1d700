import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS, isCommonPassword } from './commonPasswords.ts';
import { PASSWORD_MESSAGES, passwordLength, validatePasswordPolicy } from './passwordPolicy.ts';
import { messagesOf } from './ruleIssues.ts';

describe('validatePasswordPolicy (ours: 8..128, no composition rules, common refused)', () => {
  it.each([
    { case: '7 characters', password: 'abcdefg', expected: ['Password must be at least 8 characters'] },
    { case: 'empty', password: '', expected: ['Password must be at least 8 characters'] },
    { case: '8 lower-case letters, no composition rule', password: 'lkjqwpzm', expected: [] },
    { case: 'a passphrase with spaces', password: 'tidy lemon orbit cactus', expected: [] },
    { case: '128 characters', password: 'k'.repeat(127) + 'z', expected: [] },
    { case: '129 characters', password: 'k'.repeat(129), expected: ['Password must be at most 128 characters'] },
    { case: 'emoji count as one character each', password: '🔑🔑🔑🔑🔑🔑🔑🔑', expected: [] },
    { case: 'seven emoji are too short', password: '🔑🔑🔑🔑🔑🔑🔑', expected: ['Password must be at least 8 characters'] },
    { case: 'password', password: 'password', expected: ['This password is too common. Please choose another.'] },
    { case: 'case-insensitive', password: 'PassWord123', expected: ['This password is too common. Please choose another.'] },
    { case: '12345678', password: '12345678', expected: ['This password is too common. Please choose another.'] },
    { case: 'qwertyuiop', password: 'qwertyuiop', expected: ['This password is too common. Please choose another.'] },
    { case: 'iloveyou', password: 'iloveyou', expected: ['This password is too common. Please choose another.'] },
    { case: 'seasonal with year', password: 'Summer2024!', expected: ['This password is too common. Please choose another.'] },
    { case: 'product name', password: 'ResearchInsights', expected: ['This password is too common. Please choose another.'] },
  ])('$case', ({ password, expected }) => {
    expect(messagesOf(validatePasswordPolicy(password))).toEqual(expected);
  });

  it('reports on the field it is given', () => {
    expect(validatePasswordPolicy('short', 'newPassword')).toEqual([{ field: 'newPassword', message: PASSWORD_MESSAGES.tooShort }]);
  });

  it('counts code points after NFC normalisation', () => {
    expect(passwordLength('e\u0301')).toBe(1);
    expect(passwordLength('👍')).toBe(1);
  });
});

describe('COMMON_PASSWORDS', () => {
  it('holds at least several hundred lower-case entries', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThanOrEqual(1000);
    for (const entry of COMMON_PASSWORDS) expect(entry).toBe(entry.toLowerCase());
  });

  it.each(['123456', 'password', '12345678', 'qwerty', '123456789', 'abc123', '1q2w3e4r', 'letmein', 'trustno1', 'welcome1', 'P@ssw0rd', 'admin123'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it('accepts an uncommon password', () => {
    expect(isCommonPassword('violet-harbour-1987-kettle')).toBe(false);
  });
});
