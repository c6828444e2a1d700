import { describe, expect, it } from 'vitest';
import { accessFrom, adminOnlyRefusal, afterLoginTarget, areaOf, dashboardForType, postLoginDestination, routeRedirectFor } from './routeAccess.ts';
import type { Access } from './routeAccess.ts';
import { sessionInfo } from './testDoubles.ts';

const faculty: Access = { type: 'faculty', isComplete: true, changedLogin: false, hasAdminToken: false };
const incompleteFaculty: Access = { ...faculty, isComplete: false };
const university: Access = { type: 'university', isComplete: false, changedLogin: false, hasAdminToken: false };
const admin: Access = { type: 'admin', isComplete: false, changedLogin: false, hasAdminToken: false };
/** an administrator acting as a faculty member whose profile is incomplete */
const actingAsFaculty: Access = { ...incompleteFaculty, changedLogin: true, hasAdminToken: true };
const actingAsUniversity: Access = { ...university, changedLogin: true, hasAdminToken: true };

describe('postLoginDestination (docs/requirements/profile-and-accounts.md §2)', () => {
  it.each([
    ['faculty, incomplete profile', incompleteFaculty, '/dashboard/profileEdit'],
    ['faculty, complete profile', faculty, '/dashboard/home'],
    ['university', university, '/dashboards/home'],
    ['admin', admin, '/dashboard/changeLogin'],
  ])('%s -> %s', (_case, access, destination) => {
    expect(postLoginDestination(access)).toBe(destination);
  });
});

describe('accessFrom', () => {
  it('reads type, completeness and the changed-login flag from the session', () => {
    expect(accessFrom(sessionInfo({ type: 'faculty', is_complete: false, changed_login: true }), true)).toEqual({
      type: 'faculty',
      isComplete: false,
      changedLogin: true,
      hasAdminToken: true,
      hasProfile: true,
    });
  });

  it('sends a faculty account without an author (a claim under review) to its claim page from every faculty route', () => {
    const waiting = accessFrom(sessionInfo({ type: 'faculty', author_id: null, claim: { status: 'pending', author_id: 5, author_name: 'A B', note: '', created_at: '2026-01-01T00:00:00.000Z' } }), false);
    expect(waiting.hasProfile).toBe(false);
    expect(postLoginDestination(waiting)).toBe('/dashboard/claim');
    expect(routeRedirectFor('/dashboard/home', waiting)).toBe('/dashboard/claim');
    expect(routeRedirectFor('/dashboard/profileEdit', waiting)).toBe('/dashboard/claim');
    expect(routeRedirectFor('/dashboard/claim', waiting)).toBeNull();
    expect(routeRedirectFor('/dashboard/claims', accessFrom(sessionInfo({ type: 'faculty' }), false))).toBe('/dashboard/home');
  });
});

describe('areaOf', () => {
  it.each([
    ['/dashboard', 'faculty'],
    ['/dashboard/home', 'faculty'],
    ['/tools/mergeAuthorTool/12', 'faculty'],
    ['/logs', 'faculty'],
    ['/dashboards', 'university'],
    ['/dashboards/hireImpact', 'university'],
    ['/dashboardsX', 'public'],
    ['/login', 'public'],
    ['/', 'public'],
  ])('%s is %s', (path, area) => {
    expect(areaOf(path)).toBe(area);
  });
});

describe('routeRedirectFor (route rules)', () => {
  it.each([
    // incomplete faculty profile: everything in the faculty layout leads to the profile
    ['incomplete faculty on /dashboard/home', incompleteFaculty, '/dashboard/home', '/dashboard/profileEdit'],
    ['incomplete faculty on /dashboard/profileEdit', incompleteFaculty, '/dashboard/profileEdit', null],
    ['incomplete faculty on /dashboard/profileEdit/', incompleteFaculty, '/dashboard/profileEdit/', null],
    ['incomplete faculty on the lower-case alias', incompleteFaculty, '/dashboard/profileedit', '/dashboard/profileEdit'],
    // issue 22: the profile's Mark CV link works before the profile is complete
    ['incomplete faculty on /dashboard/resumeUpload', incompleteFaculty, '/dashboard/resumeUpload', null],
    ['incomplete faculty on a public page', incompleteFaculty, '/forSchools', null],
    ['admin acting as an incomplete faculty member', actingAsFaculty, '/dashboard/home', null],
    // layouts by user type
    ['faculty on /dashboards/home', faculty, '/dashboards/home', '/dashboard/home'],
    ['incomplete faculty on /dashboards', incompleteFaculty, '/dashboards', '/dashboard/home'],
    ['university on /dashboard/home', university, '/dashboard/home', '/dashboards/home'],
    ['university on /tools/addAuthor', university, '/tools/addAuthor', '/dashboards/home'],
    ['university on /logs', university, '/logs', '/dashboards/home'],
    ['university on /dashboards/updateFaculty', university, '/dashboards/updateFaculty', null],
    ['faculty on /dashboard/findYourFit', faculty, '/dashboard/findYourFit', null],
    ['admin on /dashboards/home', admin, '/dashboards/home', null],
    ['admin on /dashboard/home', admin, '/dashboard/home', null],
    ['admin acting as a university user on /dashboard/changeLogin', actingAsUniversity, '/dashboard/changeLogin', null],
    // administrator tools
    ['faculty on /dashboard/redflags', faculty, '/dashboard/redflags', '/dashboard/home'],
    ['faculty on /tools/mergeAuthorTool/5', faculty, '/tools/mergeAuthorTool/5', '/dashboard/home'],
    ['faculty on /logs/name_mismatch', faculty, '/logs/name_mismatch', '/dashboard/home'],
    ['faculty on /dashboard/changeLogin', faculty, '/dashboard/changeLogin', '/dashboard/home'],
    ['faculty on /dashboard/imports/history', faculty, '/dashboard/imports/history', '/dashboard/home'],
    ['admin on /logs/gap_between_papers', admin, '/logs/gap_between_papers', null],
    ['admin token on /dashboard/UniversityStats', actingAsFaculty, '/dashboard/UniversityStats', null],
  ])('%s', (_case, access, path, expected) => {
    expect(routeRedirectFor(path, access)).toBe(expected);
  });
});

describe('afterLoginTarget (the remembered location)', () => {
  it.each([
    ['no remembered location', undefined, faculty, '/dashboard/home'],
    ['a screen the user may open, with its search and hash', '/dashboard/explore?q=x#top', faculty, '/dashboard/explore?q=x#top'],
    ['a screen of the other layout', '/dashboards/hireImpact', faculty, '/dashboard/home'],
    ['an administrator tool for a non-administrator', '/dashboard/redflags', faculty, '/dashboard/home'],
    ['an administrator tool for an administrator', '/logs/name_mismatch', admin, '/logs/name_mismatch'],
    ['a faculty screen while the profile is incomplete', '/dashboard/explore', incompleteFaculty, '/dashboard/profileEdit'],
    ['a university screen for a university user', '/dashboards/cohortAnalysis', university, '/dashboards/cohortAnalysis'],
    ['another site', 'https://evil.example/x', faculty, '/dashboard/home'],
    ['a protocol-relative address', '//evil.example/x', faculty, '/dashboard/home'],
    ['a backslash trick', '/\\evil.example', faculty, '/dashboard/home'],
    ['the login page itself', '/login?redirect=/dashboard/home', faculty, '/dashboard/home'],
    ['a one-time password-reset link', '/resetPassword?token=abc', faculty, '/dashboard/home'],
    ['a one-time invitation link', '/acceptInvitation?token=abc', university, '/dashboards/home'],
    ['the landing page', '/', university, '/dashboards/home'],
  ])('%s', (_case, redirect, access, expected) => {
    expect(afterLoginTarget(redirect, access)).toBe(expected);
  });
});

describe('adminOnlyRefusal (issue 22: a 403 page saying why, not a silent redirect)', () => {
  it.each([
    ['faculty on /dashboard/redflags', faculty, '/dashboard/redflags', 'a faculty account'],
    ['incomplete faculty on /logs/name_mismatch', incompleteFaculty, '/logs/name_mismatch', 'a faculty account'],
    ['university on /tools/addAuthor', university, '/tools/addAuthor', 'a university account'],
    ['university on /dashboard/jobs/', university, '/dashboard/jobs/', 'a university account'],
  ])('%s is refused, naming the account', (_case, access, path, who) => {
    const refusal = adminOnlyRefusal(path, access);
    expect(refusal).toContain('administrators only');
    expect(refusal).toContain(who);
  });

  it.each([
    ['admin on /logs', admin, '/logs'],
    ['admin acting as faculty on /dashboard/changeLogin', actingAsFaculty, '/dashboard/changeLogin'],
    ['faculty on their home', faculty, '/dashboard/home'],
    ['university on /dashboards/updateFaculty', university, '/dashboards/updateFaculty'],
  ])('%s is not refused', (_case, access, path) => {
    expect(adminOnlyRefusal(path, access)).toBeNull();
  });

  it('names each type\'s dashboard', () => {
    expect([dashboardForType('faculty'), dashboardForType('university'), dashboardForType('admin')]).toEqual(['/dashboard/home', '/dashboards/home', '/dashboard/changeLogin']);
  });
});
