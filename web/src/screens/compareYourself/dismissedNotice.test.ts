import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../../auth/testDoubles.ts';
import { dismissedNoticeKey, isNoticeDismissed, rememberNoticeDismissed } from './dismissedNotice.ts';

describe("Compare Yourself's dismissed notice (issue 22: Dismiss was forgotten on reload)", () => {
  it('is remembered per signed-in user and per faculty member', () => {
    const storage = memoryStorage();
    expect(isNoticeDismissed(storage, 3, 40)).toBe(false);
    rememberNoticeDismissed(storage, 3, 40);
    expect(isNoticeDismissed(storage, 3, 40)).toBe(true);
    expect(storage.entries.get(dismissedNoticeKey(3, 40))).toBe('1');
    expect(isNoticeDismissed(storage, 4, 40)).toBe(false);
    expect(isNoticeDismissed(storage, 3, 41)).toBe(false);
  });

  it('a storage that throws reads as not dismissed and refuses quietly', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); }, removeItem: () => undefined };
    expect(() => rememberNoticeDismissed(broken, 1, 2)).not.toThrow();
    expect(isNoticeDismissed(broken, 1, 2)).toBe(false);
  });
});
