import { isBlank, isChosenId, ruleIssue, type RuleIssue } from './ruleIssues.ts';

// docs/requirements/admin-tools.md §5, Department configuration. The last text is ours (the seed is silent on
// duplicate names, but appointments are keyed by department name, so names must be unique).
export const DEPARTMENT_CONFIG_MESSAGES = {
  nameRequired: 'Department cannot be saved or deleted. Please add Department Name',
  defaultNamesInconsistent: 'Default Department Names are not consistent',
  cannotDeleteUnsaved: 'Cannot Delete Unsaved Data',
  duplicateName: 'A department with this name already exists',
} as const;

function departmentKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, ' ');
}

export interface DepartmentConfigInput {
  /** set once the department has been saved */
  id?: string | number | null;
  name: string | null | undefined;
  default_mapping: readonly string[];
}

/**
 * Default mapping consistency: every default-mapping name must be one of the university's
 * department names (compared trimmed and case-insensitively).
 */
export function areDefaultDepartmentNamesConsistent(defaultMapping: readonly string[], universityDepartmentNames: readonly string[]): boolean {
  const known = new Set(universityDepartmentNames.map(departmentKey));
  return defaultMapping.every((name) => known.has(departmentKey(name)));
}

/**
 * Save of one department: a name, unique among the university's other configured departments,
 * and a consistent default mapping.
 */
export function validateDepartmentSave(
  input: DepartmentConfigInput,
  context: { universityDepartmentNames: readonly string[]; otherConfiguredNames: readonly string[] },
): RuleIssue[] {
  if (isBlank(input.name)) return [ruleIssue('name', DEPARTMENT_CONFIG_MESSAGES.nameRequired)];
  const issues: RuleIssue[] = [];
  const key = departmentKey(input.name ?? '');
  if (context.otherConfiguredNames.some((name) => departmentKey(name) === key)) issues.push(ruleIssue('name', DEPARTMENT_CONFIG_MESSAGES.duplicateName));
  if (!areDefaultDepartmentNamesConsistent(input.default_mapping, context.universityDepartmentNames)) {
    issues.push(ruleIssue('default_mapping', DEPARTMENT_CONFIG_MESSAGES.defaultNamesInconsistent));
  }
  return issues;
}

/** Delete: the name is needed (docs/requirements/admin-tools.md), and a department never saved cannot be deleted. */
export function validateDepartmentDelete(input: Pick<DepartmentConfigInput, 'id' | 'name'>): RuleIssue[] {
  if (isBlank(input.name)) return [ruleIssue('name', DEPARTMENT_CONFIG_MESSAGES.nameRequired)];
  if (!isChosenId(input.id)) return [ruleIssue('id', DEPARTMENT_CONFIG_MESSAGES.cannotDeleteUnsaved)];
  return [];
}
