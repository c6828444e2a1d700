import { describe, expect, it } from 'vitest';
import {
  searchBoolean, searchChoice, searchChoiceList, searchIdList, searchInteger, searchSchema, searchText, searchTextList,
} from './searchSchema.ts';
import { itReadsHostileSearches } from './searchSchemaChecks.ts';
import { cohortSearchSchema } from '../screens/cohortAnalysis/cohortSearch.ts';
import { compareSchoolsSearchSchema } from '../screens/compareSchools/compareSchoolsSearch.ts';
import { logPageSearchSchema, logsSearchSchema } from '../screens/dataIssues/logsSearch.ts';
import { hireImpactSearchSchema } from '../screens/hireImpact/hireImpactSearch.ts';
import { mergeListSearchSchema } from '../screens/mergeAuthors/mergeSearch.ts';
import { redFlagsSearchSchema } from '../screens/redFlags/redFlagsSearch.ts';
import { homeSearchSchema } from '../screens/universityHome/homeSearch.ts';
import { productivitySearchSchema } from '../screens/facultyProductivity/productivitySearch.ts';
import { tenureReadinessSearchSchema } from '../screens/tenureReadiness/tenureReadinessSearch.ts';
import { loginSearchSchema, tokenSearchSchema, verifySearchSchema } from '../screens/publicSearch.ts';
import { profileSearchSchema } from '../screens/profile/profileSearch.ts';
import { resumeUploadSearchSchema } from '../screens/resumeUpload/resumeUploadSearch.ts';
import { exploreSearchSchema } from '../screens/explore/exploreSearch.ts';
import { directorySearchSchema } from '../screens/authorSearch/directorySearch.ts';
import { departmentConfigSearchSchema } from '../screens/departmentConfig/departmentConfigSearch.ts';
import { manualMappingSearchSchema } from '../screens/manualMapping/manualMappingSearch.ts';
import { contactSupportSearchSchema } from '../screens/contactSupport/contactSupportSearch.ts';
import { importHistorySearchSchema } from '../screens/imports/importHistorySearch.ts';
import { updateFacultySearchSchema } from '../screens/updateFaculty/updateFacultySearch.ts';

describe('searchInteger', () => {
  const schema = searchSchema({ from: searchInteger(1900, 2100) });
  it.each([
    ['an object', { from: { year: 2020 } }, undefined],
    ['a list', { from: [2020] }, undefined],
    ['a number in range', { from: 2020 }, 2020],
    ['digits with spaces', { from: ' 2020 ' }, 2020],
    ['out of range', { from: 1800 }, undefined],
    ['a decimal', { from: 2020.5 }, undefined],
    ['missing', {}, undefined],
  ])('%s', (_label, search, expected) => {
    expect(schema.parse(search).from).toBe(expected);
  });
});

describe('the other fields', () => {
  it('searchChoice keeps an allowed value (numbers as their digits) and drops anything else', () => {
    const schema = searchSchema({ sort: searchChoice(['papers', 'citations']), count: searchChoice(['3', '9', 'All']) });
    expect(schema.parse({ sort: 'papers', count: 9 })).toEqual({ sort: 'papers', count: '9' });
    expect(schema.parse({ sort: 'size', count: [9] })).toEqual({});
  });

  it('searchIdList reads a list or one value, keeps distinct positive ids, caps the count, and is absent when empty', () => {
    const schema = searchSchema({ ids: searchIdList(12), two: searchIdList(2) });
    expect(schema.parse({ ids: [3, '5', 3, -1, 'x', 0] }).ids).toEqual([3, 5]);
    expect(schema.parse({ ids: 7 }).ids).toEqual([7]);
    expect(schema.parse({ two: [1, 2, 3] }).two).toEqual([1, 2]);
    expect(schema.parse({ ids: ['x'], two: [] })).toEqual({});
    // present but unreadable: undefined, so that it replaces the raw value; absent stays absent
    expect(schema.parse({ ids: 'x' })).toStrictEqual({ ids: undefined });
  });

  it('searchTextList keeps distinct trimmed texts within the length', () => {
    const schema = searchSchema({ d: searchTextList(10) });
    expect(schema.parse({ d: [' Finance ', 'Finance', '', 'x'.repeat(300), 42] }).d).toEqual(['Finance', '42']);
    expect(schema.parse({ d: 'all' }).d).toEqual(['all']);
  });

  it('searchChoiceList keeps the allowed values once each', () => {
    const schema = searchSchema({ t: searchChoiceList(['assistant', 'full']) });
    expect(schema.parse({ t: ['full', 'x', 'full', 'assistant'] }).t).toEqual(['full', 'assistant']);
    expect(schema.parse({ t: 'full' }).t).toEqual(['full']);
  });

  it('searchText and searchBoolean', () => {
    const schema = searchSchema({ name: searchText(5), on: searchBoolean });
    expect(schema.parse({ name: 'Ada', on: 'true' })).toEqual({ name: 'Ada', on: true });
    expect(schema.parse({ name: '   ', on: 'yes' })).toEqual({});
    expect(schema.parse({ name: 'Lovelace', on: false })).toEqual({ on: false });
  });
});

// Every search schema of a route: whatever a hand-edited or outdated link holds, the route opens with
// its defaults (fields dropped), never an error page. TanStack Router validates through Standard Schema.
const ROUTE_SCHEMAS = {
  cohortAnalysis: cohortSearchSchema,
  compareSchools: compareSchoolsSearchSchema,
  hireImpact: hireImpactSearchSchema,
  home: homeSearchSchema,
  facultyProductivity: productivitySearchSchema,
  tenureReadiness: tenureReadinessSearchSchema,
  logs: logsSearchSchema,
  logPage: logPageSearchSchema,
  mergeList: mergeListSearchSchema,
  redFlags: redFlagsSearchSchema,
  // public routes
  login: loginSearchSchema,
  verify: verifySearchSchema,
  'resetPassword, acceptInvitation': tokenSearchSchema,
  // profile and admin tools
  profileEdit: profileSearchSchema,
  resumeUpload: resumeUploadSearchSchema,
  'explore, editAuthor': exploreSearchSchema,
  'authorSearch, facultyDirectory': directorySearchSchema,
  DepartmentConfig: departmentConfigSearchSchema,
  manualmapping: manualMappingSearchSchema,
  contactUsRequest: contactSupportSearchSchema,
  'imports/history': importHistorySearchSchema,
  updateFaculty: updateFacultySearchSchema,
};

const HOSTILE_SEARCHES: Record<string, unknown>[] = [
  {},
  { candidate: 'abc', dept: -4, ids: { a: 1 }, journals: 42, view: ['x'], counting: 'half', rank: '7', share: 'none', years: 7, page: 0 },
  { titles: 'Dean', x: 'speed', invert: 'maybe', school: null, types: [null, {}], count: 4, sort: 9, start: 5, end: -3 },
  { dept: 'all', compare: [1, 2], unknown: 'kept?', __proto__: 'x', constructor: 1 },
  { error: ['GAP_OF_10_YEARS'], log: '1e3', size: 25.5, page: '2.5', view: { resolved: true } },
  { check: 'faculty_with_missing_gender', univ: '0x10', universities: 'all', searched: 'yes', ranges: [1, 2], journal: 'x'.repeat(21), group: '  ' },
  { token: { $ne: '' }, email: ['a@b.c'], redirect: 'x'.repeat(2001), expired: 'false' },
  { token: '   ', email: 'x'.repeat(255), redirect: null, expired: ['true'] },
  { coauthorid: '12abc', isReadOnly: 'maybe', note: 'x'.repeat(501), id: 2_147_483_648, type: 'delete', action: 'Drop Table' },
  { coauthorid: -3, isReadOnly: [true], note: { text: 'n' }, id: '1e3', type: ['search'], action: 7 },
  { by: 'everything', first: '', last: 'x'.repeat(101), title: ['a'], univ: 'Wharton', univName: 'Wharton', name: {}, department: '  ' },
  { univName: 'No id', sort: 'random', page: '-2', source: 'ftp', size: 50, first: [' '] },
  { univ: 3, page: 4, sort: 'first_name_inc' },
];

describe('route search schemas', () => {
  itReadsHostileSearches(ROUTE_SCHEMAS, HOSTILE_SEARCHES, (route) => `${route}: unreadable values fall back to absent through TanStack's Standard Schema interface`);

  it('gives an unreadable field as undefined, which replaces the raw value when TanStack lays the validated search over it', () => {
    const raw = { candidate: 'abc', view: 'galaxy', journals: 'none', fn: 'Ada' };
    const validated = hireImpactSearchSchema.parse(raw);
    expect(validated).toStrictEqual({ candidate: undefined, view: undefined, journals: undefined, fn: 'Ada' });
    expect({ ...raw, ...validated }).toStrictEqual(validated);
    expect(homeSearchSchema.parse({ share: 'x' })).toStrictEqual({ share: undefined });
  });

  it('keeps what a valid link of a public page, the profile or an admin tool says', () => {
    expect(loginSearchSchema.parse({ redirect: '/dashboards/home?dept=4', expired: 'true' })).toEqual({ redirect: '/dashboards/home?dept=4', expired: true });
    expect(loginSearchSchema.parse({ expired: false })).toEqual({});
    expect(verifySearchSchema.parse({ token: ' abc123 ', email: 'ada@example.edu' })).toEqual({ token: 'abc123', email: 'ada@example.edu' });
    expect(tokenSearchSchema.parse({ token: 123456 })).toEqual({ token: '123456' });
    expect(profileSearchSchema.parse({ coauthorid: '12', isReadOnly: 'false', note: '' })).toEqual({ coauthorid: 12, isReadOnly: false, note: '' });
    expect(exploreSearchSchema.parse({ by: 'paper', title: ' Deep learning ' })).toEqual({ by: 'paper', title: 'Deep learning' });
    // the page is the search over every university's; a chosen university's directory has none
    expect(directorySearchSchema.parse({ univ: '3', univName: 'Wharton', sort: 'marker_dec', page: 4 })).toEqual({ univ: 3, univName: 'Wharton', sort: 'marker_dec' });
    expect(directorySearchSchema.parse({ name: 'Lee', page: '2' })).toEqual({ name: 'Lee', page: 2 });
    expect(departmentConfigSearchSchema.parse({ univName: 'Wharton' })).toEqual({});
    expect(manualMappingSearchSchema.parse({ first: ' Ann ', univ: 4, univName: 'Wharton' })).toEqual({ first: 'Ann', univ: 4, univName: 'Wharton' });
    expect(contactSupportSearchSchema.parse({ page: '3' })).toEqual({ page: 3 });
    expect(importHistorySearchSchema.parse({ source: 'rss', page: 2, size: '25' })).toEqual({ source: 'rss', page: 2, size: 25 });
    expect(updateFacultySearchSchema.parse({ id: '7', type: 'compare', action: 'Promoted' })).toEqual({ id: 7, type: 'compare', action: 'Promoted' });
  });

  it('keeps what a valid URL says', () => {
    expect(homeSearchSchema.parse({ dept: 4, rank: 6, share: [6, 1] })).toEqual({ dept: 4, rank: 6, share: [1, 6] });
    expect(tenureReadinessSearchSchema.parse({ years: 10, dept: 'all', univ: [3, 4], page: 2, tier_source: 'global' }))
      .toEqual({ years: 10, dept: 'all', univ: [3, 4], page: 2, tier_source: 'global' });
    expect(cohortSearchSchema.parse({ ids: [1, 2, 3], compare: [2, 9] })).toEqual({ ids: [1, 2, 3], compare: [2] });
    expect(compareSchoolsSearchSchema.parse({ invert: 1, x: 'h_index' })).toEqual({ invert: true, x: 'h_index' });
    expect(hireImpactSearchSchema.parse({ journals: ['All', 3] })).toEqual({ journals: 'All' });
  });
});
