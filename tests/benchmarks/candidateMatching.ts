// `npm run bench:matching`: how well the sign-up and hiring candidate search finds people
// (docs/accounts-and-claims.md, "Matching people"; figures in docs/benchmarks/candidate-matching.md).
//
// Loads the demo data into a scratch database (migrated; dropped at the end), takes SAMPLE
// existing faculty (default 200; every k-th author with a university, by id) and searches each
// one as a person would type themselves with their school: the names as recorded, lowercased (the
// sign-up sends them so), every second one without accents, every third one without apostrophes,
// hyphens and spaces, every fifth first name as an initial ("J."). It calls the accounts service
// the API serves (GET /api/signup), as a university user of another school sees it (every record,
// claimed or not), and prints: how often the right person is first, how often they are chosen
// automatically when they are the only exact match at their school, and the search time.
//
//   npm run bench:matching
//   SAMPLE=500 npm run bench:matching
//
// Exit code 1 when the right person is first in less than 98 % of the searches, or is not chosen
// automatically in every search where they are the unique exact match at their school.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { createDb, migrateToLatest } from '@ri/db';
import { loadDemoData } from '@ri/db/demo';
import { createMailer } from '@ri/mail';
import { createAccountsService, type Caller } from '@ri/api';
import { databaseUrlFor, testEnv } from '../support/env.ts';

const sampleSize = Math.max(1, Number(process.env.SAMPLE ?? 200));
const scratch = `ri_bench_matching_${process.pid}`;
const admin = new pg.Client({ connectionString: testEnv.databaseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${scratch}`);
const { db, pool } = createDb({ connectionString: databaseUrlFor(scratch), max: 2, applicationName: 'bench-matching' });

const stripAccents = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const stripPunctuation = (text: string) => text.replace(/['’\-.\s]/g, '');

try {
  await migrateToLatest(db);
  const load = await loadDemoData(pool, { size: 'demo', password: 'bench-password' });
  console.log(`demo data loaded in ${(load.millis / 1000).toFixed(1)} s`);

  const all = await db.selectFrom('authors').select(['id', 'first_name', 'last_name', 'university_id'])
    .where('university_id', 'is not', null).where('merged_into_id', 'is', null).where('first_name', '<>', '').where('last_name', '<>', '')
    .orderBy('id').execute();
  const step = Math.max(1, Math.floor(all.length / sampleSize));
  const sample = all.filter((_, index) => index % step === 0).slice(0, sampleSize);

  const accounts = createAccountsService({
    db, mailer: createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'bench@example.edu' }), publicUrl: 'http://bench.invalid',
    // candidate search sends nothing and enqueues nothing
    producer: { enqueue: async () => { throw new Error('not used by the candidate search'); } },
    revokeAllSessions: async () => undefined, checkCredentials: async () => { throw new Error('not used by the candidate search'); }, teamEmail: 'team@example.edu', log: { error: () => undefined },
    refreshStats: async () => undefined,
  });

  let first = 0;
  let uniqueExact = 0;
  let autoSelected = 0;
  let wrongAuto = 0;
  const misses: string[] = [];
  const times: number[] = [];
  for (const [index, person] of sample.entries()) {
    let fn = person.first_name.toLowerCase();
    let ln = person.last_name.toLowerCase();
    if (index % 2 === 1) { fn = stripAccents(fn); ln = stripAccents(ln); }
    if (index % 3 === 2) { fn = stripPunctuation(fn); ln = stripPunctuation(ln); }
    if (index % 5 === 4) fn = `${[...stripAccents(fn)][0] ?? ''}.`;
    // a university user of another school: every record, claimed or not (the hiring picker)
    const caller: Caller = { userId: 0, username: 'bench', sessionId: 'bench', type: 'university', authorId: null, universityId: -1, accessLevel: 'user', impersonatorUserId: null };
    const started = performance.now();
    const answer = await accounts.candidates(caller, fn, ln, person.university_id!);
    times.push(performance.now() - started);
    if (answer.authors[0]?.author_id === person.id) first++;
    else misses.push(`${person.first_name} ${person.last_name} typed "${fn} ${ln}": first ${answer.authors[0]?.author_id ?? 'none'} of ${answer.authors.length}`);
    // the unique exact match at their school: same first and last name key, same university
    const twins = await db.selectFrom('authors').select('id')
      .where('university_id', '=', person.university_id).where('merged_into_id', 'is', null)
      .where((eb) => eb(eb.fn('ri_name_key', ['last_name']), '=', eb.fn('ri_name_key', [eb.val(ln)])))
      .where((eb) => eb(eb.fn('ri_name_key', ['first_name']), '=', eb.fn('ri_name_key', [eb.val(fn)])))
      .execute();
    if (twins.length === 1 && twins[0]!.id === person.id) {
      uniqueExact++;
      if (answer.auto_choice === person.id) autoSelected++;
    }
    if (answer.auto_choice !== null && answer.auto_choice !== person.id) wrongAuto++;
  }

  times.sort((a, b) => a - b);
  const pct = (n: number, of: number) => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)} %`);
  const quantile = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
  console.log(`searches: ${sample.length} (of ${all.length} faculty with a university)`);
  console.log(`right person first: ${first} / ${sample.length} = ${pct(first, sample.length)}`);
  console.log(`unique exact match at their school: ${uniqueExact}; chosen automatically: ${autoSelected} = ${pct(autoSelected, uniqueExact)}`);
  console.log(`automatic choice of someone else: ${wrongAuto}`);
  console.log(`search time per request (service + SQL): median ${quantile(0.5)} ms, p95 ${quantile(0.95)} ms, max ${times.at(-1)!.toFixed(1)} ms`);
  for (const miss of misses.slice(0, 10)) console.log(`  miss: ${miss}`);
  if (first / sample.length < 0.98 || autoSelected < uniqueExact || wrongAuto > 0) process.exitCode = 1;
} finally {
  await db.destroy();
  await admin.query(`DROP DATABASE IF EXISTS ${scratch}`);
  await admin.end();
}
