import { createHmac } from 'node:crypto';
import os from 'node:os';
import type { LightMyRequestResponse } from 'fastify';
import { FORMULA_START, parseCsv } from '@ri/csv';
import type { AccessPolicy } from '../../src/http/access.ts';
import { ROLES, type Role } from '../support/actors.ts';
import { fuzzCase, toFuzzRoute, type FuzzCase, type FuzzRoute } from './fuzzCases.ts';
import type { FuzzWorld } from './fuzzFixture.ts';
import { PASSWD_MARKER } from './hostileValues.ts';
import { Random } from './random.ts';

/** The roles a route's declared policy lets through (ownership is the service's business). */
export function allowedRoles(policy: AccessPolicy | undefined): Role[] {
  return ROLES.filter((role) => {
    if (!policy) return false;
    if (policy.kind === 'public') return true;
    if (role === 'anonymous') return false;
    if (policy.kind === 'authenticated') return true;
    const type = role === 'otherFaculty' ? 'faculty' : role === 'otherUniversity' ? 'university' : role;
    return policy.roles.includes(type);
  });
}

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

function jwt(header: object, payload: object, secret: string | null, algorithm = 'sha256'): string {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return secret === null ? `${unsigned}.` : `${unsigned}.${createHmac(algorithm, secret).update(unsigned).digest('base64url')}`;
}

/** Authorization headers an attacker might send: each must leave the caller anonymous. */
export function forgedAuthorizations(world: FuzzWorld, secret: string): string[] {
  const adminToken = world.tokens.admin;
  const [, payloadPart] = adminToken.split('.');
  const claims = JSON.parse(Buffer.from(payloadPart!, 'base64url').toString()) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  return [
    `Bearer ${jwt({ alg: 'none', typ: 'JWT' }, claims, null)}`,
    `Bearer ${jwt({ alg: 'HS512', typ: 'JWT' }, claims, secret, 'sha512')}`,
    `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, claims, 'not-the-secret-not-the-secret-not-the-secret')}`,
    `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, exp: now - 60, iat: now - 3600 }, secret)}`,
    `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, sid: '00000000-0000-0000-0000-000000000000' }, secret)}`,
    `Bearer ${jwt({ alg: 'HS256', typ: 'JWT' }, { ...claims, aud: 'someone-else' }, secret)}`,
    `Bearer ${adminToken.slice(0, -3)}abc`,
    `Bearer ${'A'.repeat(20_000)}`,
    'Bearer ', 'Bearer null', `Basic ${base64url('admin:demo-password')}`, adminToken.replace('Bearer', ''), `bearer${adminToken}`, 'Bearer \' OR 1=1 --',
  ];
}

/** A CSV cell a spreadsheet would run as a formula (numbers such as -3 are fine). */
export function isFormulaCell(cell: string): boolean {
  return FORMULA_START.test(cell) && !/^[+-]?\d+(\.\d+)?$/.test(cell);
}

export interface FuzzOutcome {
  route: string;
  role: Role;
  mutations: string[];
  url: string;
  status: number;
  problem: string;
}

export interface FuzzReport {
  seed: number;
  total: number;
  perRoute: Record<string, { tried: number; ms: number; statuses: Record<number, number> }>;
  failures: FuzzOutcome[];
  /** per write route, the cases that could not be made surely invalid: sent by a role the route refuses instead */
  deniedOnly: Record<string, number>;
  /** 2xx answers of read routes */
  valid2xx: number;
  ms: number;
  /** CPU time of this process (the API in app.inject and the generator), user + system */
  cpuMs: number;
}

/** What a person must never read in an error: a schema path or the validator's own words (docs/api-conventions.md, "Errors and messages"). */
export const INTERNALS = [/\b(body|querystring|params|headers)\./, /Too small/, /Too big/, /expected (string|number|int|boolean|array|object)/i, /Invalid input/, /Invalid option/, /Expected/, />=|<=/, /Unrecognized key/];

/** The internals a 4xx message shows (the echoed request path of a 404 aside), or null. */
export function messageInternals(message: string, url: string): string | null {
  const said = message.replace(url.split('?')[0]!, '');
  const found = INTERNALS.find((pattern) => pattern.test(said));
  return found ? `message shows ${found}: ${message.slice(0, 160)}` : null;
}

function judge(route: FuzzRoute, c: FuzzCase, role: Role, allowed: boolean, response: LightMyRequestResponse): string | null {
  const status = response.statusCode;
  if (status >= 500) return `5xx: ${response.body.slice(0, 200)}`;
  if (status >= 400) {
    let message: unknown;
    try { message = (JSON.parse(response.body) as { message?: unknown }).message; } catch { return `${status} without a JSON error body: ${response.body.slice(0, 120)}`; }
    if (typeof message !== 'string' || message.trim() === '') return `${status} without a message: ${response.body.slice(0, 120)}`;
    const internals = messageInternals(message, c.url);
    if (internals) return internals;
  }
  // the router's own answers to a mangled path: 400 (bad encoding), 404 (no match), 414 (a parameter over 100 characters)
  const routerAnswer = c.pathMutated && (status === 400 || status === 404 || status === 414);
  if (!allowed) {
    const wanted = role === 'anonymous' ? 401 : 403;
    return status === wanted || routerAnswer ? null : `expected ${wanted} (not allowed), got ${status} ${response.body.slice(0, 160)}`;
  }
  if (c.prediction === 'invalid') {
    return c.invalidStatuses.includes(status) || routerAnswer ? null : `expected ${c.invalidStatuses.join('/')} (invalid input), got ${status} ${response.body.slice(0, 160)}`;
  }
  if (status === 401) return `401 for a signed-in role: ${response.body.slice(0, 160)}`;
  if (c.writes && status < 400) return `${status} for a request to a writing route that was not surely invalid`;
  if (status >= 200 && status < 300) {
    if (response.body.includes(PASSWD_MARKER)) return 'the answer holds /etc/passwd';
    const type = String(response.headers['content-type'] ?? '');
    if (type.includes('text/csv')) {
      const formula = parseCsv(response.body).flat().find(isFormulaCell);
      if (formula !== undefined) return `CSV cell is a formula: ${formula.slice(0, 60)}`;
    }
  }
  return null;
}

/**
 * Sends `total` hostile requests, spread evenly over the routes and the roles, `concurrency` at a
 * time; returns what each route answered and every answer that broke a rule.
 */
export async function runFuzz(world: FuzzWorld, options: { seed: number; total: number; concurrency?: number; jwtSecret: string }): Promise<FuzzReport> {
  const started = Date.now();
  const cpuAtStart = process.cpuUsage();
  const random = new Random(options.seed);
  const routes = world.t.routes
    .filter((r) => r.url.startsWith('/api') && !r.url.startsWith('/api/docs'))
    .map(toFuzzRoute)
    .sort((a, b) => a.key.localeCompare(b.key));
  const perRouteCount = Math.ceil(options.total / routes.length);
  const forged = forgedAuthorizations(world, options.jwtSecret);
  const hints = { ids: world.ids, url: world.outside.feedUrls[0]! };
  const feedUrls = world.outside.feedUrls;

  const jobs: { route: FuzzRoute; role: Role; allowed: boolean; c: FuzzCase }[] = [];
  const deniedOnly: Record<string, number> = {};
  for (const route of routes) {
    const allowed = allowedRoles(route.access);
    const denied = ROLES.filter((role) => !allowed.includes(role));
    for (let i = 0; i < perRouteCount; i++) {
      let c = fuzzCase(route, random, { ...hints, url: random.pick(feedUrls) });
      let useDenied = denied.length > 0 && (random.chance(0.25) || allowed.length === 0);
      if (c === null) {
        // a write route with nothing to make surely invalid: only callers it refuses may send it
        deniedOnly[route.key] = (deniedOnly[route.key] ?? 0) + 1;
        if (denied.length === 0) continue;
        useDenied = true;
        c = { method: route.method, url: route.url.replace(/:(\w+)/g, '1'), headers: {}, mutations: ['as-is'], prediction: 'valid', invalidStatuses: [], pathMutated: false, writes: true };
      }
      const role = useDenied ? random.pick(denied) : random.pick(allowed);
      const headers = { ...c.headers };
      if (role !== 'anonymous') headers.authorization = `Bearer ${world.tokens[role]}`;
      else if (random.chance(0.4)) headers.authorization = random.pick(forged);
      jobs.push({ route, role, allowed: allowed.includes(role), c: { ...c, headers } });
    }
  }

  const perRoute: FuzzReport['perRoute'] = {};
  const failures: FuzzOutcome[] = [];
  let valid2xx = 0;
  let next = 0;
  // one upload at a time per role (one user each): a user's third upload in flight is refused with 429 before its
  // form is read (docs/reliability.md, "Uploads never pile up"), which would hide what the oracle checks
  const uploading = new Map<Role, Promise<unknown>>();
  const worker = async () => {
    while (next < jobs.length) {
      const { route, role, allowed, c } = jobs[next++]!;
      const send = () => world.t.app.inject({ method: c.method as 'GET', url: c.url, headers: c.headers, ...(c.payload !== undefined ? { payload: c.payload } : {}) });
      let request: ReturnType<typeof send>;
      if (route.kind === 'multipart') {
        const queued = (uploading.get(role) ?? Promise.resolve()).then(send);
        uploading.set(role, queued.catch(() => {}));
        request = queued;
      } else {
        request = send();
      }
      const sentAt = performance.now();
      const response = await request;
      const entry = (perRoute[route.key] ??= { tried: 0, ms: 0, statuses: {} });
      entry.tried++;
      entry.ms += performance.now() - sentAt;
      entry.statuses[response.statusCode] = (entry.statuses[response.statusCode] ?? 0) + 1;
      if (response.statusCode < 300 && !c.writes) valid2xx++;
      const problem = judge(route, c, role, allowed, response);
      if (problem) failures.push({ route: route.key, role, mutations: c.mutations, url: c.url.slice(0, 300), status: response.statusCode, problem });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 6 }, worker));
  const cpu = process.cpuUsage(cpuAtStart);
  return {
    seed: options.seed, total: jobs.length, perRoute, failures, deniedOnly, valid2xx, ms: Date.now() - started, cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

/** The report as text: seed, counts per route with their statuses, totals, failures. */
export function formatReport(report: FuzzReport): string {
  const lines = [
    `fuzz seed ${report.seed}: ${report.total} requests over ${Object.keys(report.perRoute).length} routes in ${(report.ms / 1000).toFixed(1)} s`
    + ` (CPU of the test process ${(report.cpuMs / 1000).toFixed(1)} s; load average ${os.loadavg()[0]!.toFixed(1)})`,
  ];
  for (const [route, entry] of Object.entries(report.perRoute)) {
    lines.push(`  ${route.padEnd(78)} ${String(entry.tried).padStart(5)}  ${Object.entries(entry.statuses).map(([s, n]) => `${s}x${n}`).join(' ')}`);
  }
  lines.push(`2xx answers of read routes: ${report.valid2xx}`);
  const slowest = Object.entries(report.perRoute).sort((a, b) => b[1].ms - a[1].ms).slice(0, 8);
  lines.push(`slowest routes (ms per request): ${slowest.map(([route, e]) => `${route} ${(e.ms / e.tried).toFixed(0)}`).join('; ')}`);
  const deniedOnly = Object.entries(report.deniedOnly);
  if (deniedOnly.length > 0) {
    lines.push(`cases of write routes that could not be made surely invalid, sent by a role the route refuses: ${deniedOnly.map(([route, n]) => `${route} ${n}`).join(', ')}`);
  }
  lines.push(`failures: ${report.failures.length}`);
  for (const f of report.failures.slice(0, 60)) lines.push(`  ${f.route} as ${f.role} [${f.mutations.join(', ')}] ${f.url.slice(0, 120)} -> ${f.problem}`);
  return lines.join('\n');
}
