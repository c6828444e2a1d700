import type { FileRouteTypes } from '../../routeTree.gen.ts';
import type { Access } from '../../auth/routeAccess.ts';

export type AppPath = FileRouteTypes['to'];

export interface MenuLink {
  kind: 'link';
  label: string;
  to: AppPath;
  disabled: boolean;
  /** why the item is disabled, read out to screen readers and shown as a tooltip */
  disabledReason?: string;
}

export interface MenuSection {
  title: string | null;
  links: MenuLink[];
}

export const COMPLETE_PROFILE_FIRST = 'Complete your profile to open the other screens.';
export const PROFILE_LOCKED_WHILE_ACTING = 'My Profile is not available while you act as another user.';

/** docs/requirements/profile-and-accounts.md 'Side menu' (Log Out is rendered by the menu itself, always enabled). */
const FACULTY_LINKS: { label: string; to: AppPath }[] = [
  { label: 'My Profile', to: '/dashboard/profileEdit' },
  { label: 'Faculty Progress', to: '/dashboard/facultyProgress' },
  { label: 'Compare Yourself', to: '/dashboard/compareYourself' },
  { label: 'Find Your Fit', to: '/dashboard/findYourFit' },
  { label: 'Explore', to: '/dashboard/explore' },
  { label: 'Settings', to: '/dashboard/settings' },
  { label: 'Faculty Ranking', to: '/dashboard/authorrank' },
];

/** docs/requirements/admin-tools.md's administrator tools, in the order of the old admin menu. */
const ADMIN_LINKS: { label: string; to: AppPath }[] = [
  { label: 'Red Flags', to: '/dashboard/redflags' },
  { label: 'Compute Fields', to: '/dashboard/UniversityStats' },
  { label: 'Job Console', to: '/dashboard/jobs' },
  { label: 'Routine Logs', to: '/logs' },
  { label: 'Merge Author Tool', to: '/tools/mergeAuthorTool' },
  { label: 'Add Author', to: '/tools/addAuthor' },
  { label: 'Edit Author', to: '/tools/editAuthor' },
  { label: 'Manual Mapping', to: '/dashboard/manualmapping' },
  { label: 'Author Search', to: '/dashboard/authorSearch' },
  { label: 'Update Faculty', to: '/dashboard/updateFaculty' },
  { label: 'Department Config', to: '/dashboard/DepartmentConfig' },
  { label: 'RSS Feed Tool', to: '/dashboard/RSSFeedTool' },
  { label: 'Onboard School', to: '/dashboard/onboardSchool' },
  { label: 'Imports', to: '/dashboard/imports' },
  { label: 'Import History', to: '/dashboard/imports/history' },
  { label: 'Contact Us Requests', to: '/dashboard/contactUsRequest' },
  { label: 'Profile Claims', to: '/dashboard/claims' },
  { label: 'Change Login', to: '/dashboard/changeLogin' },
];

const UNIVERSITY_LINKS: { label: string; to: AppPath }[] = [
  { label: 'Home', to: '/dashboards/home' },
  { label: 'Faculty Productivity', to: '/dashboards/facultyProductivity' },
  { label: 'Tenure Readiness', to: '/dashboards/tenureReadiness' },
  { label: 'Hire Impact', to: '/dashboards/hireImpact' },
  { label: 'Cohort Analysis', to: '/dashboards/cohortAnalysis' },
  { label: 'Compare Schools', to: '/dashboards/compareSchools' },
  { label: 'Compare by Department', to: '/dashboards/compareByDepartment' },
  { label: 'Compare Gender', to: '/dashboards/comparegender' },
  { label: 'Faculty Ranking', to: '/dashboards/authorrank' },
  { label: 'Explore', to: '/dashboards/explore' },
  { label: 'Faculty Directory', to: '/dashboards/facultyDirectory' },
  { label: 'Update Faculty', to: '/dashboards/updateFaculty' },
  { label: 'Department Config', to: '/dashboards/DepartmentConfig' },
  { label: 'Onboard School', to: '/dashboards/onboardSchool' },
  // the university's own profile and its picture upload (docs/requirements/profile-and-accounts.md §2; docs/profile.md)
  { label: 'University Profile', to: '/dashboards/profileEdit' },
  { label: 'Settings', to: '/dashboards/settings' },
];

/**
 * docs/requirements/profile-and-accounts.md side-menu rules:
 * - items other than My Profile (and Log Out) are disabled for a faculty user until the profile is
 *   complete, unless an admin token is present;
 * - My Profile is disabled while the changed-login flag is set;
 * - administrators (type admin) also get the admin links; not while they act as another user (Change
 *   Login): the session is that user's and the server would refuse every admin call, so the menu is
 *   theirs until 'Change Login to Admin' (docs/ui.md, "Acting as another user").
 */
export function facultyMenuSections(access: Access): MenuSection[] {
  const lockedUntilComplete = access.type === 'faculty' && !access.isComplete && !access.hasAdminToken;
  const main: MenuLink[] = FACULTY_LINKS.map(({ label, to }) => {
    if (to === '/dashboard/profileEdit') {
      return access.changedLogin
        ? { kind: 'link', label, to, disabled: true, disabledReason: PROFILE_LOCKED_WHILE_ACTING }
        : { kind: 'link', label, to, disabled: false };
    }
    return lockedUntilComplete
      ? { kind: 'link', label, to, disabled: true, disabledReason: COMPLETE_PROFILE_FIRST }
      : { kind: 'link', label, to, disabled: false };
  });
  const sections: MenuSection[] = [{ title: null, links: main }];
  if (access.type === 'admin' && !access.changedLogin) {
    sections.push({
      title: 'Administration',
      links: ADMIN_LINKS.map(({ label, to }) => ({ kind: 'link', label, to, disabled: false })),
    });
  }
  return sections;
}

export function universityMenuSections(): MenuSection[] {
  return [{ title: null, links: UNIVERSITY_LINKS.map(({ label, to }) => ({ kind: 'link', label, to, disabled: false })) }];
}

/**
 * The menu entry to highlight: the longest link path the current path starts with. Another person's profile (the
 * profile route with `coauthorid`) is not My Profile (issue 22): an administrator editing one came from Author Search,
 * which is highlighted; a read-only profile highlights nothing (nor University Profile for a university user).
 */
export function activeMenuPath(pathname: string, sections: MenuSection[], search: { coauthorid?: unknown; isReadOnly?: unknown } = {}): AppPath | null {
  let best: AppPath | null = null;
  const links = sections.flatMap((section) => section.links);
  for (const link of links) {
    const matches = pathname === link.to || pathname.startsWith(`${link.to}/`);
    if (matches && (best === null || link.to.length > best.length)) best = link.to;
  }
  const anotherProfile = search.coauthorid !== undefined && search.coauthorid !== null && search.coauthorid !== '';
  if (best === '/dashboards/profileEdit' && anotherProfile) return null;
  if (best === '/dashboard/profileEdit' && anotherProfile) {
    const readOnly = search.isReadOnly === true || search.isReadOnly === 'true';
    return !readOnly && links.some((link) => link.to === '/dashboard/authorSearch') ? '/dashboard/authorSearch' : null;
  }
  return best;
}
