// Validation and business rules of the seeds (000 section 5, 001 section 5, 002 section 5),
// shared by the API (server enforcement) and the web app (the same messages in forms).
// Pure functions: no I/O, the current year is always a parameter. See docs/rules.md.
export * from './ruleIssues.ts';
export * from './years.ts';
export * from './email.ts';
export * from './login.ts';
export * from './commonPasswords.ts';
export * from './passwordPolicy.ts';
export * from './personName.ts';
export * from './signUp.ts';
export * from './username.ts';
export * from './degrees.ts';
export * from './education.ts';
export * from './positions.ts';
export * from './workHistory.ts';
export * from './personalInformation.ts';
export * from './profileCompleteness.ts';
export * from './departmentAppointment.ts';
export * from './researchProfiles.ts';
export * from './universityRequest.ts';
export * from './papers.ts';
export * from './departmentConfig.ts';
export * from './adminTools.ts';
export * from './dashboardFilters.ts';
export * from './areasOfInterest.ts';
export * from './businessSchoolDepartments.ts';
export * from './zodSchemas.ts';
