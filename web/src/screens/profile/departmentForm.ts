import type { TAuthorProfile } from '@ri/contracts/profile';
import { formatAppointmentPercent } from '@ri/metrics';

// Add/Edit Department (docs/requirements/profile-and-accounts.md §3, §5 and §9): the author's departments with their percent
// appointment, and the update sent when one is added, edited or removed.

export const DEPARTMENT_ADD_FAILED = 'Something went wrong in adding new department. Please try again';

export interface DepartmentRow {
  name: string;
  /** null when the profile holds the department without a percent */
  percent: number | null;
  /** '50.00%', or '' without a percent */
  label: string;
}

/** The departments as listed: the profile's order (largest appointment first), each with its percent in 2 decimals. */
export function departmentRows(profile: Pick<TAuthorProfile, 'department' | 'percent_appointment'>): DepartmentRow[] {
  return profile.department.map((name) => {
    const percent = profile.percent_appointment[name];
    return percent === undefined ? { name, percent: null, label: '' } : { name, percent, label: formatAppointmentPercent(percent) };
  });
}

/** The other departments' appointments while `editing` (its old name) is being edited: what the total is checked against. */
export function otherAppointments(profile: Pick<TAuthorProfile, 'department' | 'percent_appointment'>, editing: string | null): Record<string, number> {
  const others: Record<string, number> = {};
  for (const name of profile.department) {
    const percent = profile.percent_appointment[name];
    if (name !== editing && percent !== undefined) others[name] = percent;
  }
  return others;
}

export interface DepartmentUpdate {
  department: string[];
  percent_appointment: Record<string, number>;
}

function appointmentsOf(profile: Pick<TAuthorProfile, 'department' | 'percent_appointment'>, names: readonly string[]): Record<string, number> {
  const map: Record<string, number> = {};
  for (const name of names) {
    const percent = profile.percent_appointment[name];
    if (percent !== undefined) map[name] = percent;
  }
  return map;
}

/** The update after saving the modal: `editing` null adds `department`, otherwise replaces `editing` (possibly renamed) in place. */
export function departmentsAfterSave(
  profile: Pick<TAuthorProfile, 'department' | 'percent_appointment'>,
  editing: string | null,
  department: string,
  percent: number,
): DepartmentUpdate {
  const name = department.trim();
  const names = editing === null ? [...profile.department.filter((held) => held !== name), name] : profile.department.map((held) => (held === editing ? name : held));
  const unique = [...new Set(names)];
  const map = appointmentsOf(profile, unique.filter((held) => held !== name));
  map[name] = percent;
  return { department: unique, percent_appointment: map };
}

/** The update after removing one department. */
export function departmentsWithout(profile: Pick<TAuthorProfile, 'department' | 'percent_appointment'>, department: string): DepartmentUpdate {
  const names = profile.department.filter((held) => held !== department);
  return { department: names, percent_appointment: appointmentsOf(profile, names) };
}

/** The choices of the Department selector: the university's departments not already held (the edited one stays). */
export function departmentChoices(available: readonly string[], held: readonly string[], editing: string | null): string[] {
  const taken = new Set(held.filter((name) => name !== editing).map((name) => name.toLowerCase()));
  return available.filter((name) => !taken.has(name.toLowerCase()));
}
