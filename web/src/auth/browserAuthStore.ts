import { createAuthStore } from './authStore.ts';

/** The one auth store of the running app, backed by window.localStorage and the real clock. */
export const browserAuthStore = createAuthStore({
  storage: window.localStorage,
  now: () => Date.now(),
  setTimer: (callback, delayMs) => window.setTimeout(callback, delayMs),
  clearTimer: (handle) => window.clearTimeout(handle as number),
});
