// Administrator data-quality tools (docs/admin-tools.md).
export * from './redFlags.ts';
export * from './dataIssues.ts';
export * from './mergeAuthors.ts';
export * from './addAuthor.ts';
export * from './directory.ts';
export * from './departmentConfig.ts';
export * from './contactUs.ts';
export * from './settings.ts';
