import { describe, expect, it } from 'vitest';
import type { Access } from '../../auth/routeAccess.ts';
import {
  COMPLETE_PROFILE_FIRST,
  PROFILE_LOCKED_WHILE_ACTING,
  activeMenuPath,
  facultyMenuSections,
  universityMenuSections,
} from './menuItems.ts';

const faculty: Access = { type: 'faculty', isComplete: true, changedLogin: false, hasAdminToken: false };

function enabledLabels(access: Access): string[] {
  return facultyMenuSections(access).flatMap((section) => section.links.filter((link) => !link.disabled).map((link) => link.label));
}

describe('faculty side menu (docs/requirements/profile-and-accounts.md "Side menu")', () => {
  it('lists the seed’s items in order', () => {
    expect(facultyMenuSections(faculty)).toHaveLength(1);
    expect(facultyMenuSections(faculty)[0]?.links.map((link) => link.label)).toEqual([
      'My Profile',
      'Faculty Progress',
      'Compare Yourself',
      'Find Your Fit',
      'Explore',
      'Settings',
      'Faculty Ranking',
    ]);
  });

  it('a faculty user with an incomplete profile can open only My Profile', () => {
    const sections = facultyMenuSections({ ...faculty, isComplete: false });
    expect(enabledLabels({ ...faculty, isComplete: false })).toEqual(['My Profile']);
    const disabled = sections[0]?.links.filter((link) => link.disabled) ?? [];
    expect(disabled).toHaveLength(6);
    expect(disabled.every((link) => link.disabledReason === COMPLETE_PROFILE_FIRST)).toBe(true);
  });

  it('an admin token lifts the incomplete-profile lock', () => {
    const access: Access = { ...faculty, isComplete: false, hasAdminToken: true };
    expect(facultyMenuSections(access)[0]?.links.every((link) => !link.disabled)).toBe(true);
  });

  it('My Profile is disabled while changed_login is set', () => {
    const access: Access = { ...faculty, changedLogin: true, hasAdminToken: true };
    const profile = facultyMenuSections(access)[0]?.links.find((link) => link.label === 'My Profile');
    expect(profile).toMatchObject({ disabled: true, disabledReason: PROFILE_LOCKED_WHILE_ACTING });
  });

  it('administrators (type admin, or an admin token) get the admin links; others do not', () => {
    const adminLinks = [
      'Red Flags',
      'Compute Fields',
      'Job Console',
      'Routine Logs',
      'Merge Author Tool',
      'Add Author',
      'Edit Author',
      'Manual Mapping',
      'Author Search',
      'Update Faculty',
      'Department Config',
      'RSS Feed Tool',
      'Onboard School',
      'Imports',
      'Import History',
      'Contact Us Requests',
      'Profile Claims',
      'Change Login',
    ];
    const sections = facultyMenuSections({ ...faculty, type: 'admin' } as Access);
    expect(sections[1]?.title).toBe('Administration');
    expect(sections[1]?.links.map((link) => link.label)).toEqual(adminLinks);
    expect(sections[1]?.links.every((link) => !link.disabled)).toBe(true);
    // not for others, nor while an administrator acts as someone else (it comes back with Change Login to Admin)
    for (const access of [faculty, { ...faculty, hasAdminToken: true, changedLogin: true }, { ...faculty, type: 'university', hasAdminToken: true, changedLogin: true } as Access]) {
      expect(facultyMenuSections(access).some((section) => section.title === 'Administration')).toBe(false);
    }
  });

  it('admin links point at the docs/requirements/admin-tools.md routes, with their casing', () => {
    const links = facultyMenuSections({ ...faculty, type: 'admin' })[1]?.links ?? [];
    expect(Object.fromEntries(links.map((link) => [link.label, link.to]))).toMatchObject({
      'Compute Fields': '/dashboard/UniversityStats',
      'Routine Logs': '/logs',
      'Department Config': '/dashboard/DepartmentConfig',
      'RSS Feed Tool': '/dashboard/RSSFeedTool',
      'Onboard School': '/dashboard/onboardSchool',
      Imports: '/dashboard/imports',
      'Import History': '/dashboard/imports/history',
      'Merge Author Tool': '/tools/mergeAuthorTool',
    });
  });
});

describe('university side menu', () => {
  it('lists the university screens, all enabled', () => {
    const links = universityMenuSections()[0]?.links ?? [];
    expect(links.map((link) => link.label)).toEqual([
      'Home',
      'Faculty Productivity',
      'Tenure Readiness',
      'Hire Impact',
      'Cohort Analysis',
      'Compare Schools',
      'Compare by Department',
      'Compare Gender',
      'Faculty Ranking',
      'Explore',
      'Faculty Directory',
      'Update Faculty',
      'Department Config',
      'Onboard School',
      'University Profile',
      'Settings',
    ]);
    expect(links.find((link) => link.label === 'Compare Gender')?.to).toBe('/dashboards/comparegender');
    expect(links.every((link) => !link.disabled)).toBe(true);
  });
});

describe('activeMenuPath', () => {
  const sections = facultyMenuSections({ ...faculty, type: 'admin' });
  it.each([
    ['/dashboard/explore', '/dashboard/explore'],
    ['/tools/mergeAuthorTool/12', '/tools/mergeAuthorTool'],
    ['/logs/name_mismatch', '/logs'],
    ['/dashboard/home', null],
    ['/dashboard/exploreMore', null],
  ])('%s -> %s', (path, expected) => {
    expect(activeMenuPath(path, sections)).toBe(expected);
  });
});

describe('activeMenuPath on another person\'s profile (issue 22)', () => {
  const adminSections = facultyMenuSections({ ...faculty, type: 'admin' });
  const facultySections = facultyMenuSections(faculty);
  it('My Profile only for the own profile; Author Search for an administrator editing someone; nothing for a read-only profile', () => {
    expect(activeMenuPath('/dashboard/profileEdit', facultySections)).toBe('/dashboard/profileEdit');
    expect(activeMenuPath('/dashboard/profileEdit', facultySections, { coauthorid: 12, isReadOnly: true })).toBeNull();
    expect(activeMenuPath('/dashboard/profileEdit', facultySections, { coauthorid: '12', isReadOnly: 'true' })).toBeNull();
    expect(activeMenuPath('/dashboard/profileEdit', adminSections, { coauthorid: 12, isReadOnly: false })).toBe('/dashboard/authorSearch');
    expect(activeMenuPath('/dashboard/profileEdit', adminSections, { coauthorid: 12 })).toBe('/dashboard/authorSearch');
    expect(activeMenuPath('/dashboard/profileEdit', adminSections, { coauthorid: 12, isReadOnly: true })).toBeNull();
    expect(activeMenuPath('/dashboard/explore', facultySections, { coauthorid: 12 })).toBe('/dashboard/explore');
    expect(activeMenuPath('/dashboards/profileEdit', universityMenuSections())).toBe('/dashboards/profileEdit');
    expect(activeMenuPath('/dashboards/profileEdit', universityMenuSections(), { coauthorid: 12, isReadOnly: true })).toBeNull();
  });
});
