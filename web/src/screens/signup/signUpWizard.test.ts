import { describe, expect, it } from 'vitest';
import { SIGN_UP_EXISTS_MESSAGE } from '@ri/contracts/accounts';
import type { TCandidateRow } from '@ri/contracts/accounts';
import { PASSWORD_MESSAGES } from '@ri/metrics';
import { ApiError } from '../../api/client.ts';
import {
  EMPTY_ACCOUNT, EMPTY_NAMES, WIZARD_MESSAGES, accountErrors, automaticChoice, candidateOutcome, candidateSearchFor, checkNames,
  namesFormMessage, opensSelectionModal, placeFailure, previousStep, signUpBody, signUpFailure, universityIdFor,
} from './signUpWizard.ts';

const names = { ...EMPTY_NAMES, firstName: ' Ada ', midName: '', lastName: 'Lovelace', univName: 'University of Pennsylvania', univId: 12 };
const account = { username: 'ada', email: 'ada@upenn.edu', password: 'analytical-engine', confirmPassword: 'analytical-engine' };

function candidate(authorId: number): TCandidateRow {
  return { author_id: authorId, first_name: 'Ada', last_name: 'Lovelace', pic: '', paper: null };
}

describe('sign-up wizard, step 1 (names and university)', () => {
  it("asks for every missing field with 'Please fill all the fields'; the middle name is optional", () => {
    const check = checkNames(EMPTY_NAMES);
    expect(check.ok).toBe(false);
    expect(check.message).toBe('Please fill all the fields');
    expect(check.missing).toEqual({ firstName: true, lastName: true, university: true });
    expect(checkNames(names)).toMatchObject({ ok: true, message: null });
  });

  it('a university typed but not chosen from the suggestions is missing', () => {
    expect(checkNames({ ...names, univId: null }).missing).toEqual({ firstName: false, lastName: false, university: true });
  });

  it('the id goes with the exactly matching suggestion, or with the only one', () => {
    const two = [{ name: 'Penn State University', univ_id: 1 }, { name: 'University of Pennsylvania', univ_id: 2 }];
    expect(universityIdFor('university of pennsylvania', two)).toBe(2);
    expect(universityIdFor('Penn', two)).toBeNull();
    expect(universityIdFor('Pennsylv', [{ name: 'University of Pennsylvania', univ_id: 2 }])).toBe(2);
    expect(universityIdFor('  ', [{ name: 'University of Pennsylvania', univ_id: 2 }])).toBeNull();
    expect(universityIdFor('Nowhere', [])).toBeNull();
  });

  it('searches candidates with lowercased, trimmed names and the university id', () => {
    expect(candidateSearchFor(names)).toEqual({ fn: 'ada', ln: 'lovelace', uid: 12 });
    expect(candidateSearchFor({ ...names, univId: null })).toBeNull();
  });

  it("accepts apostrophes, hyphens, periods and any script in names, and says what else is refused", () => {
    expect(checkNames({ ...names, firstName: 'Seán J.', lastName: "O'Brien-Smith" }).ok).toBe(true);
    expect(checkNames({ ...names, firstName: '伟', lastName: '李' }).ok).toBe(true);
    expect(checkNames({ ...names, lastName: 'Lovelace2' }).errors.lastName).toBe('Use letters, spaces, apostrophes, hyphens and periods only');
  });

  it('says each message once, inline (issue 22): above the buttons only what no field says beside it', () => {
    expect(namesFormMessage(checkNames(EMPTY_NAMES), false)).toBe('Please fill all the fields');
    expect(namesFormMessage(checkNames(names), false)).toBeNull();
    const badLast = checkNames({ ...names, lastName: 'Lovelace2' });
    expect(badLast.message).toBe('Use letters, spaces, apostrophes, hyphens and periods only');
    expect(namesFormMessage(badLast, false)).toBeNull();
    const request = checkNames({ ...names, univName: 'Tiny College', univId: null, requestUniversity: true, univSchool: '' });
    expect(namesFormMessage(request, true)).toBeNull();
    expect(namesFormMessage(request, false)).toBe(request.message);
  });

  it('a university not in the list is requested with its school, and the sign-up goes on without a candidate search', () => {
    const request = { ...names, univName: 'Tiny College', univId: null, requestUniversity: true, univSchool: '' };
    expect(checkNames(request).errors.school).toBe('Enter School Name');
    const complete = { ...request, univSchool: 'Tiny School of Business' };
    expect(checkNames(complete).ok).toBe(true);
    expect(candidateSearchFor(complete)).toBeNull();
    expect(signUpBody(complete, { kind: 'none' }, account)).toMatchObject({ univ_id: '', new_university: true, univ_name: 'Tiny College', univ_school: 'Tiny School of Business', new_author: true });
  });
});

describe('sign-up wizard, step 2 (author record)', () => {
  it('chooses the only candidate automatically and opens the modal for several', () => {
    expect(automaticChoice([candidate(5)])).toEqual({ kind: 'author', authorId: 5 });
    expect(automaticChoice([candidate(5), candidate(6)])).toBeNull();
    expect(automaticChoice([])).toBeNull();
    expect(opensSelectionModal([candidate(5)])).toBe(false);
    expect(opensSelectionModal([candidate(5), candidate(6)])).toBe(true);
  });

  it("takes the server's automatic choice (the single exact match at the chosen university) among several", () => {
    expect(automaticChoice([candidate(5), candidate(6)], 6)).toEqual({ kind: 'author', authorId: 6 });
    expect(opensSelectionModal([candidate(5), candidate(6)], 6)).toBe(false);
    // a choice that is not on the list is ignored
    expect(automaticChoice([candidate(5), candidate(6)], 9)).toBeNull();
  });

  it('NEXT needs a choice; None of the above goes on with a new author and the seed notice', () => {
    expect(candidateOutcome(3, null)).toEqual({ ok: false, message: 'Please select a candidate' });
    expect(candidateOutcome(0, null)).toEqual({ ok: false, message: 'Please enter correct faculty info' });
    expect(candidateOutcome(3, { kind: 'author', authorId: 5 })).toEqual({ ok: true, newAuthor: false, notice: null });
    expect(candidateOutcome(0, { kind: 'none' })).toEqual({ ok: true, newAuthor: true, notice: 'We dont have record for this author in our database' });
  });

  it('PREV goes back one step', () => {
    expect(previousStep('account')).toBe('candidate');
    expect(previousStep('candidate')).toBe('names');
    expect(previousStep('names')).toBeNull();
  });
});

describe('sign-up wizard, step 3 (account)', () => {
  it('gives every seed message and the password policy', () => {
    expect(accountErrors(EMPTY_ACCOUNT)).toEqual({
      username: 'This field is required',
      email: 'This field is required',
      password: 'This field is required',
      confirmPassword: 'This field is required',
    });
    expect(accountErrors({ ...account, email: 'ada@' }).email).toBe('Email is not valid');
    expect(accountErrors({ ...account, email: 'ada@gmail.com' }).email).toBe('Please provide University Email');
    expect(accountErrors({ ...account, confirmPassword: 'something-else' }).confirmPassword).toBe('password mismatch');
    expect(accountErrors({ ...account, password: 'short', confirmPassword: 'short' }).password).toBe(PASSWORD_MESSAGES.tooShort);
    expect(accountErrors({ ...account, password: 'password123', confirmPassword: 'password123' }).password).toBe(PASSWORD_MESSAGES.tooCommon);
    expect(accountErrors(account)).toEqual({});
  });

  it("sends author_id '' with new_author true for None of the above, the chosen id otherwise", () => {
    expect(signUpBody(names, { kind: 'none' }, account)).toEqual({
      email: 'ada@upenn.edu', username: 'ada', password: 'analytical-engine', author_id: '', new_author: true,
      first_name: 'Ada', mid_name: '', last_name: 'Lovelace', univ_name: 'University of Pennsylvania', univ_id: '12', new_university: false, univ_school: '',
    });
    expect(signUpBody(names, { kind: 'author', authorId: 77 }, account)).toMatchObject({ author_id: '77', new_author: false });
  });

  it("maps the server's answers: 'exists', refused fields, and failures for the failure screen", () => {
    expect(signUpFailure(new ApiError(409, 'exists', { message: 'exists' }), SIGN_UP_EXISTS_MESSAGE)).toEqual({ kind: 'form', message: WIZARD_MESSAGES.exists, field: null, step: 'account' });
    expect(signUpFailure(new ApiError(400, 'Please provide University Email', { message: 'Please provide University Email', field: 'body.email' }), SIGN_UP_EXISTS_MESSAGE))
      .toEqual({ kind: 'form', message: 'Please provide University Email', field: 'email', step: 'account' });
    expect(signUpFailure(new ApiError(400, 'Please select a candidate', { field: 'body.author_id' }), SIGN_UP_EXISTS_MESSAGE)).toMatchObject({ step: 'candidate', field: null });
    expect(signUpFailure(new ApiError(400, 'Please fill all the fields', { field: 'body.univ_id' }), SIGN_UP_EXISTS_MESSAGE)).toMatchObject({ step: 'names' });
    expect(signUpFailure(new ApiError(500, 'Internal Server Error', {}), SIGN_UP_EXISTS_MESSAGE)).toEqual({ kind: 'screen', message: WIZARD_MESSAGES.failed });
    expect(signUpFailure(new ApiError(0, 'offline', undefined), SIGN_UP_EXISTS_MESSAGE)).toEqual({ kind: 'screen', message: 'Account creation failed. Please try again later or start over.' });
    expect(signUpFailure(new Error('boom'), SIGN_UP_EXISTS_MESSAGE)).toMatchObject({ kind: 'screen' });
  });

  it('a refused field is shown once, beside its input; a failure without an input of the form in one toast', () => {
    const email = signUpFailure(new ApiError(400, 'User name can be at most 64 characters.', { field: 'body.username' }), SIGN_UP_EXISTS_MESSAGE);
    expect(email.kind === 'form' && placeFailure(email)).toEqual({ where: 'field', field: 'username', message: 'User name can be at most 64 characters.' });
    const exists = signUpFailure(new ApiError(409, 'exists', { message: 'exists' }), SIGN_UP_EXISTS_MESSAGE);
    expect(exists.kind === 'form' && placeFailure(exists)).toEqual({ where: 'toast', message: WIZARD_MESSAGES.exists });
  });
});
