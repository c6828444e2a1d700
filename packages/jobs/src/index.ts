export * from './registry.ts';
export * from './connection.ts';
export * from './producer.ts';
export * from './jobRuns.ts';
export * from './statsRefresh.ts';
export * from './dataIssueDetection.ts';
