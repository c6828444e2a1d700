import type { Actors, Role } from '../support/actors.ts';

/**
 * One row per API route: what each role must get. `ok` means the role gets past authentication and
 * authorisation (the answer may still be 4xx for the placeholder input, but never 401 or 403); a
 * number is the exact status the role must get. Each domain keeps its rows in its own
 * `<domain>.rows.ts` file here; a route without a row fails authorizationMatrix.test.ts.
 */
export type Outcome = 'ok' | 401 | 403 | 404;
export interface MatrixRow {
  expect: Record<Role, Outcome>;
  /** the URL (with real ids, to test ownership) and body to send; defaults to the route path and {} */
  request?: (actors: Actors, role: Role) => { url?: string; payload?: unknown };
}
export type MatrixRows = Record<string, MatrixRow>;

export const everyone: Record<Role, Outcome> = { anonymous: 'ok', faculty: 'ok', otherFaculty: 'ok', university: 'ok', otherUniversity: 'ok', admin: 'ok' };
export const signedIn: Record<Role, Outcome> = { ...everyone, anonymous: 401 };
export const adminOnly: Record<Role, Outcome> = { anonymous: 401, faculty: 403, otherFaculty: 403, university: 403, otherUniversity: 403, admin: 'ok' };
export const facultyOnly: Record<Role, Outcome> = { anonymous: 401, faculty: 'ok', otherFaculty: 'ok', university: 403, otherUniversity: 403, admin: 403 };
export const universityOnly: Record<Role, Outcome> = { anonymous: 401, faculty: 403, otherFaculty: 403, university: 'ok', otherUniversity: 'ok', admin: 403 };
