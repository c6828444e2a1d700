import { useSyncExternalStore } from 'react';
import type { AuthStore, StoredAuth } from './authStore.ts';

/** Re-renders when the stored token, admin token, type or expiry change (this tab or, via the storage event, another). */
export function useStoredAuth(store: AuthStore): StoredAuth {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
