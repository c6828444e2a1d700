import { describe, expect, it } from 'vitest';
import { messagesOf } from './ruleIssues.ts';
import {
  applyNewPresentEntry,
  defaultPosition,
  duplicatePresentNote,
  DUPLICATE_PRESENT_NOTE,
  isPresent,
  isSameUniversity,
  lacksPresentPosition,
  positionTitleOf,
  validateWorkItem,
  workHistoryWarnings,
  WORK_HISTORY_WARNINGS,
  type CurrentPosition,
  type WorkItem,
  type WorkItemInput,
} from './workHistory.ts';

const CURRENT_YEAR = 2026;
const complete: WorkItemInput = {
  title: 'Associate Professor (tenured)',
  school: 'Booth School of Business',
  institution: 'University of Chicago',
  institutionChosen: true,
  from: 2018,
  to: 'Present',
};

describe('validateWorkItem (docs/requirements/profile-and-accounts.md §5, Work)', () => {
  it.each([
    { case: 'complete, Present', input: complete, expected: [] },
    { case: 'complete, years', input: { ...complete, from: '2010', to: '2018' }, expected: [] },
    { case: 'from equal to to', input: { ...complete, from: 2018, to: 2018 }, expected: [] },
    { case: 'no title', input: { ...complete, title: '' }, expected: ['Select Title'] },
    { case: 'no school', input: { ...complete, school: ' ' }, expected: ['Select School'] },
    { case: 'no university', input: { ...complete, institution: '' }, expected: ['Select University'] },
    { case: 'university not chosen', input: { ...complete, institutionChosen: false }, expected: ['Select University'] },
    { case: 'no from year', input: { ...complete, from: '' }, expected: ['Enter From Year'] },
    { case: 'no to year, not Present', input: { ...complete, to: '' }, expected: ['Enter To Year or select Present'] },
    { case: 'to after the current year', input: { ...complete, to: 2027 }, expected: ['Enter Valid To Year between 1950 and 2026'] },
    { case: 'to before 1950', input: { ...complete, from: 1940, to: 1949 }, expected: ['Enter Valid To Year between 1950 and 2026', 'Enter Valid From Year between 1950 and 2026'] },
    { case: 'from after to', input: { ...complete, from: 2019, to: 2018 }, expected: ['Enter Valid From Year between 1950 and 2018'] },
    { case: 'from before 1950', input: { ...complete, from: 1949 }, expected: ['Enter Valid From Year between 1950 and 2026'] },
    { case: 'from after the current year, Present', input: { ...complete, from: 2027 }, expected: ['Enter Valid From Year between 1950 and 2026'] },
    { case: 'Named Chair needs a Position Title', input: { ...complete, title: 'Named Chair' }, expected: ['Enter Position Title'] },
    { case: 'Named Chair with its title', input: { ...complete, title: 'Named Chair', subTitle: 'Fama Family Chair' }, expected: [] },
    { case: 'marker decides when the title is free text', input: { ...complete, title: 'Dean', marker: 9 }, expected: ['Enter Position Title'] },
  ])('$case', ({ input, expected }) => {
    expect(messagesOf(validateWorkItem(input, { currentYear: CURRENT_YEAR }))).toEqual(expected);
  });

  it.each([
    { rank: 1 as const, title: 'Associate Professor (tenured)', expected: ['Associate Professor cannot be selected for your current rank'] },
    { rank: 2 as const, title: 'Associate Professor (tenured)', expected: [] },
    { rank: 2 as const, title: 'Full Professor (tenured)', expected: ['Professor cannot be selected for your current rank'] },
    { rank: 3 as const, title: 'Full Professor (tenured)', expected: [] },
    { rank: 1 as const, title: 'Emeritus', expected: [] },
  ])('rank $rank, $title', ({ rank, title, expected }) => {
    expect(messagesOf(validateWorkItem({ ...complete, title }, { currentYear: CURRENT_YEAR, authorRank: rank }))).toEqual(expected);
  });
});

function entry(partial: Partial<WorkItem> & Pick<WorkItem, 'id'>): WorkItem {
  return { title: 'Assistant Professor (tenure-track)', institution: 'University of Chicago', school: 'Booth', from: 2010, to: 2015, ...partial };
}

describe('defaultPosition (the latest work-history subTitle by latest end)', () => {
  it.each([
    { case: 'no history', history: [], expected: '' },
    {
      case: 'Present beats any year',
      history: [entry({ id: 1, subTitle: 'Associate Professor of Finance', to: 'Present', from: 2015 }), entry({ id: 2, subTitle: 'Visiting Professor', to: 2025, from: 2024 })],
      expected: 'Associate Professor of Finance',
    },
    {
      case: 'latest end year',
      history: [entry({ id: 1, subTitle: 'Assistant Professor', to: 2015 }), entry({ id: 2, subTitle: 'Associate Professor', to: 2020, from: 2015 })],
      expected: 'Associate Professor',
    },
    {
      case: 'tie on end: later start',
      history: [entry({ id: 1, subTitle: 'Professor', to: 'Present', from: 2012 }), entry({ id: 2, subTitle: 'Associate Dean', to: 'Present', from: 2021 })],
      expected: 'Associate Dean',
    },
    { case: 'no subTitle: the fixed title', history: [entry({ id: 1, title: 'Full Professor (tenured)', to: 'Present' })], expected: 'Professor' },
    { case: 'unknown end skipped', history: [entry({ id: 1, subTitle: 'Lecturer', to: '' })], expected: '' },
  ])('$case', ({ history, expected }) => {
    expect(defaultPosition(history)).toBe(expected);
  });

  it('positionTitleOf falls back to the title text', () => {
    expect(positionTitleOf({ title: 'Lecturer', subTitle: '' })).toBe('Lecturer');
  });
});

describe('applyNewPresentEntry (docs/requirements/profile-and-accounts.md §4)', () => {
  const profile: CurrentPosition = {
    position: 'Assistant Professor',
    marker: 1,
    univ_id: 7,
    univ_name: 'University of Chicago',
    department: ['Finance'],
    percent_appointment: { Finance: 100 },
  };

  it('a past entry changes nothing', () => {
    const outcome = applyNewPresentEntry(profile, [], entry({ id: 1, to: 2020 }));
    expect(outcome).toEqual({ profile, positionChanged: false, universityChanged: false });
  });

  it('a Present promotion at the same university changes position and marker, keeps departments', () => {
    const outcome = applyNewPresentEntry(profile, [], entry({ id: 2, title: 'Associate Professor (tenured)', marker: 2, univId: 7, from: 2021, to: 'Present' }));
    expect(outcome.positionChanged).toBe(true);
    expect(outcome.universityChanged).toBe(false);
    expect(outcome.profile).toEqual({ ...profile, position: 'Associate Professor', marker: 2 });
  });

  it('a Present entry at another university clears departments and appointment', () => {
    const outcome = applyNewPresentEntry(
      profile,
      [],
      entry({ id: 2, title: 'Associate Professor (tenured)', institution: 'Stanford University', univId: 12, from: 2021, to: 'Present' }),
    );
    expect(outcome.universityChanged).toBe(true);
    expect(outcome.profile).toEqual({
      position: 'Associate Professor',
      marker: 2,
      univ_id: 12,
      univ_name: 'Stanford University',
      department: [],
      percent_appointment: {},
    });
  });

  it('same university by name when ids are missing', () => {
    const outcome = applyNewPresentEntry({ ...profile, univ_id: null }, [], entry({ id: 2, institution: ' university of  chicago ', to: 'Present' }));
    expect(outcome.universityChanged).toBe(false);
  });

  it('a Chair or Administrative Present entry does not replace the position', () => {
    expect(applyNewPresentEntry(profile, [], entry({ id: 3, title: 'Named Chair', subTitle: 'Fama Chair', marker: 7, to: 'Present' })).positionChanged).toBe(false);
    expect(applyNewPresentEntry(profile, [], entry({ id: 4, title: 'Administrative Position', subTitle: 'Dean', to: 'Present', institution: 'MIT' })).universityChanged).toBe(false);
  });

  it('an older Present entry does not replace a newer current one', () => {
    const newer = entry({ id: 1, title: 'Full Professor (tenured)', to: 'Present', from: 2020 });
    const outcome = applyNewPresentEntry(profile, [newer], entry({ id: 2, title: 'Teaching Professor', subTitle: 'Clinical Professor', to: 'Present', from: 2010 }));
    expect(outcome.positionChanged).toBe(false);
  });
});

describe('duplicatePresentNote', () => {
  const current = entry({ id: 1, to: 'Present', univId: 7 });
  it.each([
    { case: 'second Present at the same university', added: entry({ id: 2, to: 'Present', univId: 7, title: 'Associate Professor (tenured)' }), expected: DUPLICATE_PRESENT_NOTE },
    { case: 'Present elsewhere', added: entry({ id: 2, to: 'Present', univId: 12, institution: 'Stanford University' }), expected: null },
    { case: 'past entry', added: entry({ id: 2, to: 2012, univId: 7 }), expected: null },
    { case: 'a Chair alongside', added: entry({ id: 2, to: 'Present', univId: 7, title: 'Named Chair', subTitle: 'X Chair' }), expected: null },
    { case: 'the entry itself', added: current, expected: null },
  ])('$case', ({ added, expected }) => {
    expect(duplicatePresentNote([current], added)).toBe(expected);
  });
});

describe('workHistoryWarnings (docs/requirements/profile-and-accounts.md §4 popups)', () => {
  it.each([
    { case: 'clean history', history: [entry({ id: 1, to: 'Present' })], universityChanged: false, expected: [] },
    {
      case: 'two current positions at one university',
      history: [entry({ id: 1, to: 'Present', univId: 7 }), entry({ id: 2, title: 'Full Professor (tenured)', to: 'Present', univId: 7 })],
      universityChanged: false,
      expected: [WORK_HISTORY_WARNINGS.multipleCurrentPositions],
    },
    {
      case: 'current positions at two universities',
      history: [entry({ id: 1, to: 'Present', univId: 7 }), entry({ id: 2, to: 'Present', univId: 8, institution: 'INSEAD' })],
      universityChanged: false,
      expected: [],
    },
    {
      case: 'a Chair beside a Professor in the same period',
      history: [entry({ id: 1, title: 'Full Professor (tenured)', from: 2010, to: 'Present' }), entry({ id: 2, title: 'Named Chair', subTitle: 'X Chair', from: 2018, to: 'Present' })],
      universityChanged: false,
      expected: [],
    },
    {
      case: 'a Chair with no Professor position in its period',
      history: [entry({ id: 1, title: 'Full Professor (tenured)', from: 2000, to: 2010 }), entry({ id: 2, marker: 70, title: 'Named Chair', from: 2012, to: 2020 })],
      universityChanged: false,
      expected: [WORK_HISTORY_WARNINGS.chairWithoutProfessor],
    },
    {
      case: 'periods touching in one year overlap',
      history: [entry({ id: 1, title: 'Full Professor (tenured)', from: 2000, to: 2012 }), entry({ id: 2, title: 'Named Chair', from: 2012, to: 2020 })],
      universityChanged: false,
      expected: [],
    },
    {
      case: 'university changed',
      history: [entry({ id: 1, to: 'Present' })],
      universityChanged: true,
      expected: [WORK_HISTORY_WARNINGS.departmentsNeedUpdate],
    },
  ])('$case', ({ history, universityChanged, expected }) => {
    expect(workHistoryWarnings(history, { universityChanged })).toEqual(expected);
  });

  it('the warning texts are clear sentences', () => {
    expect(WORK_HISTORY_WARNINGS).toEqual({
      multipleCurrentPositions:
        'You have more than one current position at the same university. Please update the end dates of the positions you no longer hold.',
      chairWithoutProfessor:
        'You have a Chair position without a Professor position in the same period. Please add the Professor position you held alongside the Chair.',
      departmentsNeedUpdate: 'Your university has changed. Please update your departments and percent appointment for the new university.',
    });
  });
});

describe('small helpers', () => {
  it.each([
    ['Present', true],
    [' present ', true],
    ['2020', false],
    [2020, false],
    [null, false],
  ])('isPresent(%s) = %s', (to, expected) => {
    expect(isPresent(to)).toBe(expected);
  });

  it('isSameUniversity compares ids when both have one, else names', () => {
    expect(isSameUniversity({ id: 7, name: 'A' }, { id: '7', name: 'B' })).toBe(true);
    expect(isSameUniversity({ id: 7, name: 'A' }, { id: 8, name: 'A' })).toBe(false);
    expect(isSameUniversity({ name: 'MIT' }, { id: 8, name: 'mit' })).toBe(true);
    expect(isSameUniversity({ name: '' }, { name: '' })).toBe(false);
  });

  it('lacksPresentPosition: tenure-track author without a Present entry', () => {
    expect(lacksPresentPosition(2, [entry({ id: 1, to: 2019 })])).toBe(true);
    expect(lacksPresentPosition(20, [entry({ id: 1, to: 'Present' })])).toBe(false);
    expect(lacksPresentPosition(5, [])).toBe(false);
  });
});
