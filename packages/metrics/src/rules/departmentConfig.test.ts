import { describe, expect, it } from 'vitest';
import { areDefaultDepartmentNamesConsistent, validateDepartmentDelete, validateDepartmentSave } from './departmentConfig.ts';
import { messagesOf } from './ruleIssues.ts';

const UNIVERSITY_DEPARTMENTS = ['Accounting', 'Finance', 'Marketing', 'Management'];

describe('validateDepartmentSave (docs/requirements/admin-tools.md §5, Department configuration)', () => {
  const context = { universityDepartmentNames: UNIVERSITY_DEPARTMENTS, otherConfiguredNames: ['Accounting and Finance'] };
  it.each([
    { case: 'named, consistent mapping', input: { name: 'Finance Group', default_mapping: ['Finance', ' accounting '] }, expected: [] },
    { case: 'named, no mapping', input: { name: 'Finance Group', default_mapping: [] }, expected: [] },
    { case: 'no name', input: { name: ' ', default_mapping: ['Finance'] }, expected: ['Department cannot be saved or deleted. Please add Department Name'] },
    { case: 'mapping names an unknown department', input: { name: 'Finance Group', default_mapping: ['Finance', 'Astrology'] }, expected: ['Default Department Names are not consistent'] },
    { case: 'duplicate of another configured name', input: { name: 'accounting and  finance', default_mapping: [] }, expected: ['A department with this name already exists'] },
  ])('$case', ({ input, expected }) => {
    expect(messagesOf(validateDepartmentSave(input, context))).toEqual(expected);
  });

  it('consistency compares trimmed and case-insensitively', () => {
    expect(areDefaultDepartmentNamesConsistent(['MARKETING'], UNIVERSITY_DEPARTMENTS)).toBe(true);
    expect(areDefaultDepartmentNamesConsistent(['Marketing Science'], UNIVERSITY_DEPARTMENTS)).toBe(false);
  });
});

describe('validateDepartmentDelete', () => {
  it.each([
    { case: 'saved department', input: { id: 3, name: 'Finance Group' }, expected: [] },
    { case: 'never saved', input: { id: null, name: 'Finance Group' }, expected: ['Cannot Delete Unsaved Data'] },
    { case: 'no name', input: { id: 3, name: '' }, expected: ['Department cannot be saved or deleted. Please add Department Name'] },
  ])('$case', ({ input, expected }) => {
    expect(messagesOf(validateDepartmentDelete(input))).toEqual(expected);
  });
});
