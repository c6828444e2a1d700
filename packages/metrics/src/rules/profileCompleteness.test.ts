import { describe, expect, it } from 'vitest';
import { effectivePosition, isProfileComplete, missingProfileItems, shouldMarkProfileComplete, type ProfileForCompleteness } from './profileCompleteness.ts';

const complete: ProfileForCompleteness = {
  first_name: 'Ann',
  email: 'ann.lee@stanford.edu',
  cv: 'https://files.example.org/cv.pdf',
  position: 'Associate Professor of Finance',
  univ_id: 12,
  univ_name: 'Stanford University',
  education: [{ degree: 'BA' }, { degree: 'Ph.D.' }],
  work_history_manual: [{ id: 1, title: 'Associate Professor (tenured)', subTitle: 'Associate Professor of Finance', institution: 'Stanford University', from: 2019, to: 'Present' }],
};

describe('missingProfileItems (docs/requirements/profile-and-accounts.md §5, Profile completeness)', () => {
  it.each([
    { case: 'complete', profile: complete, expected: [] },
    { case: 'no first name', profile: { ...complete, first_name: ' ' }, expected: ['Add First Name'] },
    { case: 'no education', profile: { ...complete, education: [] }, expected: ['Add Education', 'Add PhD Degree'] },
    { case: 'education without a PhD', profile: { ...complete, education: [{ degree: 'MBA' }] }, expected: ['Add PhD Degree'] },
    { case: 'PhD written as Doctor of Philosophy', profile: { ...complete, education: [{ degree: 'Doctor of Philosophy' }] }, expected: [] },
    { case: 'a DBA counts as a PhD degree', profile: { ...complete, education: [{ degree: 'D.B.A.' }] }, expected: [] },
    { case: 'no work experience and no position', profile: { ...complete, work_history_manual: [], position: '' }, expected: ['Add Work Experience', 'Add Position'] },
    { case: 'no work experience, own position', profile: { ...complete, work_history_manual: [] }, expected: ['Add Work Experience'] },
    { case: 'position defaulted from work history', profile: { ...complete, position: '' }, expected: [] },
    { case: 'no e-mail', profile: { ...complete, email: '' }, expected: ['Add Email'] },
    { case: 'no CV', profile: { ...complete, cv: '' }, expected: ['Add CV'] },
    { case: 'no university', profile: { ...complete, univ_id: '', univ_name: '' }, expected: ['Add University'] },
    { case: 'university name without id', profile: { ...complete, univ_id: null }, expected: ['Add University'] },
    {
      case: 'empty profile, in the seed order',
      profile: { first_name: '', email: '', cv: '', position: '', univ_id: '', univ_name: '', education: [], work_history_manual: [] },
      expected: ['Add First Name', 'Add Education', 'Add PhD Degree', 'Add Work Experience', 'Add Position', 'Add Email', 'Add CV', 'Add University'],
    },
  ])('$case', ({ profile, expected }) => {
    expect(missingProfileItems(profile)).toEqual(expected);
    expect(isProfileComplete(profile)).toBe(expected.length === 0);
  });
});

describe('effectivePosition and shouldMarkProfileComplete', () => {
  it('the own position wins, else the default from the work history', () => {
    expect(effectivePosition(complete)).toBe('Associate Professor of Finance');
    expect(effectivePosition({ position: '', work_history_manual: [{ id: 1, title: 'Full Professor (tenured)', institution: 'X', from: 2001, to: 'Present' }] })).toBe('Professor');
  });

  it.each([
    { isComplete: false, profile: complete, expected: true },
    { isComplete: true, profile: complete, expected: false },
    { isComplete: false, profile: { ...complete, cv: '' }, expected: false },
  ])('is_complete $isComplete -> mark $expected', ({ isComplete, profile, expected }) => {
    expect(shouldMarkProfileComplete({ ...profile, is_complete: isComplete })).toBe(expected);
  });
});
