// What other workspaces (tests, scripts) use from the local-service starters.
export { applicationEnvironment, defaultMailFrom, readOrCreateSecret, type ApplicationSettings } from './appEnvironment.ts';
export { startAppProcess, waitForHealthy, ProcessExitedEarly, describeExit, type AppProcess, type ExitStatus } from './appProcess.ts';
export { StartupProblem, describeFailure } from './errors.ts';
export { startMailCatcher, type CaughtMessage, type MailCatcher, type MailCatcherOptions } from './mailCatcher.ts';
export { localDataDir, repoRoot, withoutPassword } from './paths.ts';
export { assertPortFree, findFreePort, isPortFree, portInUseSentence, preferredOrFreePort } from './ports.ts';
export { ensurePostgres, unreachableDatabaseSentence, type EnsurePostgresOptions, type RunningPostgres } from './postgres.ts';
export { ensureRedis, missingRedisServerSentence, pingRedis, unreachableRedisSentence, type EnsureRedisOptions, type RunningRedis } from './redis.ts';
export { buildWebApp, isWebBuildStale } from './webBuild.ts';
export { appEntry, type AppRole } from './appEntries.ts';
