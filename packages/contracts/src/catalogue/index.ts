// Zod-free declarations (one per feature) that the API, the workers, the web app and the docs all read.
// `@ri/contracts/catalogue` loads only these, without zod.
export * from './redFlagChecks.ts';
export * from './dataIssueTypes.ts';
export * from './dataIssueTypeIds.ts';
