import { createNotificationsStore, notifications } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { installToastRules, MAX_TOASTS, toastKey, withoutDuplicateToasts } from './toastRules.ts';

const warning = { color: 'yellow', title: 'Saved', message: 'You have more than one current position.' };

describe('toast rules (issue 22: toasts piled up, the same warning four times)', () => {
  it('two toasts are the same when colour, title and message are; a toast with rich content is never merged', () => {
    expect(toastKey(warning)).toBe(toastKey({ ...warning, message: ' You have more than one current position. ' }));
    expect(toastKey(warning)).not.toBe(toastKey({ ...warning, color: 'red' }));
    expect(toastKey({ message: { type: 'b' } as never })).toBeNull();
    expect(toastKey({ message: '' })).toBeNull();
    const list = [{ id: 'a', ...warning }, { id: 'b', ...warning }, { id: 'c', message: 'Other' }, { id: 'd', ...warning }];
    expect(withoutDuplicateToasts(list).map((toast) => toast.id)).toEqual(['a', 'c']);
  });

  it('a store keeps three toasts on screen, the rest waiting, and drops a repeated one as it is shown', () => {
    const store = createNotificationsStore();
    installToastRules(store);
    expect(store.getState().limit).toBe(MAX_TOASTS);
    notifications.show(warning, store);
    notifications.show(warning, store);
    notifications.show({ ...warning, message: 'Second' }, store);
    notifications.show(warning, store);
    expect(store.getState().notifications.map((toast) => toast.message)).toEqual([warning.message, 'Second']);
    for (const message of ['Third', 'Fourth', 'Fifth']) notifications.show({ message }, store);
    expect(store.getState().notifications.map((toast) => toast.message)).toEqual([warning.message, 'Second', 'Third']);
    expect(store.getState().queue.map((toast) => toast.message)).toEqual(['Fourth', 'Fifth']);
    notifications.show({ message: 'Fifth' }, store);
    expect(store.getState().queue).toHaveLength(2);
    notifications.hide(store.getState().notifications[0]!.id!, store);
    expect(store.getState().notifications.map((toast) => toast.message)).toEqual(['Second', 'Third', 'Fourth']);
  });
});
