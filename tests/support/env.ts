/** Where the test run finds its services. The test command (infra/bin/test.mjs) sets these. */
export const testEnv = {
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};

export function databaseUrlFor(name: string): string {
  const url = new URL(testEnv.databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
