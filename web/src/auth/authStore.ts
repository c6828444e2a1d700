import type { TLoginResponse, TSessionInfo } from '@ri/contracts/auth';
import type { TUserType } from '@ri/contracts/common';

/** The browser keys of docs/requirements/profile-and-accounts.md §3 ("Auth session"), kept so older bookmarks and tabs agree. */
export const AUTH_STORAGE_KEYS = {
  token: 'rl_token',
  adminToken: 'rl_token_a',
  userId: 'rl_userId',
  type: 'rl_type',
  expiration: 'rl_expiration',
  coauthorId: 'coauthorid',
} as const;

export interface StoredAuth {
  /** the active bearer token */
  token: string | null;
  /** the administrator's own token, kept while the administrator acts as another user */
  adminToken: string | null;
  /** author id (faculty), university id (university) or user id (admin), as the login answer gives it */
  userId: number | null;
  type: TUserType | null;
  /** epoch milliseconds at which the active token stops being valid */
  expiresAt: number | null;
  /** the author a profile screen was opened for */
  coauthorId: number | null;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface AuthStoreDependencies {
  storage: KeyValueStorage;
  now: () => number;
  setTimer: (callback: () => void, delayMs: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

export interface AuthStore {
  getSnapshot: () => StoredAuth;
  subscribe: (listener: () => void) => () => void;
  /** Called once when the token runs out (timer, focus check or restore); the store is already cleared then. */
  onExpired: (listener: () => void) => () => void;
  /** Reads the stored keys: keeps the token only if its expiry is in the future, otherwise clears every key. */
  restore: () => boolean;
  /** A fresh login: forgets everything stored before and keeps the new token for `expires_in` ms. */
  signIn: (response: TLoginResponse) => void;
  /** An administrator starts acting as another user: the administrator's token is kept as the admin token. */
  actAs: (response: TLoginResponse) => void;
  /** 'Change Login to Admin': the admin token becomes the active token again. False when there is none. */
  returnToAdmin: () => boolean;
  /** Aligns type, id and expiry with what the server says about the active token. */
  syncSession: (session: TSessionInfo) => void;
  setCoauthorId: (authorId: number | null) => void;
  /** Logs out locally: removes every stored key. */
  clear: () => void;
  /** Clears the store if the token has expired; true when that happened. */
  checkExpiry: () => boolean;
  /** The active token if it has not expired, otherwise null (and the store is cleared). */
  getValidToken: () => string | null;
}

/** setTimeout fires at once for delays above 2^31-1 ms (~24.8 days); longer sessions are re-armed. */
export const MAX_TIMER_DELAY_MS = 2_147_483_647;

const EMPTY: StoredAuth = Object.freeze({
  token: null,
  adminToken: null,
  userId: null,
  type: null,
  expiresAt: null,
  coauthorId: null,
});

function parseInteger(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isSafeInteger(value) ? value : null;
}

/**
 * The values of ZUserType, spelled out so the entry chunk does not load zod (the public pages'
 * JavaScript budget, web/README.md); the type below fails to compile if ZUserType changes.
 */
const USER_TYPES = { faculty: true, university: true, admin: true } as const satisfies Record<TUserType, true>;

function parseUserType(raw: string | null): TUserType | null {
  return raw !== null && Object.hasOwn(USER_TYPES, raw) ? (raw as TUserType) : null;
}

/** The id the login answer would carry for this session (see ZLoginResponse.id). */
export function loginIdFromSession(session: TSessionInfo): number {
  if (session.type === 'faculty' && session.author_id !== null) return session.author_id;
  if (session.type === 'university' && session.univ_id !== null) return session.univ_id;
  return session.user_id;
}

export function createAuthStore(dependencies: AuthStoreDependencies): AuthStore {
  const { storage, now, setTimer, clearTimer } = dependencies;
  let state: StoredAuth = EMPTY;
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const expiredListeners = new Set<() => void>();

  // Storage can throw (quota, disabled storage in private windows): the session then lives in memory only.
  function read(key: string): string | null {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  }
  function write(key: string, value: string | number | null): void {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, String(value));
    } catch {
      /* memory copy stays authoritative */
    }
  }

  function persist(next: StoredAuth): void {
    write(AUTH_STORAGE_KEYS.token, next.token);
    write(AUTH_STORAGE_KEYS.adminToken, next.adminToken);
    write(AUTH_STORAGE_KEYS.userId, next.userId);
    write(AUTH_STORAGE_KEYS.type, next.type);
    write(AUTH_STORAGE_KEYS.expiration, next.expiresAt);
    write(AUTH_STORAGE_KEYS.coauthorId, next.coauthorId);
  }

  function sameState(a: StoredAuth, b: StoredAuth): boolean {
    return (Object.keys(a) as (keyof StoredAuth)[]).every((key) => a[key] === b[key]);
  }

  function setState(next: StoredAuth, options: { write: boolean }): void {
    if (options.write) persist(next);
    const changed = !sameState(state, next);
    state = changed ? Object.freeze({ ...next }) : state;
    schedule();
    if (changed) for (const listener of [...listeners]) listener();
  }

  function schedule(): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
    if (state.token === null || state.expiresAt === null) return;
    const delay = state.expiresAt - now();
    if (delay <= 0) return; // checkExpiry handles it; never expire from inside setState
    timer = setTimer(() => {
      timer = null;
      if (!checkExpiry()) schedule();
    }, Math.min(delay, MAX_TIMER_DELAY_MS));
  }

  function isExpired(snapshot: StoredAuth): boolean {
    return snapshot.token !== null && (snapshot.expiresAt === null || snapshot.expiresAt <= now());
  }

  function clear(): void {
    setState(EMPTY, { write: true });
  }

  function checkExpiry(): boolean {
    if (!isExpired(state)) return false;
    clear();
    for (const listener of [...expiredListeners]) listener();
    return true;
  }

  function restore(): boolean {
    const stored: StoredAuth = {
      token: read(AUTH_STORAGE_KEYS.token),
      adminToken: read(AUTH_STORAGE_KEYS.adminToken),
      userId: parseInteger(read(AUTH_STORAGE_KEYS.userId)),
      type: parseUserType(read(AUTH_STORAGE_KEYS.type)),
      expiresAt: parseInteger(read(AUTH_STORAGE_KEYS.expiration)),
      coauthorId: parseInteger(read(AUTH_STORAGE_KEYS.coauthorId)),
    };
    if (stored.token === null || stored.token === '' || isExpired(stored)) {
      // docs/requirements/profile-and-accounts.md §4: a token without a future expiry means logged out; remove every key
      setState(EMPTY, { write: true });
      // a token kept from an earlier visit that has since expired: the session expired (the login screen says so, issue 22)
      if (stored.token !== null && stored.token !== '') for (const listener of [...expiredListeners]) listener();
      return false;
    }
    setState(stored, { write: false });
    return true;
  }

  function fromLoginResponse(response: TLoginResponse, adminToken: string | null): StoredAuth {
    return {
      token: response.access_token,
      adminToken,
      userId: response.id,
      type: response.type,
      expiresAt: now() + response.expires_in,
      coauthorId: null,
    };
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    onExpired(listener) {
      expiredListeners.add(listener);
      return () => expiredListeners.delete(listener);
    },
    restore,
    signIn(response) {
      setState(fromLoginResponse(response, null), { write: true });
    },
    actAs(response) {
      // an administrator switching from one impersonated user to another keeps the original admin token
      const adminToken = state.adminToken ?? state.token;
      setState(fromLoginResponse(response, adminToken), { write: true });
    },
    returnToAdmin() {
      if (state.adminToken === null) return false;
      // expiry and id of the admin token are not stored; the next GET /api/session fills them in,
      // and a 401 there (admin token already expired) ends the session
      setState(
        { ...EMPTY, token: state.adminToken, type: 'admin', expiresAt: state.expiresAt },
        { write: true },
      );
      return true;
    },
    syncSession(session) {
      if (state.token === null) return;
      const expiresAt = Date.parse(session.expires_at);
      setState(
        {
          ...state,
          type: session.type,
          userId: loginIdFromSession(session),
          expiresAt: Number.isFinite(expiresAt) ? expiresAt : state.expiresAt,
        },
        { write: true },
      );
      checkExpiry();
    },
    setCoauthorId(authorId) {
      setState({ ...state, coauthorId: authorId }, { write: true });
    },
    clear,
    checkExpiry,
    getValidToken() {
      checkExpiry();
      return state.token;
    },
  };
}
