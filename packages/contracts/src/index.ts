export * from './common.ts';
export * from './auth.ts';
export * from './health.ts';
export * from './jobs.ts';
export * from './audit.ts';
export * from './accounts.ts';
export * from './universities.ts';
export * from './authors.ts';
