// The one way ingestion reaches the outside world (feeds, faculty directories). It refuses what a
// server-side fetch must never do for an admin-supplied URL: other schemes, private, loopback and
// link-local addresses (checked on every address DNS returns, at connect time, so that a name
// cannot resolve to a public address for the check and a private one for the connection), endless
// redirects, huge bodies and slow servers. An operator may name internal hosts the fetcher may
// reach all the same (FETCH_ALLOW_HOSTS, host:port, exact match; docs/ingestion.md "Internal hosts").
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

export const INGESTION_USER_AGENT = 'ResearchInsightsBot/1.0 (+https://research-insights.example/bot; research analytics for business schools)';

export type SafeFetchErrorCode =
  | 'BAD_URL' | 'BLOCKED_ADDRESS' | 'TOO_LARGE' | 'TIMEOUT' | 'TOO_MANY_REDIRECTS' | 'HTTP_STATUS' | 'NETWORK';

export class SafeFetchError extends Error {
  constructor(readonly code: SafeFetchErrorCode, message: string, readonly status?: number) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

export interface SafeFetchOptions {
  /** allow every private, loopback and link-local target (unit tests of the fetcher itself); default false: only the hosts named in FETCH_ALLOW_HOSTS */
  allowPrivateNetworks?: boolean;
  /** largest body accepted, after decompression (default 5 MB) */
  maxBytes?: number;
  /** the whole exchange, redirects included (default 15 s) */
  timeoutMs?: number;
  maxRedirects?: number;
  userAgent?: string;
  accept?: string;
  /** a non-2xx answer is returned instead of thrown (robots.txt wants to see 404) */
  allowErrorStatus?: boolean;
  signal?: AbortSignal;
}

export interface SafeFetchResponse {
  url: string;
  status: number;
  contentType: string;
  body: Buffer;
  text(): string;
}

const DEFAULTS = { maxBytes: 5 * 1024 * 1024, timeoutMs: 15_000, maxRedirects: 5 };

/**
 * The host:port pairs named in FETCH_ALLOW_HOSTS (comma-separated, e.g. `127.0.0.1:8765,localhost:9000`),
 * lower-cased; an IPv6 address in brackets (`[::1]:8080`). An entry without a port names nothing: the
 * allow-list is exact, so that opening one internal service does not open its neighbours.
 */
export function allowedInternalHosts(env: NodeJS.ProcessEnv = process.env): Set<string> {
  const hosts = new Set<string>();
  for (const entry of (env.FETCH_ALLOW_HOSTS ?? '').split(',')) {
    const trimmed = entry.trim().toLowerCase();
    if (/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):\d{1,5}$/.test(trimmed)) hosts.add(trimmed);
  }
  return hosts;
}

/**
 * The one allow-list check (docs/ingestion.md "Internal hosts"): true when the URL's host and port
 * (the scheme's default port when the URL names none) are exactly an entry of FETCH_ALLOW_HOSTS.
 * The fetcher then lets that host resolve to a private or loopback address; every other check
 * (scheme, credentials, size, time, redirects, each redirect's own host) still applies. Save-time
 * URL validation uses this same function.
 */
export function isAllowedInternalHost(target: URL | string, env: NodeJS.ProcessEnv = process.env): boolean {
  let url: URL;
  try {
    url = typeof target === 'string' ? new URL(target) : target;
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return allowedInternalHosts(env).has(`${url.hostname.toLowerCase()}:${port}`);
}

/** True for addresses a server-side fetch may reach: public unicast only (IPv4-mapped IPv6 judged as IPv4). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** True for a host a fetch may try: a public literal address, or a name other than localhost (its addresses are checked when fetched). */
export function isPublicHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (net.isIP(host)) return isPublicAddress(host);
  return host !== '' && host !== 'localhost' && !host.endsWith('.localhost');
}

/**
 * Whether a link may be saved (docs/api-conventions.md, "Links"): the one save-time address check of every link
 * field (the API sets it as the contracts' link host check), the fetcher's own rule: a public host, or an internal
 * one named in FETCH_ALLOW_HOSTS (isAllowedInternalHost, the same function the fetch asks).
 */
export function hostAllowedAtSave(url: URL): boolean {
  return isAllowedInternalHost(url) || isPublicHost(url.hostname);
}

/** Parses and checks a URL: http(s) only, no credentials. Throws SafeFetchError('BAD_URL'). */
export function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('BAD_URL', `Not a valid URL: ${raw.slice(0, 200)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('BAD_URL', `Only http and https links can be fetched (got ${url.protocol})`);
  if (url.username || url.password) throw new SafeFetchError('BAD_URL', 'Links with a user name or password are not fetched');
  return url;
}

function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: object, callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, '');
      const list = addresses as LookupAddress[];
      if (list.length === 0) return callback(Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' }), '');
      if (!allowPrivate) {
        const blocked = list.find((a) => !isPublicAddress(a.address));
        if (blocked) {
          return callback(new SafeFetchError('BLOCKED_ADDRESS', `${hostname} resolves to a private or reserved address (${blocked.address})`), '');
        }
      }
      if ((options as { all?: boolean }).all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };
}

function decompressor(encoding: string | undefined): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip': case 'x-gzip': return zlib.createGunzip();
    case 'deflate': return zlib.createInflate();
    case 'br': return zlib.createBrotliDecompress();
    default: return null;
  }
}

function requestOnce(url: URL, options: Required<Pick<SafeFetchOptions, 'maxBytes' | 'userAgent' | 'accept'>> & { allowPrivate: boolean; signal: AbortSignal }): Promise<{ status: number; location?: string; contentType: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    // each hop is judged by its own host: a redirect from an allowed host to another internal one is refused
    const allowPrivate = options.allowPrivate || isAllowedInternalHost(url);
    if (!allowPrivate && net.isIP(host) && !isPublicHost(host)) {
      return reject(new SafeFetchError('BLOCKED_ADDRESS', `${host} is a private or reserved address`));
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      headers: { 'user-agent': options.userAgent, accept: options.accept, 'accept-encoding': 'gzip, deflate, br' },
      lookup: guardedLookup(allowPrivate) as unknown as typeof dnsLookup,
      signal: options.signal,
      // never reuse a pooled socket that was opened for another (checked) host
      agent: false,
    }, (response) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers['content-type'] ?? '');
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        return resolve({ status, location: response.headers.location, contentType, body: Buffer.alloc(0) });
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > options.maxBytes) {
        response.destroy();
        return reject(new SafeFetchError('TOO_LARGE', `The answer is larger than ${options.maxBytes} bytes`));
      }
      const decoder = decompressor(response.headers['content-encoding'] as string | undefined);
      const stream = decoder ? response.pipe(decoder) : response;
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxBytes) {
          response.destroy();
          stream.destroy();
          reject(new SafeFetchError('TOO_LARGE', `The answer is larger than ${options.maxBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('end', () => resolve({ status, contentType, body: Buffer.concat(chunks) }));
      stream.on('error', (error) => reject(error instanceof SafeFetchError ? error : new SafeFetchError('NETWORK', `Reading ${url.host} failed: ${error.message}`)));
      response.on('error', (error) => reject(new SafeFetchError('NETWORK', `Reading ${url.host} failed: ${error.message}`)));
    });
    request.on('error', (error) => {
      if (error instanceof SafeFetchError) return reject(error);
      const cause = (error as { cause?: unknown }).cause;
      if (cause instanceof SafeFetchError) return reject(cause);
      if (error.name === 'AbortError') return reject(new SafeFetchError('TIMEOUT', `${url.host} did not answer in time`));
      reject(new SafeFetchError('NETWORK', `Could not reach ${url.host}: ${error.message}`));
    });
    request.end();
  });
}

/** GET a URL safely; see the file comment. Throws SafeFetchError. */
export async function safeFetch(raw: string, options: SafeFetchOptions = {}): Promise<SafeFetchResponse> {
  const allowPrivate = options.allowPrivateNetworks ?? false;
  const maxRedirects = options.maxRedirects ?? DEFAULTS.maxRedirects;
  const timeoutMs = options.timeoutMs ?? DEFAULTS.timeoutMs;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  try {
    let url = checkUrl(raw);
    for (let hop = 0; ; hop++) {
      const answer = await requestOnce(url, {
        allowPrivate, signal: controller.signal,
        maxBytes: options.maxBytes ?? DEFAULTS.maxBytes,
        userAgent: options.userAgent ?? INGESTION_USER_AGENT,
        accept: options.accept ?? '*/*',
      }).catch((error: unknown) => {
        if (controller.signal.aborted && !(error instanceof SafeFetchError && error.code !== 'NETWORK')) {
          throw new SafeFetchError('TIMEOUT', `${url.host} did not answer within ${timeoutMs} ms`);
        }
        throw error;
      });
      if (answer.location !== undefined) {
        if (hop >= maxRedirects) throw new SafeFetchError('TOO_MANY_REDIRECTS', `More than ${maxRedirects} redirects`);
        url = checkUrl(new URL(answer.location, url).toString());
        continue;
      }
      if ((answer.status < 200 || answer.status >= 300) && !options.allowErrorStatus) {
        throw new SafeFetchError('HTTP_STATUS', `${url.host} answered ${answer.status}`, answer.status);
      }
      const body = answer.body;
      return { url: url.toString(), status: answer.status, contentType: answer.contentType, body, text: () => decodeText(body, answer.contentType) };
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

/** Decodes a body as text: the charset named by the content type, else UTF-8 (with a BOM removed). */
export function decodeText(body: Buffer, contentType = ''): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType)?.[1]?.toLowerCase();
  let text: string;
  try {
    text = new TextDecoder(charset && charset !== 'utf8' ? charset : 'utf-8').decode(body);
  } catch {
    text = body.toString('utf8');
  }
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
