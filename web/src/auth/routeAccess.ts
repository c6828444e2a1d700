import type { TSessionInfo } from '@ri/contracts/auth';
import type { TUserType } from '@ri/contracts/common';

/**
 * What the browser knows about the current user when it decides where they may go. The server
 * enforces roles on every call; these rules only mirror them so nobody lands on a screen whose
 * calls would all be refused.
 */
export interface Access {
  type: TUserType;
  isComplete: boolean;
  changedLogin: boolean;
  /** rl_token_a is present: an administrator is acting as this user */
  hasAdminToken: boolean;
  /** false for a faculty account without an author (its claim waits for an administrator, or was refused) */
  hasProfile?: boolean;
}

export function accessFrom(session: TSessionInfo, hasAdminToken: boolean): Access {
  return {
    type: session.type,
    isComplete: session.is_complete,
    changedLogin: session.changed_login,
    hasAdminToken,
    hasProfile: session.type !== 'faculty' || session.author_id !== null,
  };
}

export function isAdministrator(access: Access): boolean {
  return access.type === 'admin' || access.hasAdminToken;
}

export const FACULTY_HOME = '/dashboard/home';
export const UNIVERSITY_HOME = '/dashboards/home';
export const PROFILE_EDIT = '/dashboard/profileEdit';
/** Mark CV: open with an incomplete profile too (issue 22: the profile's Mark CV link did nothing before it was complete) */
export const MARK_CV = '/dashboard/resumeUpload';
export const ADMIN_LANDING = '/dashboard/changeLogin';
/** where a faculty account without an author waits (docs/accounts-and-claims.md) */
export const CLAIM_STATUS = '/dashboard/claim';
export const LOGIN = '/login';

/**
 * Administrator tools inside the faculty layout (docs/requirements/admin-tools.md route map; the side menu's admin links).
 * docs/requirements/admin-tools.md leaves per-route rules open; the browser keeps non-administrators out of them.
 */
export const ADMIN_ONLY_PATHS: readonly string[] = [
  '/dashboard/redflags',
  '/dashboard/UniversityStats',
  '/dashboard/manualmapping',
  '/dashboard/authorSearch',
  '/dashboard/updateFaculty',
  '/dashboard/DepartmentConfig',
  '/dashboard/RSSFeedTool',
  '/dashboard/contactUsRequest',
  '/dashboard/changeLogin',
  '/dashboard/claims',
  '/dashboard/jobs',
  '/dashboard/imports',
  '/tools',
  '/logs',
];

export type AppArea = 'faculty' | 'university' | 'public';

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Paths compare without a trailing slash; casing is kept (routes are case-sensitive). */
export function normalisePathname(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

export function areaOf(pathname: string): AppArea {
  const path = normalisePathname(pathname);
  if (isUnder(path, '/dashboards')) return 'university';
  if (isUnder(path, '/dashboard') || isUnder(path, '/tools') || isUnder(path, '/logs')) return 'faculty';
  return 'public';
}

export function isAdminOnlyPath(pathname: string): boolean {
  const path = normalisePathname(pathname);
  return ADMIN_ONLY_PATHS.some((prefix) => isUnder(path, prefix));
}

/** docs/requirements/profile-and-accounts.md §2, post-login destinations. */
export function postLoginDestination(access: Access): string {
  switch (access.type) {
    case 'admin':
      return ADMIN_LANDING;
    case 'university':
      return UNIVERSITY_HOME;
    case 'faculty':
      if (access.hasProfile === false) return CLAIM_STATUS;
      return access.isComplete ? FACULTY_HOME : PROFILE_EDIT;
  }
}

/**
 * Where a signed-in user opening `pathname` is sent instead, or null when they may stay.
 * - administrators (type admin, or an admin token present) may open both layouts;
 * - university users opening /dashboard, /tools or /logs go to /dashboards/home; faculty opening /dashboards go to /dashboard/home;
 * - a faculty user without an author (a claim under review or refused) goes to /dashboard/claim from any other faculty route;
 * - a faculty user with no admin token and an incomplete profile goes to /dashboard/profileEdit from any other faculty route;
 * - administrator tools send non-administrators to their home.
 */
export function routeRedirectFor(pathname: string, access: Access): string | null {
  const path = normalisePathname(pathname);
  const area = areaOf(path);
  if (area === 'public' || isAdministrator(access)) return null;

  if (area === 'university') return access.type === 'university' ? null : FACULTY_HOME;

  if (access.type !== 'faculty') return UNIVERSITY_HOME;
  if (access.hasProfile === false) return path === CLAIM_STATUS ? null : CLAIM_STATUS;
  if (!access.isComplete) return path === PROFILE_EDIT || path === MARK_CV ? null : PROFILE_EDIT;
  if (isAdminOnlyPath(path)) return FACULTY_HOME;
  return null;
}

/** What the 403 page says to a signed-in user who is not an administrator opening an administrator's page; null otherwise. */
export function adminOnlyRefusal(pathname: string, access: Access): string | null {
  if (isAdministrator(access) || !isAdminOnlyPath(pathname)) return null;
  const who = access.type === 'university' ? 'a university account' : 'a faculty account';
  return `This page is for administrators only, and you are signed in with ${who}. Your own pages are in the menu, or ask an administrator if you need what this page shows.`;
}

/** Where a signed-in user's dashboard is, from the stored user type alone (the public header and /login offer it, issue 22). */
export function dashboardForType(type: Access['type']): string {
  return type === 'admin' ? ADMIN_LANDING : type === 'university' ? UNIVERSITY_HOME : FACULTY_HOME;
}

const NEVER_RETURN_TO = ['/login', '/signup', '/verify', '/resetPassword', '/acceptInvitation'];

/**
 * The remembered location (`/login?redirect=`) if it is a path of this app the user may open,
 * otherwise the post-login destination. Only same-origin paths are accepted, so the parameter
 * cannot send anyone to another site.
 */
export function afterLoginTarget(redirect: string | undefined, access: Access): string {
  const fallback = postLoginDestination(access);
  if (redirect === undefined || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) {
    return fallback;
  }
  let url: URL;
  try {
    url = new URL(redirect, 'http://app.invalid');
  } catch {
    return fallback;
  }
  if (url.origin !== 'http://app.invalid') return fallback;
  const path = normalisePathname(url.pathname);
  if (path === '/' || NEVER_RETURN_TO.some((prefix) => isUnder(path, prefix))) return fallback;
  if (routeRedirectFor(path, access) !== null) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
