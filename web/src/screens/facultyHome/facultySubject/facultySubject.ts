import { useSyncExternalStore } from 'react';
import type { TSessionInfo } from '@ri/contracts/auth';

/**
 * Whose figures the faculty-layout screens show. A faculty member (or an administrator acting as
 * one) sees their own: the server takes them from the session and no id is sent. An administrator
 * signed in as themselves has no figures of their own: they pick a faculty member (kept for the
 * browser tab in sessionStorage, like the university scope), and every call carries `author_id`
 * (docs/dashboards-api.md "Who sees what").
 */
export const SUBJECT_STORAGE_KEY = 'ri_faculty_subject';

export interface ChosenAuthor {
  id: number;
  name: string;
}

export interface FacultySubject {
  /** false while an administrator has not picked a faculty member */
  ready: boolean;
  /** spread into a faculty-layout call: `{ author_id }` for an administrator, `{}` otherwise */
  query: { author_id?: number };
  /** the faculty member shown, when known (their own id for a faculty member) */
  authorId: number | null;
  /** an administrator choosing whom to look at */
  picking: boolean;
  chosen: ChosenAuthor | null;
}

/** Pure: the subject of a session given the administrator's choice. */
export function subjectFor(session: Pick<TSessionInfo, 'type' | 'author_id'>, chosen: ChosenAuthor | null): FacultySubject {
  if (session.type !== 'admin') return { ready: true, query: {}, authorId: session.author_id, picking: false, chosen: null };
  if (chosen === null) return { ready: false, query: {}, authorId: null, picking: true, chosen: null };
  return { ready: true, query: { author_id: chosen.id }, authorId: chosen.id, picking: true, chosen };
}

/** A stored choice, or null when absent or not the shape written by chooseSubject. */
export function parseStoredSubject(text: string | null): ChosenAuthor | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { id, name } = value as { id?: unknown; name?: unknown };
    return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 && typeof name === 'string' ? { id, name } : null;
  } catch {
    return null;
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();
let chosenAuthor: ChosenAuthor | null = typeof sessionStorage === 'undefined' ? null : parseStoredSubject(sessionStorage.getItem(SUBJECT_STORAGE_KEY));

export function chooseSubject(author: ChosenAuthor | null): void {
  chosenAuthor = author;
  if (typeof sessionStorage !== 'undefined') {
    if (author === null) sessionStorage.removeItem(SUBJECT_STORAGE_KEY);
    else sessionStorage.setItem(SUBJECT_STORAGE_KEY, JSON.stringify(author));
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The administrator's choice now (a route loader's, outside React). */
export const currentChosenSubject = (): ChosenAuthor | null => chosenAuthor;

export function useChosenSubject(): ChosenAuthor | null {
  return useSyncExternalStore(subscribe, () => chosenAuthor, () => chosenAuthor);
}

/**
 * The name typed in a faculty picker as GET auth_search's two fields: the first word is the first
 * name, the last word the last name (a middle name is left out); one word is looked for anywhere in
 * the name (sent as the last name, which the server matches as contained).
 */
export function authorSearchNames(text: string): { firstName: string; lastName: string } {
  const words = text.trim().split(/\s+/).filter((word) => word !== '');
  if (words.length === 0) return { firstName: '', lastName: '' };
  if (words.length === 1) return { firstName: '', lastName: words[0]! };
  return { firstName: words[0]!, lastName: words[words.length - 1]! };
}
