// For other workspaces (`@ri/tests/hostile/longTasks`): longTasks.mjs stays plain JavaScript so that
// `node tests/hostile/longTasks.mjs DIR` runs without tsx.
export { longTasks, type LongTask } from './longTasks.mjs';
