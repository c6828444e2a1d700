export { buildApp, type AppDeps, type BuiltApp } from './app.ts';
export { loadConfig, type ApiConfig } from './config.ts';
export { createJobEvents } from './domains/jobs/jobEvents.ts';
