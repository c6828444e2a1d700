import { describe, expect, it } from 'vitest';
import { DEPARTMENT_APPOINTMENT_MESSAGES, validateDepartmentAppointment } from '@ri/metrics';
import { departmentChoices, departmentRows, departmentsAfterSave, departmentsWithout, otherAppointments } from './departmentForm.ts';

const profile = { department: ['Finance', 'Accounting'], percent_appointment: { Finance: 60, Accounting: 33.335 } };

describe('departments and percent appointment (docs/requirements/profile-and-accounts.md §5 and §9)', () => {
  it('lists each department with its percent in 2 decimals', () => {
    expect(departmentRows(profile)).toEqual([
      { name: 'Finance', percent: 60, label: '60.00%' },
      { name: 'Accounting', percent: 33.335, label: '33.34%' },
    ]);
    expect(departmentRows({ department: ['Marketing'], percent_appointment: {} })).toEqual([{ name: 'Marketing', percent: null, label: '' }]);
  });

  it.each([
    ['a new department within the cap', null, 'Marketing', '6', []],
    ['a new department over the cap', null, 'Marketing', '7', [DEPARTMENT_APPOINTMENT_MESSAGES.totalExceeded]],
    ['editing replaces the old value in the total', 'Finance', 'Finance', '66.66', []],
    ['editing over the cap', 'Finance', 'Finance', '67', [DEPARTMENT_APPOINTMENT_MESSAGES.totalExceeded]],
    ['no department', null, '', '5', [DEPARTMENT_APPOINTMENT_MESSAGES.selectDepartment]],
    ['a zero percent', null, 'Marketing', '0', [DEPARTMENT_APPOINTMENT_MESSAGES.enterPercent]],
  ])('%s', (_name, editing, department, percent, messages) => {
    const issues = validateDepartmentAppointment({ department, percent }, otherAppointments(profile, editing));
    expect(issues.map((issue) => issue.message)).toEqual(messages);
  });

  it('adds, renames and removes departments, keeping the other appointments', () => {
    expect(departmentsAfterSave(profile, null, 'Marketing', 5)).toEqual({
      department: ['Finance', 'Accounting', 'Marketing'],
      percent_appointment: { Finance: 60, Accounting: 33.335, Marketing: 5 },
    });
    expect(departmentsAfterSave(profile, 'Accounting', 'Economics', 40)).toEqual({
      department: ['Finance', 'Economics'],
      percent_appointment: { Finance: 60, Economics: 40 },
    });
    expect(departmentsWithout(profile, 'Finance')).toEqual({ department: ['Accounting'], percent_appointment: { Accounting: 33.335 } });
  });

  it('offers the departments not already held', () => {
    expect(departmentChoices(['Finance', 'Accounting', 'Marketing'], profile.department, null)).toEqual(['Marketing']);
    expect(departmentChoices(['Finance', 'Accounting', 'Marketing'], profile.department, 'Finance')).toEqual(['Finance', 'Marketing']);
  });
});
