import { describe, expect, it } from 'vitest';
import {
  MARKER_OPTIONS, TITLE_OPTIONS, addAuthorErrors, addAuthorFields, authorSearchProblem, emptyAddAuthorForm, firstError, formFieldOf, impliedMarker,
  showsPositionTitle, type AddAuthorForm,
} from './addAuthorForm.ts';

const complete: AddAuthorForm = {
  ...emptyAddAuthorForm({ firstName: 'Ada', lastName: 'Quist' }),
  email: 'ada.quist@wharton.upenn.edu', title: 'Assistant Professor (tenure-track)', universityName: 'The Wharton School', universityId: 12,
};

describe("'Look if Author exists' (docs/requirements/admin-tools.md §5)", () => {
  it.each([
    ['', 'Quist'], ['Ada', ''], ['  ', '  '],
  ])('%j %j: the seed\'s alert', (first, last) => {
    expect(authorSearchProblem(first, last)).toBe('First name and last name are required to search for authors');
  });
  it('both names: no problem', () => {
    expect(authorSearchProblem(' Ada ', 'Quist')).toBeNull();
  });
});

describe("'Create new record' validation (docs/requirements/admin-tools.md §5)", () => {
  it('a complete form has no problem', () => {
    expect(addAuthorErrors(complete, null)).toEqual({});
  });

  it.each([
    ['firstName', { firstName: ' ' }],
    ['lastName', { lastName: '' }],
    ['email', { email: '' }],
    ['title', { title: '' }],
    ['universityName', { universityName: '' }],
    // a university typed but not chosen from the suggestions is not a university
    ['universityName', { universityId: null }],
    ['positionTitle', { title: 'Named Chair' }],
  ] as const)("'Complete all required fields' for %s", (field, change) => {
    const errors = addAuthorErrors({ ...complete, ...change }, null);
    expect(errors[field]).toBe('Complete all required fields');
    expect(firstError(errors)).toBe('Complete all required fields');
  });

  it('a title with a fixed title needs no Position Title; one without does', () => {
    expect(showsPositionTitle('Full Professor (tenured)')).toBe(false);
    expect(showsPositionTitle('Administrative Position')).toBe(true);
    expect(addAuthorErrors({ ...complete, title: 'Named Chair', positionTitle: 'Chair of Finance' }, null)).toEqual({});
  });

  it.each([
    [{ googleScholarLink: 'https://scholar.google.com/citations?user=qc6CJjYAAAAJ' }, 'googleScholarName', 'Please enter author name from google scholar'],
    [{ googleScholarLink: 'https://scholar.google.com/citations?hl=en', googleScholarName: 'Ada Quist' }, 'googleScholarLink', 'Invalid Google Scholar link'],
    [{ researchGateLink: 'https://www.researchgate.net/profile/Ada-Quist' }, 'researchGateName', 'Please enter author name from Researchgate'],
    [{ researchGateLink: 'https://www.researchgate.net/Ada', researchGateName: 'Ada Quist' }, 'researchGateLink', 'Invalid Researchgate link'],
    [{ email: 'ada-at-wharton' }, 'email', 'Email is not valid'],
  ] as const)('%o: %s says %s', (change, field, message) => {
    const errors = addAuthorErrors({ ...complete, ...change }, null);
    expect(errors[field]).toBe(message);
    expect(firstError(errors)).toBe(message);
  });

  it('valid research profiles pass', () => {
    expect(addAuthorErrors({
      ...complete,
      googleScholarLink: 'https://scholar.google.com/citations?user=qc6CJjYAAAAJ&hl=en', googleScholarName: 'Ada Quist',
      researchGateLink: 'https://www.researchgate.net/profile/Ada-Quist', researchGateName: 'Ada Quist',
    }, null)).toEqual({});
  });

  it('a CV over 10 MB is refused before sending', () => {
    expect(addAuthorErrors(complete, { size: 10 * 1024 * 1024 + 1 }).cv).toBe('The CV must be at most 10 MB.');
    expect(addAuthorErrors(complete, { size: 200_000 })).toEqual({});
  });

  it("'Complete all required fields' comes first in the alert", () => {
    expect(firstError(addAuthorErrors({ ...complete, email: 'nope', firstName: '' }, null))).toBe('Complete all required fields');
    expect(firstError({})).toBeNull();
  });
});

describe('the request', () => {
  it('sends trimmed text, the chosen university id, and no research-profile name without its link', () => {
    expect(addAuthorFields({ ...complete, firstName: ' Ada ', googleScholarName: 'left over', marker: ' 10 ' })).toEqual({
      first_name: 'Ada', last_name: 'Quist', mid_name: '', email: 'ada.quist@wharton.upenn.edu', title: 'Assistant Professor (tenure-track)',
      position_title: '', suffix: '', prefix: '', univ_name: 'The Wharton School', univ_id: '12', marker: '10',
      google_scholar_link: '', google_scholar_author_name: '', google_scholar_author_id: '',
      research_gate_link: '', research_gate_author_name: '', research_gate_author_id: '',
    });
  });

  it('sends the Position Title only for a title without a fixed one', () => {
    expect(addAuthorFields({ ...complete, positionTitle: 'stale' }).position_title).toBe('');
    expect(addAuthorFields({ ...complete, title: 'Named Chair', positionTitle: ' Chair of Finance ' }).position_title).toBe('Chair of Finance');
  });

  it("maps the server's 400 fields to the form", () => {
    expect(formFieldOf('body.email')).toBe('email');
    expect(formFieldOf('body.google_scholar_link')).toBe('googleScholarLink');
    expect(formFieldOf('body.univ_name')).toBe('universityName');
    expect(formFieldOf('file')).toBe('cv');
    expect(formFieldOf('body.unknown')).toBeNull();
    expect(formFieldOf(undefined)).toBeNull();
  });
});

describe('title and marker choices (docs/requirements/profile-and-accounts.md §3)', () => {
  it('offers the eight position types', () => {
    expect(TITLE_OPTIONS).toEqual([
      'Assistant Professor (tenure-track)', 'Associate Professor (tenured)', 'Full Professor (tenured)', 'Emeritus',
      'Researcher / Visiting / Post-doc / Affiliate', 'Teaching Professor', 'Named Chair', 'Administrative Position',
    ]);
  });
  it("the title's marker is the default", () => {
    expect(impliedMarker('Full Professor (tenured)')).toBe(3);
    expect(impliedMarker('Administrative Position')).toBe(9);
    expect(impliedMarker('')).toBeNull();
  });
  it('markers are named by their position type', () => {
    expect(MARKER_OPTIONS.find((option) => option.value === '2')?.label).toBe('2 · Associate Professor (tenured)');
    expect(MARKER_OPTIONS.find((option) => option.value === '0')?.label).toBe('0 · unknown');
    expect(MARKER_OPTIONS.find((option) => option.value === '30')?.label).toBe('30 · Full Professor (tenured)');
  });
});
