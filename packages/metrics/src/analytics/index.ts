// Analytics definitions (docs/requirements/dashboards.md), implemented once as pure functions; see docs/metrics.md.
export * from './types.ts';
export * from './rounding.ts';
export * from './counting.ts';
export * from './citationIndexes.ts';
export * from './career.ts';
export * from './paperStats.ts';
export * from './shares.ts';
export * from './affiliation.ts';
export * from './tenureReadiness.ts';
export * from './outliers.ts';
export * from './hireImpact.ts';
export * from './findYourFit.ts';
export * from './schoolFacts.ts';
