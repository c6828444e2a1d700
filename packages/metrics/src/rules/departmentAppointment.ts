import { isBlank, ruleIssue, type RuleIssue } from './ruleIssues.ts';

/** Appointment total cap (docs/requirements/profile-and-accounts.md §9). */
export const APPOINTMENT_TOTAL_CAP = 100;

// The first is the seed's; the other two name its "Save needs a department and a nonzero percent".
export const DEPARTMENT_APPOINTMENT_MESSAGES = {
  totalExceeded:
    'Total percentage of appointment for all departments has exceeded 100. Please fix the value for other departments and try again.',
  selectDepartment: 'Select Department',
  enterPercent: 'Enter a Percent Appointment between 0 and 100',
} as const;

/** Hundredths, so 33.33 + 33.33 + 33.34 is exactly 100 (the column is numeric(5,2)). */
function hundredths(value: number): number {
  return Math.round(value * 100);
}

/** The total over all departments, after replacing (or adding) one department's value. */
export function appointmentTotal(percentAppointment: Readonly<Record<string, number>>, edited?: { department: string; percent: number }): number {
  const values = { ...percentAppointment, ...(edited === undefined ? {} : { [edited.department]: edited.percent }) };
  return Object.values(values).reduce((sum, value) => sum + hundredths(Number.isFinite(value) ? value : 0), 0) / 100;
}

export interface DepartmentAppointmentInput {
  department: string | null | undefined;
  percent: string | number | null | undefined;
}

function percentValue(percent: string | number | null | undefined): number | null {
  if (percent === null || percent === undefined) return null;
  const value = typeof percent === 'number' ? percent : percent.trim() === '' ? Number.NaN : Number(percent.trim());
  return Number.isFinite(value) ? value : null;
}

/**
 * Add/Edit Department: a department, a percent in (0, 100], and the total over all departments
 * (the others as stored, this one as edited) at most 100.
 */
export function validateDepartmentAppointment(input: DepartmentAppointmentInput, otherAppointments: Readonly<Record<string, number>>): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.department)) issues.push(ruleIssue('department', DEPARTMENT_APPOINTMENT_MESSAGES.selectDepartment));
  const percent = percentValue(input.percent);
  if (percent === null || percent <= 0 || percent > APPOINTMENT_TOTAL_CAP) {
    issues.push(ruleIssue('percent', DEPARTMENT_APPOINTMENT_MESSAGES.enterPercent));
    return issues;
  }
  const department = (input.department ?? '').trim();
  if (appointmentTotal(otherAppointments, { department, percent }) > APPOINTMENT_TOTAL_CAP) {
    issues.push(ruleIssue('percent', DEPARTMENT_APPOINTMENT_MESSAGES.totalExceeded));
  }
  return issues;
}

/** The whole map at once (the API's profile update): every value in [0, 100], total at most 100. */
export function validateAppointmentTotal(percentAppointment: Readonly<Record<string, number>>): RuleIssue[] {
  const invalid = Object.values(percentAppointment).some((value) => !Number.isFinite(value) || value < 0 || value > APPOINTMENT_TOTAL_CAP);
  if (invalid) return [ruleIssue('percent_appointment', DEPARTMENT_APPOINTMENT_MESSAGES.enterPercent)];
  if (appointmentTotal(percentAppointment) > APPOINTMENT_TOTAL_CAP) return [ruleIssue('percent_appointment', DEPARTMENT_APPOINTMENT_MESSAGES.totalExceeded)];
  return [];
}

/** Percent with 2 decimals (docs/requirements/profile-and-accounts.md §9): 50 -> '50.00%', 33.335 -> '33.34%'. */
export function formatAppointmentPercent(value: number): string {
  // toPrecision(12) first removes binary noise (33.335 * 100 is 3333.4999999999995)
  const rounded = Math.round(Number((value * 100).toPrecision(12))) / 100;
  return `${rounded.toFixed(2)}%`;
}
