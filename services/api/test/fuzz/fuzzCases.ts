import type { ZodType } from 'zod';
import type { RegisteredRoute } from '../../src/http/access.ts';
import { findInvalidText } from '@ri/contracts';
import {
  ALL_STRING_FRAGMENTS, CSV_FORMULAS, NUMBER_TEXTS, RAW_JSON_BODIES, TRAVERSAL_FRAGMENTS, UNICODE_EDGES, WRONG_CONTENT_TYPES, WRONG_TYPES, nested,
} from './hostileValues.ts';
import type { Random } from './random.ts';
import { sample, toJsonSchema, type JsonSchema, type SampleHints } from './schemaSample.ts';

export type Prediction = 'invalid' | 'valid' | 'unknown';
type Query = Record<string, string | string[]>;

/** A route as the fuzz suite sees it: its request schemas (zod, and as JSON schema for sampling) and how it takes a body. */
export interface FuzzRoute extends RegisteredRoute {
  key: string;
  kind: 'json' | 'multipart';
  json: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
  /** true when a valid request with this query would write (every non-GET route; some GETs, see GET_WRITES) */
  writes(query: unknown): boolean;
}

export interface FuzzCase {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** what was done to the request, for the report */
  mutations: string[];
  /** the route's own schemas' verdict on the request as the server will parse it */
  prediction: Prediction;
  /** the statuses an allowed caller may get for an invalid request */
  invalidStatuses: number[];
  /** a path parameter was mutated: the router may answer 400 or 404 before any hook */
  pathMutated: boolean;
  /** a valid request would write: it must never be sent valid */
  writes: boolean;
}

/** Routes whose file comes as multipart/form-data (no body schema: the handler reads the parts). */
export const MULTIPART_ROUTES = [
  'POST /api/profile/upload_cv', 'POST /api/editauthor/upload_cv/:coAuthorId', 'POST /api/profile/upload_picture', 'POST /api/mark_journals',
  'POST /api/add_author_tool/add', 'POST /api/imports/openalex', 'POST /api/imports/journal-list',
];

/**
 * GET routes that write on some valid input (an e-mail token, a job run): the suite never sends them
 * that input. Found by the probe in hostileInput.test.ts (every GET sent valid, tables compared).
 */
export const GET_WRITES: Record<string, (query: Record<string, unknown>) => boolean> = {
  'GET /api/verify_email': () => true,
  'GET /api/reset_password': () => true,
  'GET /api/generate_university_stats': () => true,
  'GET /api/generate_first_year_career': () => true,
  'GET /api/update_faculty': (q) => q.type === 'scrape',
  'GET /api/red_flag/authors_that_have_same_number_of_papers_per_group': (q) => q.download === '1',
  'GET /api/red_flag/papers_older_than_two_years_before_phds': (q) => q.download === '1',
  'GET /api/red_flag/papers_older_than_last_education_year': (q) => q.download === '1',
  'GET /api/red_flag/authors_without_education_field': (q) => q.download === '1',
  'GET /api/red_flag/papers_with_span_of_more_than_fifty_years': (q) => q.download === '1',
};

export function toFuzzRoute(route: RegisteredRoute): FuzzRoute {
  const key = `${route.method} ${route.url}`;
  const json: FuzzRoute['json'] = {};
  for (const location of ['params', 'querystring', 'body'] as const) {
    const schema = route.schema[location];
    if (schema) json[location] = toJsonSchema(schema);
  }
  const getWrites = GET_WRITES[key];
  return {
    ...route, key, json,
    kind: MULTIPART_ROUTES.includes(key) ? 'multipart' : 'json',
    writes: (query) => route.method !== 'GET' || (getWrites !== undefined && getWrites((query ?? {}) as Record<string, unknown>)),
  };
}

// ---------------------------------------------------------------------------------------------- values

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'hasOwnProperty', 'toString', 'a[b]', 'a.b', '$where', '', ' ', '\u0000'];

function hostileString(random: Random): string {
  switch (random.int(0, 5)) {
    case 0: return random.pick(ALL_STRING_FRAGMENTS);
    case 1: return random.pick(random.strings);
    case 2: return random.pick(UNICODE_EDGES) + random.pick(ALL_STRING_FRAGMENTS);
    case 3: return 'x'.repeat(random.pick([101, 201, 256, 1001, 5001, 20_001, 100_001]));
    case 4: return random.pick(CSV_FORMULAS);
    default: return random.pick(NUMBER_TEXTS);
  }
}

function hostileJson(random: Random): unknown {
  // copies: later mutations write into the value, and the pools are shared by every case (a shared object could become circular)
  switch (random.int(0, 4)) {
    case 0: return structuredClone(random.pick(WRONG_TYPES));
    case 1: return structuredClone(random.pick(random.jsonValues));
    case 2: return nested(random.pick([25, 100, 500, 1500]));
    case 3: return Array.from({ length: random.pick([1001, 5001, 20_000]) }, (_, i) => i);
    default: return hostileString(random);
  }
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The text of a query or path value as the server will decode it, or null when it cannot say (lone surrogates). */
function encode(value: string): { text: string; certain: boolean } {
  if (!LONE_SURROGATE.test(value)) return { text: encodeURIComponent(value), certain: true };
  // encodeURIComponent refuses lone surrogates: send their WTF-8 bytes and let the server decide
  let text = '';
  for (const unit of value) {
    const code = unit.codePointAt(0)!;
    if (code >= 0xd800 && code <= 0xdfff) {
      text += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      text += encodeURIComponent(unit);
    }
  }
  return { text, certain: false };
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

function toQuery(value: unknown): Query {
  const out: Query = {};
  for (const [key, inner] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    out[key] = Array.isArray(inner) ? inner.map(asText) : asText(inner);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------- body paths

type Container = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Container => typeof value === 'object' && value !== null;

/** A random place inside a JSON value: its container and key, or null for the root. */
function randomSpot(root: unknown, random: Random): { container: Container; key: string | number } | null {
  let current = root;
  let spot: { container: Container; key: string | number } | null = null;
  for (let depth = 0; depth < 6 && isContainer(current); depth++) {
    const keys: (string | number)[] = Array.isArray(current) ? current.map((_, i) => i) : Object.keys(current);
    if (keys.length === 0 || (spot && random.chance(0.4))) break;
    const key = random.pick(keys);
    spot = { container: current, key };
    current = (current as Record<string | number, unknown>)[key];
  }
  return spot;
}

// ---------------------------------------------------------------------------------------------- requests

interface Draft {
  params: Record<string, string>;
  query: Query;
  body: unknown;
  /** a raw body text instead of `body` */
  raw?: string;
  contentType: string;
  oversize: boolean;
  mutations: string[];
  pathMutated: boolean;
}

function jsonMutations(route: FuzzRoute): string[] {
  const out: string[] = [];
  if (route.json.params) out.push('param-hostile', 'param-traversal', 'param-number-text', 'param-number-edge');
  if (route.method === 'GET' || route.json.querystring) out.push('query-hostile', 'query-delete', 'query-extra', 'query-repeat', 'query-number-edge');
  if (route.method !== 'GET') {
    out.push('body-raw', 'content-type', 'body-replace');
    if (route.json.body) out.push('body-set', 'body-set', 'body-delete', 'body-extra', 'body-huge-string', 'body-number-edge');
  }
  return out;
}

/** Integers just past what a Postgres integer (or a safe JavaScript integer) holds, and far past it. */
const NUMBER_EDGES = [2 ** 31, 2 ** 31 + 7, -(2 ** 31) - 1, 2 ** 32, 2 ** 53 - 1, 2 ** 53 + 2, 1e20, -1e20];

const isNumeric = (schema: JsonSchema | undefined): boolean =>
  !!schema && (schema.type === 'integer' || schema.type === 'number' || (Array.isArray(schema.type) && schema.type.includes('integer'))
    || !!(schema.anyOf ?? schema.oneOf)?.some(isNumeric));

/** Every place in a JSON value holding a number. */
function numberSpots(root: unknown, out: { container: Container; key: string | number }[] = []): { container: Container; key: string | number }[] {
  if (!isContainer(root)) return out;
  for (const [key, value] of Object.entries(root)) {
    const k = Array.isArray(root) ? Number(key) : key;
    if (typeof value === 'number') out.push({ container: root, key: k });
    else numberSpots(value, out);
  }
  return out;
}

function mutate(draft: Draft, route: FuzzRoute, mutation: string, random: Random): void {
  draft.mutations.push(mutation);
  switch (mutation) {
    case 'param-hostile':
    case 'param-traversal':
    case 'param-number-text': {
      const keys = Object.keys(draft.params);
      if (keys.length === 0) return;
      const value = mutation === 'param-traversal' ? random.pick(TRAVERSAL_FRAGMENTS) : mutation === 'param-number-text' ? random.pick(NUMBER_TEXTS) : hostileString(random);
      draft.params[random.pick(keys)] = value;
      draft.pathMutated = true;
      return;
    }
    case 'param-number-edge':
    case 'query-number-edge': {
      const inParams = mutation === 'param-number-edge';
      const schema = inParams ? route.json.params : route.json.querystring;
      const keys = Object.entries(schema?.properties ?? {}).filter(([, inner]) => isNumeric(inner)).map(([key]) => key);
      if (keys.length === 0) return;
      (inParams ? draft.params : draft.query)[random.pick(keys)] = String(random.pick(NUMBER_EDGES));
      draft.pathMutated ||= inParams;
      return;
    }
    case 'body-number-edge': {
      const spots = numberSpots(draft.body);
      if (spots.length === 0) return;
      const spot = random.pick(spots);
      (spot.container as Record<string | number, unknown>)[spot.key] = random.pick(NUMBER_EDGES);
      return;
    }
    case 'query-hostile': {
      const keys = [...new Set([...Object.keys(draft.query), ...Object.keys(route.json.querystring?.properties ?? {})])];
      const key = keys.length > 0 ? random.pick(keys) : 'q';
      draft.query[key] = random.chance(0.8) ? hostileString(random) : [hostileString(random), hostileString(random)];
      return;
    }
    case 'query-delete': {
      const keys = Object.keys(draft.query);
      if (keys.length > 0) delete draft.query[random.pick(keys)];
      return;
    }
    case 'query-extra':
      draft.query[random.chance(0.5) ? random.pick(PROTO_KEYS) : hostileString(random).slice(0, 50)] = hostileString(random);
      return;
    case 'query-repeat': {
      const keys = Object.keys(draft.query);
      const key = keys.length > 0 ? random.pick(keys) : 'id';
      const first = draft.query[key] ?? '1';
      draft.query[key] = [...(Array.isArray(first) ? first : [first]), hostileString(random)];
      return;
    }
    case 'body-raw':
      draft.raw = random.pick(RAW_JSON_BODIES);
      return;
    case 'content-type':
      draft.contentType = random.pick(WRONG_CONTENT_TYPES);
      draft.raw ??= random.chance(0.5) ? JSON.stringify(draft.body ?? {}) : '<?xml version="1.0"?><a>1</a>';
      return;
    case 'body-replace':
      draft.body = hostileJson(random);
      return;
    case 'body-set':
    case 'body-huge-string': {
      const value = mutation === 'body-huge-string' ? 'x'.repeat(random.pick([257, 2001, 20_001, 200_001])) : hostileJson(random);
      const spot = randomSpot(draft.body, random);
      if (spot) (spot.container as Record<string | number, unknown>)[spot.key] = value;
      else draft.body = value;
      return;
    }
    case 'body-delete': {
      const spot = randomSpot(draft.body, random);
      if (!spot) draft.body = undefined;
      else if (Array.isArray(spot.container)) spot.container.splice(Number(spot.key), 1);
      else delete spot.container[spot.key as string];
      return;
    }
    case 'body-extra': {
      const spot = randomSpot(draft.body, random);
      const target = spot ? (spot.container as Record<string | number, unknown>)[spot.key] : draft.body;
      const where = isContainer(target) && !Array.isArray(target) ? target : isContainer(draft.body) && !Array.isArray(draft.body) ? draft.body : null;
      const key = random.pick(PROTO_KEYS.filter((k) => k !== '__proto__'));
      if (where) Object.defineProperty(where, key, { value: hostileJson(random), enumerable: true, writable: true, configurable: true });
      return;
    }
    case 'body-oversize':
      draft.raw = JSON.stringify({ text: 'x'.repeat(1024 * 1024 + 10) });
      draft.oversize = true;
      return;
    default:
      throw new Error(`unknown mutation ${mutation}`);
  }
}

/** A forcing mutation for a write route: one that makes the request surely invalid. */
function forceInvalid(draft: Draft, route: FuzzRoute, random: Random): void {
  const options = ['body-raw', 'content-type-xml', 'wrong-top'];
  const choice = route.method === 'GET' ? 'query-type' : random.pick(options);
  draft.mutations.push(`force:${choice}`);
  if (choice === 'body-raw') draft.raw = random.pick(RAW_JSON_BODIES.filter((raw) => !isParsableJson(raw)));
  else if (choice === 'content-type-xml') { draft.contentType = 'application/xml'; draft.raw = '<?xml version="1.0"?><a>1</a>'; }
  else if (choice === 'wrong-top') draft.body = random.pick([[], 'text', 7, [{}], true]);
  else {
    // a GET that writes on some values: make a typed query field wrong
    const typed = Object.entries(route.json.querystring?.properties ?? {}).find(([, s]) => s.enum || s.type === 'integer' || s.anyOf);
    if (typed) draft.query[typed[0]] = ['not-a-value', '%'];
  }
}

function isParsableJson(raw: string): boolean {
  try {
    JSON.parse(raw.replace(/^\uFEFF/, ''));
    return true;
  } catch {
    return false;
  }
}

/** What Fastify's JSON parser refuses (400) as prototype poisoning: a `__proto__` key, or `constructor` holding a `prototype` key. */
function isPoisoned(value: unknown, depth = 0): boolean {
  if (!isContainer(value) || depth > 2_000) return false;
  if (!Array.isArray(value)) {
    if (Object.hasOwn(value, '__proto__')) return true;
    const ctor = Object.hasOwn(value, 'constructor') ? value.constructor : undefined;
    if (isContainer(ctor) && Object.hasOwn(ctor, 'prototype')) return true;
  }
  return Object.values(value).some((inner) => isPoisoned(inner, depth + 1));
}

interface Verdict { prediction: Prediction; statuses: number[]; parsedQuery: unknown }

function judge(schema: ZodType | undefined, value: unknown): { ok: boolean; data: unknown } {
  if (!schema) return { ok: true, data: value };
  const result = schema.safeParse(value);
  return { ok: result.success, data: result.success ? result.data : undefined };
}

/** The oracle: what the route's own schemas say about the request the server will see. */
function predict(route: FuzzRoute, draft: Draft, certain: { params: boolean; query: boolean }): Verdict {
  if (draft.oversize) return { prediction: 'invalid', statuses: [413], parsedQuery: undefined };
  const statuses = new Set<number>();
  let invalid = false;
  // a value with a lone surrogate goes out as bytes that are not UTF-8: the server keeps the text undecoded, so its verdict is unknown
  let uncertain = false;

  const params = judge(route.schema.params, draft.params);
  if (!params.ok || findInvalidText(draft.params, 'params')) {
    if (certain.params) invalid = true; else uncertain = true;
    statuses.add(400).add(404);
  }
  if (Object.values(draft.params).some((v) => v === '' || v.length > 100)) { uncertain = true; statuses.add(404); }

  const query = judge(route.schema.querystring, draft.query);
  if (!query.ok || findInvalidText(draft.query, 'querystring')) {
    if (certain.query) invalid = true; else uncertain = true;
    statuses.add(400);
  }
  uncertain ||= !certain.params || !certain.query;

  if (route.method !== 'GET') {
    const type = draft.contentType.split(';')[0]!.trim().toLowerCase();
    // a raw body goes out as UTF-8, where a lone surrogate becomes U+FFFD (a JSON body keeps it as the escape \ud800)
    const text = draft.raw?.replace(/\p{Cs}/gu, '\uFFFD') ?? (draft.body === undefined ? undefined : JSON.stringify(draft.body));
    let body: { ok: boolean } = { ok: true };
    if (text === undefined) {
      body = judge(route.schema.body, undefined);
    } else if (type === 'application/json' && !/[\r\n]/.test(draft.contentType)) {
      // Fastify parses `application/json` whatever its parameters (a charset is ignored: bodies are UTF-8)
      const parsed = isParsableJson(text) ? JSON.parse(text.replace(/^\uFEFF/, '')) as unknown : undefined;
      if (parsed === undefined || isPoisoned(parsed)) body = { ok: false };
      else body = findInvalidText(parsed, 'body') ? { ok: false } : judge(route.schema.body, parsed);
    } else if (type === 'text/plain') {
      body = findInvalidText(text, 'body') ? { ok: false } : judge(route.schema.body, text);
    } else {
      // no parser for this type: 415 (multipart outside the upload routes included)
      body = { ok: false };
      statuses.add(415);
    }
    if (!body.ok) { invalid = true; statuses.add(400); }
  }
  if (invalid) return { prediction: 'invalid', statuses: [...statuses], parsedQuery: query.data };
  return { prediction: uncertain ? 'unknown' : 'valid', statuses: [...statuses], parsedQuery: query.data };
}

function buildUrl(route: FuzzRoute, draft: Draft): { url: string; certain: { params: boolean; query: boolean } } {
  const certain = { params: true, query: true };
  let url = route.url;
  for (const [name, value] of Object.entries(draft.params)) {
    const encoded = encode(value);
    certain.params &&= encoded.certain;
    url = url.replace(`:${name}`, encoded.text);
  }
  const parts: string[] = [];
  for (const [key, value] of Object.entries(draft.query)) {
    const k = encode(key);
    for (const v of Array.isArray(value) ? value : [value]) {
      const e = encode(v);
      certain.query &&= k.certain && e.certain;
      parts.push(`${k.text}=${e.text}`);
    }
  }
  return { url: parts.length > 0 ? `${url}?${parts.join('&')}` : url, certain };
}

/** One malformed (or, for a read, possibly valid) JSON request for a route; null when a write route cannot be made surely invalid. */
export function jsonCase(route: FuzzRoute, random: Random, hints: SampleHints): FuzzCase | null {
  const sampled = (schema: JsonSchema | undefined) => (schema ? sample(schema, random, hints) : undefined);
  const draft: Draft = {
    params: Object.fromEntries(Object.entries((sampled(route.json.params) ?? {}) as Record<string, unknown>).map(([k, v]) => [k, asText(v)])),
    query: toQuery(sampled(route.json.querystring)),
    body: route.method === 'GET' ? undefined : sampled(route.json.body),
    contentType: 'application/json',
    oversize: false,
    mutations: [],
    pathMutated: false,
  };
  const available = jsonMutations(route);
  if (route.method !== 'GET' && random.chance(0.03)) mutate(draft, route, 'body-oversize', random);
  else for (let i = random.int(1, 3); i > 0 && available.length > 0; i--) mutate(draft, route, random.pick(available), random);

  let { url, certain } = buildUrl(route, draft);
  let verdict = predict(route, draft, certain);
  let writes = route.writes(verdict.parsedQuery ?? draft.query);
  for (let attempt = 0; writes && verdict.prediction !== 'invalid' && attempt < 4; attempt++) {
    forceInvalid(draft, route, random);
    ({ url, certain } = buildUrl(route, draft));
    verdict = predict(route, draft, certain);
    writes = route.writes(verdict.parsedQuery ?? draft.query);
  }
  if (writes && verdict.prediction !== 'invalid') return null;

  const text = draft.raw ?? (draft.body === undefined || route.method === 'GET' ? undefined : JSON.stringify(draft.body));
  return {
    method: route.method, url,
    headers: text === undefined ? {} : { 'content-type': draft.contentType },
    payload: text,
    mutations: draft.mutations,
    prediction: verdict.prediction,
    invalidStatuses: verdict.statuses.length > 0 ? verdict.statuses : [400],
    pathMutated: draft.pathMutated,
    writes,
  };
}

// ---------------------------------------------------------------------------------------------- multipart

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const FAKE_PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF');
const EXE = Buffer.from('4d5a90000300000004000000ffff0000b800', 'hex');
const ZIP = Buffer.from('504b030414000000080000000000', 'hex');
const FORMULA_CSV = Buffer.from('title,issn,rating\r\n=HYPERLINK("http://x"),1234-5678,A\r\n+SUM(1),@cmd,=1+1\r\n');

interface Part { name: string; value?: string; file?: { fileName: string; type: string; bytes: Buffer } }

function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.file) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"; filename="${part.file.fileName}"\r\nContent-Type: ${part.file.type}\r\n\r\n`));
      chunks.push(part.file.bytes, Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value ?? ''}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The size limit of each upload route (the oversized case sends one byte more). */
const UPLOAD_LIMITS: Record<string, number> = {
  'POST /api/profile/upload_cv': 10 * 1024 * 1024, 'POST /api/editauthor/upload_cv/:coAuthorId': 10 * 1024 * 1024,
  'POST /api/profile/upload_picture': 5 * 1024 * 1024, 'POST /api/mark_journals': 10 * 1024 * 1024, 'POST /api/add_author_tool/add': 10 * 1024 * 1024,
};

const isImageRoute = (key: string) => key.includes('upload_picture');
const isImportRoute = (key: string) => key.includes('/imports/');

/** A mislabelled file for the route: never what it wants, always named and typed as if it were. */
function mislabelled(key: string, random: Random): Part['file'] {
  const fileName = random.chance(0.3) ? random.pick(TRAVERSAL_FRAGMENTS).replaceAll('"', '') : isImageRoute(key) ? 'me.png' : isImportRoute(key) ? 'list.csv' : 'cv.pdf';
  const type = isImageRoute(key) ? random.pick(['image/png', 'image/jpeg']) : isImportRoute(key) ? 'text/csv' : 'application/pdf';
  const bytes = isImageRoute(key)
    ? random.pick([FAKE_PDF, EXE, Buffer.from('<svg onload=alert(1)>'), PNG.subarray(0, 8), JPEG.subarray(0, 3), Buffer.from('GIF89a')])
    // Mark CV only checks the magic bytes and starts its job (the PDF is read in the job's sandbox,
    // hostileFiles.test.ts): a file that starts with %PDF- is not surely refused there
    : key === 'POST /api/mark_journals' ? random.pick([PNG, JPEG, EXE, Buffer.from('hello, not a pdf'), ZIP])
      : random.pick([PNG, JPEG, EXE, FAKE_PDF, Buffer.from('hello, not a pdf'), Buffer.from('%PDF-'), ZIP]);
  return { fileName, type, bytes };
}

/**
 * One surely invalid upload for a multipart route: mislabelled and truncated files, traversal in file
 * names, two files, none, an oversized one, broken multipart, JSON instead of a form, hostile fields.
 */
export function multipartCase(route: FuzzRoute, random: Random, hints: SampleHints): FuzzCase {
  const params = Object.fromEntries(Object.entries((route.json.params ? sample(route.json.params, random, hints) : {}) as Record<string, unknown>).map(([k, v]) => [k, asText(v)]));
  let url = route.url;
  for (const [name, value] of Object.entries(params)) url = url.replace(`:${name}`, encodeURIComponent(value));
  const boundary = `----fuzz${random.int(0, 1e9)}`;
  const hostileFields = (): Part[] => ['first_name', 'last_name', 'user_id', 'univ_id', 'mapping', 'departments', 'institution', 'email', 'title_column']
    .filter(() => random.chance(0.5)).map((name) => ({ name, value: hostileString(random).slice(0, 9000).replaceAll('\r\n', ' ') }));
  const imports = isImportRoute(route.key);
  // an import starts a job for any readable file, and Mark CV without a file marks the stored CV: only surely refused forms for them
  const storedFallback = route.key === 'POST /api/mark_journals';
  const variants = [
    'two-files', 'broken-multipart', 'no-boundary',
    ...(imports ? ['formula-csv-bad-fields', 'zip-bad-fields', 'empty-file', 'no-file', 'json-instead'] : ['mislabelled', 'mislabelled', 'hostile-fields']),
    ...(!imports && !storedFallback ? ['no-file', 'empty-file', 'json-instead'] : []),
    ...(UPLOAD_LIMITS[route.key] && random.chance(0.3) ? ['oversized'] : []),
  ];
  const variant = random.pick(variants);
  let payload: Buffer | string;
  let contentType = `multipart/form-data; boundary=${boundary}`;
  switch (variant) {
    case 'mislabelled':
      payload = multipartBody([{ name: 'file', file: mislabelled(route.key, random) }], boundary);
      break;
    case 'two-files':
      payload = multipartBody([{ name: 'file', file: mislabelled(route.key, random) }, { name: 'file', file: mislabelled(route.key, random) }], boundary);
      break;
    case 'broken-multipart':
      payload = multipartBody([{ name: 'file', file: mislabelled(route.key, random) }], boundary).subarray(0, random.int(5, 60));
      break;
    case 'no-boundary':
      contentType = 'multipart/form-data';
      payload = multipartBody([{ name: 'file', file: mislabelled(route.key, random) }], boundary);
      break;
    case 'json-instead':
      contentType = 'application/json';
      payload = JSON.stringify({ file: 'JVBERi0xLjcK', filename: random.pick(TRAVERSAL_FRAGMENTS), user_id: hostileString(random) });
      break;
    case 'empty-file':
      payload = multipartBody([{ name: 'file', file: { fileName: 'empty.pdf', type: 'application/pdf', bytes: Buffer.alloc(0) } }], boundary);
      break;
    case 'no-file':
      payload = multipartBody(hostileFields(), boundary);
      break;
    case 'oversized':
      payload = multipartBody([{ name: 'file', file: { fileName: 'big.pdf', type: isImageRoute(route.key) ? 'image/png' : 'application/pdf', bytes: Buffer.alloc(UPLOAD_LIMITS[route.key]! + 1, 0x25) } }], boundary);
      break;
    case 'formula-csv-bad-fields':
    case 'zip-bad-fields': {
      // a field the import refuses before it starts: the tier mapping or department ids (journal list), the institution (OpenAlex)
      const badField = route.key.endsWith('openalex')
        ? { name: 'institution', value: random.pick(['=1+1', '../../I1', 'I<script>', 'x'.repeat(300)]) }
        : { name: random.pick(['mapping', 'departments']), value: random.pick(['=1+1', '-1,abc', 'A*=Z', '@x', '0,../1']) };
      const file = variant === 'zip-bad-fields'
        ? { fileName: 'list.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', bytes: ZIP }
        : { fileName: '=list.csv', type: 'text/csv', bytes: FORMULA_CSV };
      payload = multipartBody([{ name: 'file', file }, badField], boundary);
      break;
    }
    default:
      payload = multipartBody([...hostileFields(), { name: 'file', file: mislabelled(route.key, random) }], boundary);
  }
  return {
    method: route.method, url, headers: { 'content-type': contentType }, payload,
    mutations: [`multipart:${variant}`], prediction: 'invalid', invalidStatuses: [400, 403, 404, 413, 415], pathMutated: false, writes: true,
  };
}

export function fuzzCase(route: FuzzRoute, random: Random, hints: SampleHints): FuzzCase | null {
  return route.kind === 'multipart' ? multipartCase(route, random, hints) : jsonCase(route, random, hints);
}
