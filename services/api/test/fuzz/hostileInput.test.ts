import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_WRITES, toFuzzRoute } from './fuzzCases.ts';
import { createFuzzWorld, FUZZ_JWT_SECRET, type FuzzWorld } from './fuzzFixture.ts';
import { fuzzSeed, Random } from './random.ts';
import { formatReport, runFuzz } from './runFuzz.ts';
import { sample } from './schemaSample.ts';
import { changedTables, tableChecksums } from './tableChecksums.ts';

// The quick run (the integration project): 10,472 requests (77 per route). The soak (npm run test:fuzz:soak) sets FUZZ_REQUESTS and FUZZ_SEED.
const TOTAL = Number(process.env.FUZZ_REQUESTS) > 0 ? Number(process.env.FUZZ_REQUESTS) : 10_472;
const SEED = fuzzSeed();

describe('hostile input: malformed requests derived from every route\'s schemas, as every role', () => {
  let world: FuzzWorld;
  beforeAll(async () => { world = await createFuzzWorld(); }, 300_000);
  afterAll(async () => { await world?.close(); });

  it('GET routes change no table on valid input, except the ones listed in GET_WRITES (never sent valid input that writes)', async () => {
    const random = new Random(SEED);
    const before = await tableChecksums(world.t.db);
    const reads = world.t.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/api') && !r.url.startsWith('/api/docs')).map(toFuzzRoute);
    for (const route of reads.filter((r) => !GET_WRITES[r.key])) {
      let url = route.url;
      for (const [name, value] of Object.entries((route.json.params ? sample(route.json.params, random, { ids: world.ids, url: world.outside.feedUrls[0]! }) : {}) as Record<string, unknown>)) {
        url = url.replace(`:${name}`, encodeURIComponent(String(value)));
      }
      await world.t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${world.tokens.admin}` } });
    }
    expect(changedTables(before, await tableChecksums(world.t.db))).toEqual([]);
    for (const key of Object.keys(GET_WRITES)) expect(reads.map((r) => r.key)).toContain(key);
  });

  it(`${TOTAL} hostile requests: no 5xx, 400 for malformed input, 401/403 for roles the route refuses, no table changed`, async () => {
    const before = await tableChecksums(world.t.db);
    // printed first, so that a run that breaks before its report can still be replayed (FUZZ_SEED)
    console.log(`fuzz seed ${SEED}: ${TOTAL} requests asked`);
    const report = await runFuzz(world, { seed: SEED, total: TOTAL, jwtSecret: FUZZ_JWT_SECRET });
    console.log(formatReport(report));
    const after = await tableChecksums(world.t.db);
    expect(report.failures.map((f) => `${f.route} as ${f.role} [${f.mutations.join(', ')}] ${f.url.slice(0, 100)}: ${f.problem}`)).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
    // the quick run sends at least 10,000; a smaller FUZZ_REQUESTS nearly all it asks (cases nobody may send are skipped)
    expect(report.total).toBeGreaterThanOrEqual(TOTAL >= 10_000 ? 10_000 : Math.floor(TOTAL * 0.95));
    const apiRoutes = world.t.routes.filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'));
    expect(Object.keys(report.perRoute).length).toBe(apiRoutes.length);
  }, Math.max(900_000, TOTAL * 90));
});
