export { closeWorkers, startWorkers, type Processor, type ProcessorContext, type ProcessorMap } from './runtime.ts';
export { PROCESSORS } from './processors.ts';
export { runFullRebuild } from './analytics/recompute.ts';
export { createOpenAlexOnboardProcessor, registerOpenAlexRefreshSchedulers, openalexRefreshSchedulerId } from './ingestion/onboarding.ts';
export { detectDataIssues } from './dataIssueDetection/processor.ts';
