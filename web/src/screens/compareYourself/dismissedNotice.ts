import type { KeyValueStorage } from '../../auth/authStore.ts';

// Compare Yourself's "Career dates not confirmed" notice, once dismissed, stays dismissed across reloads (issue 22).
// Kept in this browser's localStorage, keyed by the signed-in user and by the faculty member whose dates the notice
// is about (docs/ui.md, "Remembered choices"): nothing to store on the server for a reminder, and another user of the
// same browser still sees their own notice.

/** The storage key for `userId` dismissing the notice about `authorId`. */
export function dismissedNoticeKey(userId: number, authorId: number): string {
  return `ri.compareYourself.datesNoticeDismissed.${userId}.${authorId}`;
}

/** True when the user dismissed the notice about that faculty member in this browser; storage that throws reads as no. */
export function isNoticeDismissed(storage: KeyValueStorage, userId: number, authorId: number): boolean {
  try {
    return storage.getItem(dismissedNoticeKey(userId, authorId)) === '1';
  } catch {
    return false;
  }
}

/** Remembers the dismissal; a storage that refuses (private windows, quota) leaves it for this visit only. */
export function rememberNoticeDismissed(storage: KeyValueStorage, userId: number, authorId: number): void {
  try {
    storage.setItem(dismissedNoticeKey(userId, authorId), '1');
  } catch {
    /* this visit only */
  }
}
