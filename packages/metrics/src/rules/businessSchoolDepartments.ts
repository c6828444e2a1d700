/**
 * The fixed fallback list of 14 business-school departments (docs/requirements/profile-and-accounts.md §9): what
 * GET /api/dept offers for a university that has no departments yet, and the names a faculty
 * member may then pick (the department is created on the university at first use).
 * The one copy of the list: the demo generator (packages/db/src/demo/departments.ts) re-exports it.
 */
export const BUSINESS_SCHOOL_DEPARTMENTS = [
  'Accounting',
  'Finance',
  'Marketing',
  'Management',
  'Operations Management',
  'Information Systems',
  'Economics',
  'Strategy',
  'Organizational Behavior',
  'Entrepreneurship',
  'International Business',
  'Business Law and Ethics',
  'Management Science',
  'Supply Chain Management',
] as const;

export type BusinessSchoolDepartment = (typeof BUSINESS_SCHOOL_DEPARTMENTS)[number];

/** The fallback name a typed department stands for (case- and space-insensitive), or null. */
export function fallbackDepartmentName(name: string): string | null {
  const key = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return BUSINESS_SCHOOL_DEPARTMENTS.find((department) => department.toLowerCase() === key) ?? null;
}
