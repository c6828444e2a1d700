import type { TSessionInfo } from '@ri/contracts/auth';
import type { TAuthorSearchRow } from '@ri/contracts/authors';
import { ApiError, NO_SESSION_MESSAGE } from '../../api/client.ts';
import { requestAdminLogin } from '../../api/auth/impersonationRequests.ts';
import type { ChangeLoginTarget } from '../../api/auth/impersonationRequests.ts';
import type { AuthController } from '../../auth/authController.ts';
import { FACULTY_HOME, PROFILE_EDIT, UNIVERSITY_HOME } from '../../auth/routeAccess.ts';

// Change Login (docs/requirements/admin-tools.md "Change Login", sections 4, 5 and 8): an administrator acts as a faculty
// member or a university; 'Change Login to Admin' ends it.

export type LoginKind = 'faculty' | 'university';

/** 'Change Login' is disabled until a faculty member (or a university) is chosen. */
export function changeLoginTarget(kind: LoginKind, facultyAuthorId: number | null, universityId: number | null): ChangeLoginTarget | null {
  if (kind === 'faculty') return facultyAuthorId === null ? null : { id: facultyAuthorId, isUniversity: false };
  return universityId === null ? null : { id: universityId, isUniversity: true };
}

/** Only authors with a user account can be logged in as; the others are listed, disabled, with a note. */
export function canActAs(row: TAuthorSearchRow): boolean {
  return row.has_account;
}

/** Where the administrator lands as the chosen user: faculty home (or profile editing while incomplete), university home. */
export function destinationAfterChangeLogin(session: TSessionInfo): string {
  if (session.type === 'university') return UNIVERSITY_HOME;
  return session.is_complete ? FACULTY_HOME : PROFILE_EDIT;
}

export const FIND_FACULTY_NEEDS_A_NAME = 'Enter a first name or a last name';

/**
 * POST /api/admin_login with the administrator's own token (the stored admin token while already
 * acting as someone, whose session is then ended), store the answer as the acting login, load
 * its session; returns where to go.
 */
export async function changeLoginTo(auth: AuthController, target: ChangeLoginTarget): Promise<string> {
  const { token, adminToken } = auth.store.getSnapshot();
  const adminBearer = adminToken ?? auth.store.getValidToken();
  if (adminBearer === null) throw new ApiError(401, NO_SESSION_MESSAGE, undefined);
  const response = await requestAdminLogin(target, adminBearer);
  if (adminToken !== null && token !== null && token !== adminToken) await auth.endImpersonation();
  auth.actAs(response);
  const session = await auth.loadSession(response.access_token);
  return destinationAfterChangeLogin(session);
}
