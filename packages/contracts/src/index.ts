export * from './common.ts';
export * from './auth.ts';
export * from './health.ts';
export * from './jobs.ts';
