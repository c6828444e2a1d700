import { describe, expect, it } from 'vitest';
import { appointmentTotal, formatAppointmentPercent, validateAppointmentTotal, validateDepartmentAppointment } from './departmentAppointment.ts';
import { messagesOf } from './ruleIssues.ts';

const EXCEEDED = 'Total percentage of appointment for all departments has exceeded 100. Please fix the value for other departments and try again.';

interface AppointmentCase {
  case: string;
  input: { department: string; percent: number | string };
  others: Record<string, number>;
  expected: string[];
}

describe('validateDepartmentAppointment (docs/requirements/profile-and-accounts.md §5, Department appointment)', () => {
  it.each<AppointmentCase>([
    { case: 'first department at 100', input: { department: 'Finance', percent: 100 }, others: {}, expected: [] },
    { case: 'fits beside another', input: { department: 'Finance', percent: 40 }, others: { Accounting: 60 }, expected: [] },
    { case: 'editing replaces its own old value', input: { department: 'Finance', percent: 70 }, others: { Finance: 50, Accounting: 30 }, expected: [] },
    { case: 'exceeds 100', input: { department: 'Finance', percent: 50 }, others: { Accounting: 60 }, expected: [EXCEEDED] },
    { case: 'thirds add up to exactly 100', input: { department: 'C', percent: 33.34 }, others: { A: 33.33, B: 33.33 }, expected: [] },
    { case: 'just over by a hundredth', input: { department: 'C', percent: 33.35 }, others: { A: 33.33, B: 33.33 }, expected: [EXCEEDED] },
    { case: 'percent as a form string', input: { department: 'Finance', percent: '25.5' }, others: {}, expected: [] },
    { case: 'no department', input: { department: '', percent: 50 }, others: {}, expected: ['Select Department'] },
    { case: 'zero percent', input: { department: 'Finance', percent: 0 }, others: {}, expected: ['Enter a Percent Appointment between 0 and 100'] },
    { case: 'no percent', input: { department: 'Finance', percent: '' }, others: {}, expected: ['Enter a Percent Appointment between 0 and 100'] },
    { case: 'negative percent', input: { department: 'Finance', percent: -5 }, others: {}, expected: ['Enter a Percent Appointment between 0 and 100'] },
    { case: 'over 100 alone', input: { department: 'Finance', percent: 120 }, others: {}, expected: ['Enter a Percent Appointment between 0 and 100'] },
  ])('$case', ({ input, others, expected }) => {
    expect(messagesOf(validateDepartmentAppointment(input, others))).toEqual(expected);
  });
});

describe('validateAppointmentTotal (whole map, for the API)', () => {
  it.each<{ map: Record<string, number>; expected: string[] }>([
    { map: {}, expected: [] },
    { map: { Finance: 50, Accounting: 50 }, expected: [] },
    { map: { Finance: 0, Accounting: 100 }, expected: [] },
    { map: { Finance: 60, Accounting: 50 }, expected: [EXCEEDED] },
    { map: { Finance: -1 }, expected: ['Enter a Percent Appointment between 0 and 100'] },
    { map: { Finance: Number.NaN }, expected: ['Enter a Percent Appointment between 0 and 100'] },
  ])('%o', ({ map, expected }) => {
    expect(messagesOf(validateAppointmentTotal(map))).toEqual(expected);
  });

  it('sums in hundredths', () => {
    expect(appointmentTotal({ A: 33.33, B: 33.33, C: 33.34 })).toBe(100);
    expect(appointmentTotal({ A: 10 }, { department: 'B', percent: 20.5 })).toBe(30.5);
  });
});

describe('formatAppointmentPercent (2 decimals)', () => {
  it.each([
    [100, '100.00%'],
    [50, '50.00%'],
    [0, '0.00%'],
    [33.335, '33.34%'],
    [1.005, '1.01%'],
    [12.344, '12.34%'],
  ])('%s -> %s', (value, expected) => {
    expect(formatAppointmentPercent(value)).toBe(expected);
  });
});
