#!/usr/bin/env node
// `npm test`: the one test command, for a developer and for CI alike. Plain JavaScript with no
// dependencies, so it works on a fresh clone: it installs what is missing, finds or starts Postgres
// and Redis, then runs lint, typecheck, web build, unit, integration and e2e tests in order,
// stopping at the first failure but always printing a summary.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ensureDependencies, repoRoot } from './dependencies.mjs';

const chromiumPath = '/usr/bin/chromium';
const resultsDir = path.join(repoRoot, 'test-results');
// a step that runs this long is stuck (the whole command targets 20 minutes)
const stepTimeoutMs = 15 * 60_000;

function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function ensureChromium() {
  if (existsSync(chromiumPath)) return true;
  if (!isRoot()) {
    console.error(`Chromium is missing at ${chromiumPath}: install it (sudo apt-get install -y chromium), the e2e tests drive it.`);
    return false;
  }
  console.log(`Chromium is missing at ${chromiumPath}: installing Debian's chromium package for the e2e tests (apt-get update && apt-get install -y chromium).`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    if (spawnSync('apt-get', args, { stdio: 'inherit', env }).status !== 0) {
      console.error(`apt-get ${args.join(' ')} failed: install chromium yourself (apt-get install -y chromium) and run npm test again.`);
      return false;
    }
  }
  return true;
}

/**
 * Runs infra/src/testServices.ts, which uses DATABASE_URL / REDIS_URL, or the usual local ports,
 * or starts embedded Postgres and redis-server; it lives until we close its stdin.
 */
function startTestServices() {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'infra/src/testServices.ts'], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let announced = false;
    createInterface({ input: child.stdout }).on('line', (line) => {
      const marker = 'RI_TEST_SERVICES ';
      if (!line.startsWith(marker)) return console.log(`[services] ${line}`);
      announced = true;
      const urls = JSON.parse(line.slice(marker.length));
      resolve({
        ...urls,
        stop: () => new Promise((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.stdin.end();
        }),
      });
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!announced) reject(new Error(`The test services could not start (exit code ${code}); the reason is above.`));
    });
  });
}

let currentStep;

function runStep(step, env) {
  return new Promise((resolve) => {
    const [command, ...args] = step.command;
    const child = spawn(command, args, { cwd: repoRoot, env, stdio: 'inherit' });
    currentStep = child;
    const timer = setTimeout(() => {
      console.error(`\n${step.name} ran longer than ${formatDuration(stepTimeoutMs)}: stopping it.`);
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, stepTimeoutMs);
    child.once('error', (error) => {
      console.error(`${step.name} could not start: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      currentStep = undefined;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/**
 * Test counts from vitest's JSON report; undefined when it wrote none (it failed before running
 * tests). A test file that fails before its tests run (an import error, a failing beforeAll) has
 * no failed test of its own; it counts as one failure, or the summary would read "0 failed".
 */
function readTestCounts(reportFile) {
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
    ).length;
    return { passed: report.numPassedTests ?? 0, failed: (report.numFailedTests ?? 0) + brokenFiles, brokenFiles };
  } catch {
    return undefined;
  }
}

function vitestStep(name, projects, reportName) {
  const reportFile = path.join(resultsDir, `${reportName}.json`);
  return {
    name,
    reportFile,
    command: [
      path.join(repoRoot, 'node_modules', '.bin', 'vitest'), 'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`,
    ],
  };
}

const steps = [
  { name: 'lint', command: [path.join(repoRoot, 'node_modules', '.bin', 'eslint'), '.'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'web build', command: ['npm', 'run', 'build', '-w', '@ri/web'] },
  // two runs, not `--project unit --project integration`: vitest 4 refuses to run projects with
  // different maxWorkers in one run unless each has its own sequence.groupOrder
  vitestStep('unit tests', ['unit'], 'vitest-unit'),
  vitestStep('integration tests', ['integration'], 'vitest-integration'),
  vitestStep('e2e tests', ['e2e'], 'vitest-e2e'),
];

function printSummary(results, totalMs) {
  const nameWidth = Math.max(...steps.map((step) => step.name.length));
  console.log('\nSummary');
  let passed = 0;
  let failed = 0;
  for (const step of steps) {
    const result = results.get(step.name);
    if (!result) {
      console.log(`  ${step.name.padEnd(nameWidth)}   skipped`);
      continue;
    }
    let counts = '';
    if (result.counts) {
      passed += result.counts.passed;
      failed += result.counts.failed;
      const broken = result.counts.brokenFiles ? `, of which ${result.counts.brokenFiles} test file(s) that could not run` : '';
      counts = `   (${result.counts.passed} passed, ${result.counts.failed} failed${broken})`;
    }
    console.log(`  ${step.name.padEnd(nameWidth)}   ${result.ok ? 'passed' : 'FAILED'.padEnd(6)}   ${formatDuration(result.ms).padStart(10)}${counts}`);
  }
  console.log(`Total ${formatDuration(totalMs)}`);
  console.log(`${passed} passed, ${failed} failed`);
}

async function main() {
  const startedAt = Date.now();
  ensureDependencies();
  if (!ensureChromium()) process.exit(1);

  let services;
  try {
    services = await startTestServices();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
  console.log(`Tests use Postgres ${services.databaseUrl.replace(/:[^:@/]*@/, ':***@')} and Redis ${services.redisUrl.replace(/:[^:@/]*@/, ':***@')}.`);

  const stopOnSignal = (signal) => {
    console.error(`\nStopping the test run (${signal}).`);
    currentStep?.kill(signal);
    void services.stop().then(() => process.exit(1));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  mkdirSync(resultsDir, { recursive: true });
  const env = { ...process.env, DATABASE_URL: services.databaseUrl, REDIS_URL: services.redisUrl };
  const results = new Map();
  let allPassed = true;
  for (const step of steps) {
    console.log(`\n=== ${step.name} ===`);
    // an old report must not be mistaken for this run's
    if (step.reportFile) rmSync(step.reportFile, { force: true });
    const stepStartedAt = Date.now();
    const exitCode = await runStep(step, env);
    const result = { ok: exitCode === 0, ms: Date.now() - stepStartedAt, counts: step.reportFile ? readTestCounts(step.reportFile) : undefined };
    results.set(step.name, result);
    if (!result.ok) {
      allPassed = false;
      break;
    }
  }

  await services.stop();
  printSummary(results, Date.now() - startedAt);
  process.exit(allPassed ? 0 : 1);
}

await main();
