export { buildApp, type AppDeps, type BuiltApp } from './app.ts';
export { loadConfig, type ApiConfig } from './config.ts';
export { createJobEvents } from './domains/jobs/jobEvents.ts';
// for the benchmarks (tests/benchmarks), which drive a service without HTTP
export { createAccountsService } from './domains/accounts/service.ts';
export type { Caller } from './http/access.ts';
