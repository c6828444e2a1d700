import type { QueryClient } from '@tanstack/react-query';
import type { TLoginResponse, TSessionInfo } from '@ri/contracts/auth';
import type { LazyQueryClient } from '../appQueryClient.ts';
import type { AuthStoreDependencies, KeyValueStorage } from './authStore.ts';

// Test doubles for the auth store: an in-memory storage and a clock whose timers run when the test advances it.

export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  };
}

export function manualClock(start: number) {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; callback: () => void }>();
  const dependencies: Pick<AuthStoreDependencies, 'now' | 'setTimer' | 'clearTimer'> = {
    now: () => now,
    setTimer: (callback, delayMs) => {
      const id = nextId++;
      timers.set(id, { at: now + delayMs, callback });
      return id;
    },
    clearTimer: (handle) => void timers.delete(handle as number),
  };
  return {
    ...dependencies,
    pendingTimers: () => timers.size,
    /** moves the clock and fires every timer that has come due, in order */
    advance(ms: number) {
      const target = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].callback();
      }
      now = target;
    },
    /** moves the clock without running timers (a sleeping tab) */
    jump(ms: number) {
      now += ms;
    },
  };
}

export function loginResponse(overrides: Partial<TLoginResponse> = {}): TLoginResponse {
  return { access_token: 'token-faculty', expires_in: 60 * 60_000, type: 'faculty', id: 42, ...overrides };
}

export function sessionInfo(overrides: Partial<TSessionInfo> = {}): TSessionInfo {
  return {
    user_id: 7,
    username: 'jdoe',
    display_name: 'Jane Doe',
    type: 'faculty',
    author_id: 42,
    univ_id: 3,
    is_complete: true,
    changed_login: false,
    impersonator: null,
    expires_at: new Date(Date.UTC(2030, 0, 1)).toISOString(),
    claim: null,
    ...overrides,
  };
}

/** The app's lazily loaded query client, already loaded. */
export function loadedQueryClient(queryClient: QueryClient): LazyQueryClient {
  return { current: () => queryClient, load: async () => queryClient, subscribe: () => () => undefined };
}
