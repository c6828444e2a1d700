import { describe, expect, it, vi } from 'vitest';
import { AUTH_STORAGE_KEYS, MAX_TIMER_DELAY_MS, createAuthStore, loginIdFromSession } from './authStore.ts';
import { loginResponse, manualClock, memoryStorage, sessionInfo } from './testDoubles.ts';

const START = Date.UTC(2026, 0, 15, 9, 0, 0);

function setup(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const clock = manualClock(START);
  const store = createAuthStore({ storage, ...clock });
  const expired = vi.fn();
  store.onExpired(expired);
  return { storage, clock, store, expired };
}

const ALL_KEYS = Object.values(AUTH_STORAGE_KEYS);

describe('auth store: sign-in keeps the seeds’ keys', () => {
  it('stores token, type, id and the expiry (now + expires_in ms) under rl_* keys', () => {
    const { storage, store } = setup();
    store.signIn(loginResponse({ access_token: 'abc', expires_in: 3_600_000, type: 'university', id: 9 }));
    expect(Object.fromEntries(storage.entries)).toEqual({
      rl_token: 'abc',
      rl_userId: '9',
      rl_type: 'university',
      rl_expiration: String(START + 3_600_000),
    });
    expect(store.getSnapshot()).toMatchObject({ token: 'abc', type: 'university', userId: 9, expiresAt: START + 3_600_000 });
  });

  it('a fresh sign-in forgets an admin token and coauthorid left from before', () => {
    const { storage, store } = setup({ rl_token_a: 'old-admin', coauthorid: '5' });
    store.restore();
    store.signIn(loginResponse());
    expect(storage.entries.has('rl_token_a')).toBe(false);
    expect(storage.entries.has('coauthorid')).toBe(false);
  });

  it('notifies subscribers on change and keeps the snapshot identical when nothing changed', () => {
    const { store } = setup();
    const listener = vi.fn();
    store.subscribe(listener);
    store.signIn(loginResponse());
    const snapshot = store.getSnapshot();
    store.setCoauthorId(null);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toBe(snapshot);
  });
});

describe('auth store: restore on application start', () => {
  it.each([
    ['expiry in the future', String(START + 1), true],
    ['expiry now', String(START), false],
    ['expiry in the past', String(START - 1), false],
    ['no expiry stored', null, false],
    ['expiry not a number', 'tomorrow', false],
  ])('%s -> kept: %s', (_case, expiration, kept) => {
    const initial: Record<string, string> = { rl_token: 't', rl_type: 'faculty', rl_userId: '42', coauthorid: '8', rl_token_a: 'a' };
    if (expiration !== null) initial.rl_expiration = expiration;
    const { storage, store } = setup(initial);
    expect(store.restore()).toBe(kept);
    if (kept) {
      expect(store.getSnapshot()).toEqual({ token: 't', adminToken: 'a', userId: 42, type: 'faculty', expiresAt: START + 1, coauthorId: 8 });
    } else {
      expect(store.getSnapshot().token).toBeNull();
      for (const key of ALL_KEYS) expect(storage.entries.has(key)).toBe(false);
    }
  });

  it('without a token every stray key is removed', () => {
    const { storage, store } = setup({ rl_type: 'admin', rl_token_a: 'a', coauthorid: '3' });
    expect(store.restore()).toBe(false);
    expect(storage.entries.size).toBe(0);
  });

  it('an unknown stored type is read as no type', () => {
    const { store } = setup({ rl_token: 't', rl_expiration: String(START + 1000), rl_type: 'superuser' });
    store.restore();
    expect(store.getSnapshot().type).toBeNull();
  });

  it('survives a storage that throws (private windows)', () => {
    const clock = manualClock(START);
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const store = createAuthStore({ storage: throwing, ...clock });
    expect(store.restore()).toBe(false);
    store.signIn(loginResponse({ access_token: 'memory-only' }));
    expect(store.getValidToken()).toBe('memory-only');
  });
});

describe('auth store: automatic logout at the expiry moment', () => {
  it('clears every key when the timer fires and tells the expiry listeners once', () => {
    const { storage, clock, store, expired } = setup();
    store.signIn(loginResponse({ expires_in: 10_000 }));
    clock.advance(9_999);
    expect(store.getSnapshot().token).toBe('token-faculty');
    expect(expired).not.toHaveBeenCalled();
    clock.advance(1);
    expect(store.getSnapshot().token).toBeNull();
    expect(storage.entries.size).toBe(0);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('sessions longer than the largest setTimeout delay are re-armed, not ended at once', () => {
    const { clock, store, expired } = setup();
    const thirtyDays = 30 * 24 * 3_600_000;
    store.signIn(loginResponse({ expires_in: thirtyDays }));
    clock.advance(MAX_TIMER_DELAY_MS);
    expect(store.getSnapshot().token).not.toBeNull();
    clock.advance(thirtyDays - MAX_TIMER_DELAY_MS);
    expect(store.getSnapshot().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('checkExpiry (window focus) ends a session whose timer never ran', () => {
    const { clock, store, expired } = setup();
    store.signIn(loginResponse({ expires_in: 5_000 }));
    clock.jump(6_000);
    expect(store.checkExpiry()).toBe(true);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(store.checkExpiry()).toBe(false);
  });

  it('getValidToken gives null after the expiry, even before any timer or focus event', () => {
    const { clock, store } = setup();
    store.signIn(loginResponse({ expires_in: 5_000 }));
    expect(store.getValidToken()).toBe('token-faculty');
    clock.jump(5_000);
    expect(store.getValidToken()).toBeNull();
  });

  it('clear removes every key and the pending timer', () => {
    const { storage, clock, store, expired } = setup();
    store.signIn(loginResponse());
    store.setCoauthorId(77);
    store.clear();
    expect(storage.entries.size).toBe(0);
    expect(clock.pendingTimers()).toBe(0);
    expect(expired).not.toHaveBeenCalled();
  });
});

describe('auth store: acting as another user and back', () => {
  it('actAs keeps the administrator token as rl_token_a; returnToAdmin swaps it back', () => {
    const { storage, store } = setup();
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin', id: 1 }));
    store.actAs(loginResponse({ access_token: 'as-faculty', type: 'faculty', id: 42 }));
    expect(storage.entries.get('rl_token')).toBe('as-faculty');
    expect(storage.entries.get('rl_token_a')).toBe('admin');

    // switching to a second user keeps the original administrator token, not the first user's
    store.actAs(loginResponse({ access_token: 'as-university', type: 'university', id: 3 }));
    expect(storage.entries.get('rl_token_a')).toBe('admin');

    expect(store.returnToAdmin()).toBe(true);
    expect(storage.entries.get('rl_token')).toBe('admin');
    expect(storage.entries.get('rl_type')).toBe('admin');
    expect(storage.entries.has('rl_token_a')).toBe(false);
  });

  it('returnToAdmin without an admin token changes nothing', () => {
    const { store } = setup();
    store.signIn(loginResponse());
    const before = store.getSnapshot();
    expect(store.returnToAdmin()).toBe(false);
    expect(store.getSnapshot()).toBe(before);
  });
});

describe('auth store: aligning with GET /api/session', () => {
  it('takes type, id and expiry from the session', () => {
    const { storage, store } = setup();
    store.signIn(loginResponse({ access_token: 'admin', type: 'admin', id: 1 }));
    const expiresAt = START + 2 * 3_600_000;
    store.syncSession(sessionInfo({ type: 'admin', user_id: 11, author_id: null, univ_id: null, expires_at: new Date(expiresAt).toISOString() }));
    expect(store.getSnapshot()).toMatchObject({ type: 'admin', userId: 11, expiresAt });
    expect(storage.entries.get('rl_expiration')).toBe(String(expiresAt));
  });

  it('ends the session when the server says it has already expired', () => {
    const { store, expired } = setup();
    store.signIn(loginResponse());
    store.syncSession(sessionInfo({ expires_at: new Date(START - 1).toISOString() }));
    expect(store.getSnapshot().token).toBeNull();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no token is stored', () => {
    const { storage, store } = setup();
    store.syncSession(sessionInfo());
    expect(storage.entries.size).toBe(0);
  });

  it.each([
    [sessionInfo({ type: 'faculty', author_id: 42 }), 42],
    [sessionInfo({ type: 'university', univ_id: 3 }), 3],
    [sessionInfo({ type: 'admin', user_id: 7, author_id: null }), 7],
  ])('loginIdFromSession(%o) = %i', (session, id) => {
    expect(loginIdFromSession(session)).toBe(id);
  });
});
