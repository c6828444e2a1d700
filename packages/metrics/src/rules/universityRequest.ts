import { isBlank, ruleIssue, type RuleIssue } from './ruleIssues.ts';

// docs/requirements/profile-and-accounts.md §5 (Research profiles): "University request needs both university and school".
// The seed gives no texts; these follow its 'Enter ...' style.
export const UNIVERSITY_REQUEST_MESSAGES = {
  enterUniversityName: 'Enter University Name',
  enterSchoolName: 'Enter School Name',
} as const;

/** Add Your University (a request e-mailed to the team): both the university and the school are needed. */
export function validateUniversityRequest(input: { university: string | null | undefined; school: string | null | undefined }): RuleIssue[] {
  const issues: RuleIssue[] = [];
  if (isBlank(input.university)) issues.push(ruleIssue('university', UNIVERSITY_REQUEST_MESSAGES.enterUniversityName));
  if (isBlank(input.school)) issues.push(ruleIssue('school', UNIVERSITY_REQUEST_MESSAGES.enterSchoolName));
  return issues;
}
