import { universityStatusEffect, type TUniversityStatus } from '@ri/contracts/universities';

/**
 * The one change the Faculty data status panel offers from a status (docs/admin-tools.md, "Faculty data
 * status"): its button, and the confirmation that says what changes, in the API's own words.
 */
export function facultyDataStatusChange(name: string, current: TUniversityStatus) {
  const next: TUniversityStatus = current === 'Completed' ? 'Pending' : 'Completed';
  return next === 'Completed'
    ? { next, button: 'Mark faculty data complete', title: `Mark ${name} Completed?`, confirm: 'Mark Completed', effect: universityStatusEffect(name, next) }
    : { next, button: 'Set back to Pending', title: `Set ${name} back to Pending?`, confirm: 'Set to Pending', effect: universityStatusEffect(name, next) };
}
