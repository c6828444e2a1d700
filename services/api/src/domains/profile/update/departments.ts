// Step 7 of a profile update: the departments and percent appointments, departments of the (new) university.
import { fallbackDepartmentName, validateDepartmentAppointment } from '@ri/metrics';
import { ValidationFailed } from '../../../http/errors.ts';
import * as departmentQueries from '../../../queries/departments.ts';
import { NO_UNIVERSITY_FOR_DEPARTMENTS, NOT_A_DEPARTMENT_MESSAGE, PERCENT_FOR_OTHER_DEPARTMENT } from '../messages.ts';
import { cleanList, firstIssue, P, sameText, type UpdateRequest } from './context.ts';
import type { NextAuthor } from './personal.ts';

/** The departments to store, or null when neither they nor the university change. */
export async function departmentsStep({ trx, fields, current }: UpdateRequest, next: NextAuthor, universityChanged: boolean): Promise<Array<{ name: string; percent: number }> | null> {
  const before = current.profile;
  if (fields.department === undefined && fields.percent_appointment === undefined && !universityChanged) return null;
  let names = fields.department !== undefined ? cleanList(fields.department) : universityChanged ? [] : before.department;
  const percentInput: Record<string, number> = fields.percent_appointment
    ?? (universityChanged && fields.department === undefined ? {} : before.percent_appointment);
  if (names.length > 0) {
    if (next.university_id === null) throw new ValidationFailed(NO_UNIVERSITY_FOR_DEPARTMENTS, `${P}department`);
    const available = await departmentQueries.universityDepartments(trx, next.university_id);
    names = names.map((name) => {
      const match = available.length > 0
        ? available.find((d) => sameText(d.name, name))?.name ?? null
        : fallbackDepartmentName(name);
      if (match === null) throw new ValidationFailed(NOT_A_DEPARTMENT_MESSAGE(name, next.univ_name), `${P}department`);
      return match;
    });
    names = cleanList(names);
  }
  const percents = new Map<string, number>();
  for (const [key, value] of Object.entries(percentInput)) {
    const name = names.find((n) => sameText(n, key));
    if (name === undefined) {
      if (fields.percent_appointment !== undefined) throw new ValidationFailed(PERCENT_FOR_OTHER_DEPARTMENT(key), `${P}percent_appointment`);
      continue;
    }
    percents.set(name, value);
  }
  if (names.length === 1 && !percents.has(names[0]!)) percents.set(names[0]!, 100);
  const checked: Record<string, number> = {};
  for (const name of names) {
    firstIssue(validateDepartmentAppointment({ department: name, percent: percents.get(name) ?? null }, checked), `${P}percent_appointment.`);
    checked[name] = percents.get(name)!;
  }
  return names.map((name) => ({ name, percent: percents.get(name)! }));
}
