// The 14 business-school departments are declared once, in @ri/metrics (the profile rules' fallback
// list); every demo school gets exactly these departments, and journals and faculty one of them as their field.
import { BUSINESS_SCHOOL_DEPARTMENTS, type BusinessSchoolDepartment } from '@ri/metrics';

export { BUSINESS_SCHOOL_DEPARTMENTS, type BusinessSchoolDepartment };

/**
 * Relative department sizes in a typical research business school: finance, accounting and
 * marketing are the largest groups, law and ethics the smallest.
 */
export const DEPARTMENT_SIZE_WEIGHTS: ReadonlyArray<readonly [BusinessSchoolDepartment, number]> = [
  ['Accounting', 11],
  ['Finance', 13],
  ['Marketing', 11],
  ['Management', 10],
  ['Operations Management', 7],
  ['Information Systems', 7],
  ['Economics', 8],
  ['Strategy', 7],
  ['Organizational Behavior', 7],
  ['Entrepreneurship', 4],
  ['International Business', 3],
  ['Business Law and Ethics', 3],
  ['Management Science', 5],
  ['Supply Chain Management', 4],
];

/**
 * Neighbouring fields: where a faculty member's papers go when not to their own field's journals,
 * where a split (50/50) appointment's second department comes from, and which departments a
 * custom journal list maps by default.
 */
export const RELATED_DEPARTMENTS: Readonly<Record<BusinessSchoolDepartment, readonly BusinessSchoolDepartment[]>> = {
  Accounting: ['Finance', 'Economics'],
  Finance: ['Economics', 'Accounting'],
  Marketing: ['Management', 'Organizational Behavior', 'Economics'],
  Management: ['Strategy', 'Organizational Behavior', 'Entrepreneurship', 'International Business'],
  'Operations Management': ['Management Science', 'Supply Chain Management', 'Information Systems'],
  'Information Systems': ['Operations Management', 'Management Science', 'Management'],
  Economics: ['Finance', 'Strategy', 'Accounting'],
  Strategy: ['Management', 'Economics', 'Entrepreneurship'],
  'Organizational Behavior': ['Management', 'Strategy'],
  Entrepreneurship: ['Strategy', 'Management', 'Finance'],
  'International Business': ['Strategy', 'Management', 'Economics'],
  'Business Law and Ethics': ['Management', 'Economics', 'Accounting'],
  'Management Science': ['Operations Management', 'Information Systems', 'Supply Chain Management'],
  'Supply Chain Management': ['Operations Management', 'Management Science'],
};
