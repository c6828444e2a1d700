import { useSyncExternalStore } from 'react';
import type { TSessionInfo } from '@ri/contracts/auth';
import { universityItem, type UniversityOption } from '../components/pickers/universityOptions.ts';

/**
 * Which university the /dashboards screens show. A university user always sees their own school:
 * the server takes it from the session and no id is sent. An administrator has no school of their
 * own, chooses one in the layout's picker (kept for the browser tab in sessionStorage), and every
 * dashboard call carries it as `univ_id` (docs/dashboards-api.md "Who sees what").
 */
export const SCOPE_STORAGE_KEY = 'ri_scope_univ_id';

type Listener = () => void;
const listeners = new Set<Listener>();

function readStored(): number | null {
  if (typeof sessionStorage === 'undefined') return null;
  const value = Number(sessionStorage.getItem(SCOPE_STORAGE_KEY));
  return Number.isInteger(value) && value > 0 ? value : null;
}

let chosen: number | null = readStored();

export function chooseScopeUniversity(universityId: number | null): void {
  chosen = universityId;
  if (typeof sessionStorage !== 'undefined') {
    if (universityId === null) sessionStorage.removeItem(SCOPE_STORAGE_KEY);
    else sessionStorage.setItem(SCOPE_STORAGE_KEY, String(universityId));
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The administrator's chosen university, or null, outside React (route loaders). */
export function chosenScopeUniversity(): number | null {
  return chosen;
}

/** The administrator's chosen university, or null. */
export function useChosenScopeUniversity(): number | null {
  return useSyncExternalStore(subscribe, () => chosen, () => chosen);
}

export interface UniversityScope {
  /** false while an administrator has not chosen a university yet */
  ready: boolean;
  /** spread into a dashboard call's query: `{ univ_id }` for an administrator, `{}` otherwise */
  query: { univ_id?: number };
  /** the university shown, when known on the browser side (administrators) */
  universityId: number | null;
}

/** Pure: the scope of a session given the administrator's choice. */
export function scopeFor(session: Pick<TSessionInfo, 'type' | 'univ_id'>, chosenUniversityId: number | null): UniversityScope {
  if (session.type !== 'admin') return { ready: true, query: {}, universityId: session.univ_id };
  if (chosenUniversityId === null) return { ready: false, query: {}, universityId: null };
  return { ready: true, query: { univ_id: chosenUniversityId }, universityId: chosenUniversityId };
}

export const PENDING_SCHOOLS_GROUP = 'Faculty data not complete yet';

/**
 * The administrator's choices of school: the schools with complete faculty data, then every other
 * one (status Pending: a school just onboarded from OpenAlex or imported is one, and nothing else
 * lists it) under its own heading, so that an administrator can read a new school's dashboards
 * (docs/university-dashboards.md, "Administrators").
 */
export function scopeUniversityChoices(
  all: readonly UniversityOption[],
  completed: readonly UniversityOption[],
): Array<{ group: string; items: Array<{ value: string; label: string }> }> {
  const complete = new Set(completed.map((university) => university._id));
  const groups = [
    { group: 'Faculty data complete', items: completed.map(universityItem) },
    { group: PENDING_SCHOOLS_GROUP, items: all.filter((university) => !complete.has(university._id)).map(universityItem) },
  ];
  return groups.filter((group) => group.items.length > 0);
}
