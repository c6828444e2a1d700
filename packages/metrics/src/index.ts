export * from './analytics/index.ts';
export * from './rules/index.ts';
