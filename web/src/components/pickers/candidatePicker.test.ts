import { describe, expect, it } from 'vitest';
import type { TCandidateRow } from '@ri/contracts/accounts';
import {
  CANDIDATE_MESSAGES, CANDIDATE_TOAST_MS, EMPTY_CANDIDATE_PICKER, NONE_OF_THE_ABOVE, candidateLookupFor, candidateNameError, candidatePickerIssue,
  confirmModalChoice, isCandidateName, lookupOutcome, withCandidateFields,
} from './candidatePicker.ts';

function candidate(authorId: number): TCandidateRow {
  return { author_id: authorId, first_name: 'Ada', last_name: 'Lovelace', pic: '', univ_name: 'Penn', email: '', paper: { journal: 'Management Science', title: 'Notes' }, first_year_career: null };
}

const filled = { ...EMPTY_CANDIDATE_PICKER, firstName: 'Ada ', lastName: 'De Morgan', univName: 'University of Pennsylvania', univId: 12 };

describe('candidate picker: name fields (docs/requirements/dashboards.md §5)', () => {
  it.each([
    ['Ada', true], ['Mary Ann', true], ['José', true], ['Zoë Ünal', true],
    ["O'Brien", true], ['Ada-Lee', true], ['J. R.', true], ['李', true],
    ['', false], ['   ', false], ['Ada1', false], ['Ada<b>', false], ['a,b', false],
  ])('%j is a name: %s', (text, expected) => {
    expect(isCandidateName(text)).toBe(expected);
  });

  it('says why a field is refused, and nothing for an empty one', () => {
    expect(candidateNameError('Ada2')).toBe(CANDIDATE_MESSAGES.lettersOnly);
    expect(candidateNameError('')).toBeNull();
    expect(candidateNameError('Ada Lovelace')).toBeNull();
  });
});

describe('candidate picker: the lookup GET signup?fn&ln&uid', () => {
  it('runs only when both names are valid and the university was picked, lowercased and trimmed', () => {
    expect(candidateLookupFor(filled)).toEqual({ fn: 'ada', ln: 'de morgan', uid: 12 });
    expect(candidateLookupFor({ ...filled, univId: null })).toBeNull();
    expect(candidateLookupFor({ ...filled, firstName: 'Ada2' })).toBeNull();
    expect(candidateLookupFor({ ...filled, lastName: '' })).toBeNull();
  });

  it('keeps an id already chosen, chooses the only match, opens the modal for several, and reports none', () => {
    expect(lookupOutcome([candidate(1), candidate(2)], 2)).toEqual({ kind: 'keep', candidate: candidate(2) });
    expect(lookupOutcome([candidate(7)], null)).toEqual({ kind: 'choose', candidate: candidate(7) });
    expect(lookupOutcome([candidate(7)], 3)).toEqual({ kind: 'choose', candidate: candidate(7) });
    expect(lookupOutcome([candidate(1), candidate(2)], null)).toEqual({ kind: 'openModal' });
    expect(lookupOutcome([candidate(1), candidate(2)], 9)).toEqual({ kind: 'openModal' });
    expect(lookupOutcome([], null)).toEqual({ kind: 'noMatch' });
    // the server's automatic choice among several (the single exact match at the chosen university)
    expect(lookupOutcome([candidate(1), candidate(2)], null, 2)).toEqual({ kind: 'choose', candidate: candidate(2) });
  });
});

describe("candidate picker: the 'Select a candidate' modal (docs/requirements/dashboards.md §5 and §8)", () => {
  const list = [candidate(1), candidate(2)];

  it("Select with nothing picked says 'Please select a candidate' and stays open", () => {
    expect(confirmModalChoice(null, list)).toEqual({ ok: false, message: 'Please select a candidate', clearCandidate: false, closeModal: false });
  });

  it("'None of the above' says 'We dont have record for this author in our database' and clears the choice", () => {
    expect(confirmModalChoice(NONE_OF_THE_ABOVE, list)).toEqual({
      ok: false, message: 'We dont have record for this author in our database', clearCandidate: true, closeModal: true,
    });
  });

  it('a listed author is chosen', () => {
    expect(confirmModalChoice('2', list)).toEqual({ ok: true, candidate: candidate(2) });
    expect(confirmModalChoice('5', list)).toMatchObject({ ok: false, message: 'Please select a candidate' });
  });

  it('error toasts hide after 5 seconds', () => {
    expect(CANDIDATE_TOAST_MS).toBe(5000);
  });
});

describe('candidate picker: a form checking it before searching', () => {
  it("fields filled but no candidate: 'Please enter correct faculty info'; nothing typed: 'Please select a candidate'", () => {
    expect(candidatePickerIssue(filled)).toBe('Please enter correct faculty info');
    expect(candidatePickerIssue(EMPTY_CANDIDATE_PICKER)).toBe('Please select a candidate');
    expect(candidatePickerIssue({ ...filled, candidateId: 4 })).toBeNull();
  });

  it('editing a name or the university drops the chosen candidate; retyping the same value keeps it', () => {
    const chosen = { ...filled, candidateId: 1, candidate: candidate(1) };
    expect(withCandidateFields(chosen, { firstName: 'Adam' })).toMatchObject({ firstName: 'Adam', candidateId: null, candidate: null });
    expect(withCandidateFields(chosen, { univId: 13 })).toMatchObject({ univId: 13, candidateId: null });
    expect(withCandidateFields(chosen, { firstName: 'Ada ' })).toMatchObject({ candidateId: 1 });
  });
});
