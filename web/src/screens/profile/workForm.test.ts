import { describe, expect, it } from 'vitest';
import type { TWorkItem } from '@ri/contracts/profile';
import { DUPLICATE_PRESENT_NOTE, WORK_MESSAGES, validFromYearMessage, validToYearMessage } from '@ri/metrics';
import {
  EMPTY_WORK_FORM, OTHER_TITLE, positionTitleRequired, presentNoteFor, schoolSuggestions, sortedWork, titleOfForm, validateWorkForm, workFormOf,
  workCorrectionRequest, workEntryLabel, workHistoryAfterSave, workHistoryWithout, workPeriod, workTitleOptions,
} from './workForm.ts';
import type { WorkForm } from './workForm.ts';

const assistant: TWorkItem = { id: 11, title: 'Assistant Professor', subTitle: 'Assistant Professor of Marketing', school: 'The Wharton School', institution: 'University of Pennsylvania', univId: 5, from: 2019, to: 'Present', marker: 1, rank: 1 };
const postdoc: TWorkItem = { id: 12, title: 'Researcher / Visiting / Post-doc / Affiliate', subTitle: 'Postdoctoral Fellow', school: 'Sloan', institution: 'MIT', univId: 8, from: 2018, to: 2019, marker: 5, rank: 1 };
const pastChair: TWorkItem = { id: 13, title: 'Administrative Position', subTitle: 'Chair', school: 'Sloan', institution: 'MIT', univId: 8, from: 2010, to: 2013, marker: 90, rank: 1 };
const context = { currentYear: 2026, isAdmin: false, authorMarker: 1 };
const filled: WorkForm = { ...EMPTY_WORK_FORM, type: '1', school: 'Kellogg', institution: 'Northwestern University', univId: 9, from: '2020', to: '2022' };

describe('work experience form (docs/requirements/profile-and-accounts.md §3-5)', () => {
  it('reads a stored entry back into the form', () => {
    expect(workFormOf(assistant)).toMatchObject({ type: '1', subTitle: 'Assistant Professor of Marketing', present: true, to: '', from: '2019' });
    expect(workFormOf(pastChair).type).toBe('9');
    expect(workFormOf({ ...postdoc, title: 'Industry Position', marker: null })).toMatchObject({ type: OTHER_TITLE, otherTitle: 'Industry Position' });
  });

  it('stores the fixed title, or the label of a type without one', () => {
    expect(titleOfForm({ ...EMPTY_WORK_FORM, type: '3' })).toBe('Professor');
    expect(titleOfForm({ ...EMPTY_WORK_FORM, type: '7' })).toBe('Named Chair');
    expect(positionTitleRequired({ ...EMPTY_WORK_FORM, type: '7' })).toBe(true);
    expect(positionTitleRequired({ ...EMPTY_WORK_FORM, type: '1' })).toBe(false);
  });

  it.each([
    ['rank 1: Associate and Full disabled', 1, ['2', '3']],
    ['rank 2 (marker 20): Full disabled', 20, ['3']],
    ['rank 3: nothing disabled', 3, []],
  ])('%s', (_name, marker, disabled) => {
    expect(workTitleOptions(marker, false, EMPTY_WORK_FORM).filter((option) => option.disabled).map((option) => option.value)).toEqual(disabled);
  });

  it('lets an administrator choose any title', () => {
    expect(workTitleOptions(1, true, EMPTY_WORK_FORM).some((option) => option.disabled)).toBe(false);
  });

  it.each([
    ['a complete entry', filled, context, []],
    ['no title', { ...filled, type: null }, context, [WORK_MESSAGES.selectTitle]],
    ['a title without a fixed one needs a Position Title', { ...filled, type: '5' }, context, [WORK_MESSAGES.enterPositionTitle]],
    ['no school', { ...filled, school: ' ' }, context, [WORK_MESSAGES.selectSchool]],
    ['a typed university', { ...filled, univId: null }, context, [WORK_MESSAGES.selectUniversity]],
    ['a typed university, administrator', { ...filled, univId: null }, { ...context, isAdmin: true }, []],
    ['no from year', { ...filled, from: '' }, context, [WORK_MESSAGES.enterFromYear]],
    ['no to year nor Present', { ...filled, to: '' }, context, [WORK_MESSAGES.enterToYear]],
    ['Present without a to year', { ...filled, to: '', present: true }, context, []],
    ['to after the current year', { ...filled, to: '2027' }, context, [validToYearMessage(2026)]],
    ['from after to', { ...filled, from: '2023' }, context, [validFromYearMessage(2022)]],
    ['from before 1950', { ...filled, from: '1949' }, context, [validFromYearMessage(2022)]],
    ['Full Professor at rank 1', { ...filled, type: '3' }, context, ['Professor cannot be selected for your current rank']],
  ])('%s', (_name, form, ruleContext, messages) => {
    expect(validateWorkForm(form, ruleContext).map((issue) => issue.message)).toEqual(messages);
  });

  it('appends a new entry and replaces an edited one in place', () => {
    const added = workHistoryAfterSave([assistant, postdoc], null, { ...filled, present: true, to: '' });
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ isNew: true, title: 'Assistant Professor', to: 'Present', from: 2020, univId: 9, marker: 1 });
    expect(added[0]).toMatchObject({ id: 11, to: 'Present', marker: 1 });

    const edited = workHistoryAfterSave([assistant, pastChair], pastChair, { ...workFormOf(pastChair), to: '2014' });
    expect(edited[1]).toMatchObject({ id: 13, to: 2014, marker: 90 });
    const retyped = workHistoryAfterSave([assistant, pastChair], pastChair, { ...workFormOf(pastChair), type: '7' });
    expect(retyped[1]).toMatchObject({ id: 13, title: 'Named Chair', marker: 7 });
    expect(workHistoryWithout([assistant, postdoc], 11).map((item) => item.id)).toEqual([12]);
  });

  it('notes a second current position at the same university', () => {
    const samePlace = { ...filled, institution: assistant.institution, univId: assistant.univId, present: true, to: '' };
    expect(presentNoteFor([assistant], null, samePlace)).toBe(DUPLICATE_PRESENT_NOTE);
    expect(presentNoteFor([assistant], assistant, { ...workFormOf(assistant) })).toBeNull();
    expect(presentNoteFor([assistant], null, { ...samePlace, present: false, to: '2022' })).toBeNull();
    expect(presentNoteFor([assistant], null, { ...samePlace, type: '9', subTitle: 'Associate Dean' })).toBeNull();
  });

  it('lists current entries first and writes periods', () => {
    expect(sortedWork([postdoc, pastChair, assistant]).map((item) => item.id)).toEqual([11, 12, 13]);
    expect(workPeriod(assistant)).toBe('2019 – Present');
  });

  it('offers the schools of the university chosen only; before a choice, the schools matching what was typed (issue 22)', () => {
    const wharton = [{ name: 'The Wharton School' }];
    const typed = [{ name: 'Sloan School of Management' }, { name: 'The Wharton School' }, { name: 'Sloan School of Management' }];
    expect(schoolSuggestions(5, wharton, typed)).toEqual(['The Wharton School']);
    expect(schoolSuggestions(5, undefined, typed)).toEqual([]);
    expect(schoolSuggestions(null, wharton, typed)).toEqual(['Sloan School of Management', 'The Wharton School']);
    expect(schoolSuggestions(null, wharton, undefined)).toEqual([]);
  });

  it('names an entry in the Yes/No question and in the request to an administrator', () => {
    expect(workEntryLabel(assistant)).toBe('Assistant Professor (Assistant Professor of Marketing), The Wharton School, University of Pennsylvania (2019 – Present)');
    expect(workEntryLabel({ ...postdoc, subTitle: '' })).toBe('Researcher / Visiting / Post-doc / Affiliate, Sloan, MIT (2018 – 2019)');
    const request = workCorrectionRequest('Ann Lee', 42, pastChair);
    expect(request).toMatchObject({ kind: 'other', subject: 'Please check a work experience entry of Ann Lee' });
    expect(request.body).toContain('Ann Lee (author id 42)');
    expect(request.body).toContain('Administrative Position (Chair), Sloan, MIT (2010 – 2013)');
    expect(workCorrectionRequest('x'.repeat(400), 1, pastChair).subject.length).toBe(300);
  });
});
