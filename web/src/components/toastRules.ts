import { updateNotificationsState } from '@mantine/notifications';
import type { NotificationData, NotificationsStore } from '@mantine/notifications';

// Toasts (issue 22: four work-history warnings piled over the delete icons after two saves): at most three on screen,
// the rest wait their turn; a toast saying what one on screen or waiting already says is not shown twice.

/** At most this many toasts are on screen at once (docs/ui.md). */
export const MAX_TOASTS = 3;

type Toast = Pick<NotificationData, 'title' | 'message' | 'color'>;

function textOf(node: unknown): string | null {
  if (node === undefined || node === null || node === false) return '';
  return typeof node === 'string' || typeof node === 'number' ? String(node).trim() : null;
}

/** What makes two toasts the same: their colour, title and message; null when either is not plain text (never merged). */
export function toastKey(toast: Toast): string | null {
  const title = textOf(toast.title);
  const message = textOf(toast.message);
  if (title === null || message === null || (title === '' && message === '')) return null;
  return JSON.stringify([toast.color ?? '', title, message]);
}

/** The list with each toast once: the first of several saying the same (it is the one already counting down). */
export function withoutDuplicateToasts<T extends Toast>(toasts: readonly T[]): T[] {
  const seen = new Set<string>();
  return toasts.filter((toast) => {
    const key = toastKey(toast);
    if (key === null) return true;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Keeps a Mantine notifications store to the rules: the limit is MAX_TOASTS from the start (the container that would
 * set it loads with the first toast), and a duplicate is dropped as soon as it is shown.
 */
export function installToastRules(store: NotificationsStore): () => void {
  store.updateState((state) => ({ ...state, limit: MAX_TOASTS }));
  return store.subscribe((state) => {
    const all = [...state.notifications, ...state.queue];
    if (withoutDuplicateToasts(all).length !== all.length) updateNotificationsState(store, withoutDuplicateToasts);
  });
}
