import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedInternalHosts, isAllowedInternalHost, isPublicAddress, safeFetch, SafeFetchError } from './safeFetch.ts';

let server: http.Server;
let base: string;
const seenUserAgents: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    seenUserAgents.push(String(request.headers['user-agent']));
    const url = new URL(request.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    switch (url.pathname) {
      case '/ok': response.setHeader('content-type', 'text/plain; charset=utf-8'); return response.end('hello');
      case '/redirect': response.statusCode = 302; response.setHeader('location', hops > 1 ? `/redirect?hops=${hops - 1}` : '/ok'); return response.end();
      case '/elsewhere': response.statusCode = 302; response.setHeader('location', url.searchParams.get('to') ?? '/ok'); return response.end();
      case '/to-file': response.statusCode = 301; response.setHeader('location', 'file:///etc/passwd'); return response.end();
      case '/big': response.setHeader('content-length', String(2_000_000)); return response.end(Buffer.alloc(2_000_000, 97));
      case '/chunked': for (let i = 0; i < 30; i++) response.write(Buffer.alloc(100_000, 98)); return response.end();
      case '/gzip': response.setHeader('content-encoding', 'gzip'); return response.end(gzipSync('compressed text'));
      case '/gzip-bomb': response.setHeader('content-encoding', 'gzip'); return response.end(gzipSync(Buffer.alloc(50_000_000)));
      case '/slow': return; // never answers
      case '/missing': response.statusCode = 404; return response.end('no');
      default: response.statusCode = 500; return response.end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function failure(promise: Promise<unknown>): Promise<SafeFetchError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(SafeFetchError);
    return error as SafeFetchError;
  }
  throw new Error('expected a SafeFetchError');
}

describe('safeFetch', () => {
  it('classifies addresses: only public unicast passes (IPv4 and IPv6, mapped IPv4 judged as IPv4)', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '0.0.0.0', '100.64.0.1', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '224.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private and link-local targets unless allowed, by literal or by name', async () => {
    expect((await failure(safeFetch(`${base}/ok`, { allowPrivateNetworks: false }))).code).toBe('BLOCKED_ADDRESS');
    const port = (server.address() as AddressInfo).port;
    expect((await failure(safeFetch(`http://localhost:${port}/ok`, { allowPrivateNetworks: false }))).code).toBe('BLOCKED_ADDRESS');
    expect((await failure(safeFetch('http://[::1]:9/', { allowPrivateNetworks: false }))).code).toBe('BLOCKED_ADDRESS');
    expect((await failure(safeFetch('http://169.254.169.254/latest/meta-data/', { allowPrivateNetworks: false }))).code).toBe('BLOCKED_ADDRESS');
    const ok = await safeFetch(`${base}/ok`, { allowPrivateNetworks: true });
    expect(ok.text()).toBe('hello');
    expect(seenUserAgents.at(-1)).toMatch(/ResearchInsightsBot/);
  });

  it('fetches only http(s) links, also after a redirect', async () => {
    expect((await failure(safeFetch('ftp://example.org/x'))).code).toBe('BAD_URL');
    expect((await failure(safeFetch('file:///etc/passwd'))).code).toBe('BAD_URL');
    expect((await failure(safeFetch('not a url'))).code).toBe('BAD_URL');
    expect((await failure(safeFetch(`${base}/to-file`, { allowPrivateNetworks: true }))).code).toBe('BAD_URL');
  });

  it('follows at most 5 redirects', async () => {
    const five = await safeFetch(`${base}/redirect?hops=5`, { allowPrivateNetworks: true });
    expect(five.text()).toBe('hello');
    expect(five.url).toBe(`${base}/ok`);
    expect((await failure(safeFetch(`${base}/redirect?hops=6`, { allowPrivateNetworks: true }))).code).toBe('TOO_MANY_REDIRECTS');
  });

  it('limits the size, declared or streamed, and after decompression', async () => {
    expect((await failure(safeFetch(`${base}/big`, { allowPrivateNetworks: true, maxBytes: 1_000_000 }))).code).toBe('TOO_LARGE');
    expect((await failure(safeFetch(`${base}/chunked`, { allowPrivateNetworks: true, maxBytes: 1_000_000 }))).code).toBe('TOO_LARGE');
    expect((await failure(safeFetch(`${base}/gzip-bomb`, { allowPrivateNetworks: true, maxBytes: 1_000_000 }))).code).toBe('TOO_LARGE');
    expect((await safeFetch(`${base}/gzip`, { allowPrivateNetworks: true })).text()).toBe('compressed text');
  });

  it('limits the time and reports error statuses', async () => {
    const started = Date.now();
    expect((await failure(safeFetch(`${base}/slow`, { allowPrivateNetworks: true, timeoutMs: 300 }))).code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(3_000);
    const notFound = await failure(safeFetch(`${base}/missing`, { allowPrivateNetworks: true }));
    expect(notFound).toMatchObject({ code: 'HTTP_STATUS', status: 404 });
    expect((await safeFetch(`${base}/missing`, { allowPrivateNetworks: true, allowErrorStatus: true })).status).toBe(404);
  });

  it('FETCH_ALLOW_HOSTS names internal hosts the fetcher may reach: host and port exactly, each redirect judged by its own host', async () => {
    const previous = process.env.FETCH_ALLOW_HOSTS;
    const port = (server.address() as AddressInfo).port;
    try {
      delete process.env.FETCH_ALLOW_HOSTS;
      expect((await failure(safeFetch(`${base}/ok`))).code).toBe('BLOCKED_ADDRESS');

      process.env.FETCH_ALLOW_HOSTS = ` 127.0.0.1:${port} , localhost:9 `;
      expect((await safeFetch(`${base}/ok`)).text()).toBe('hello');
      // the same machine by another name, or another port, is not named
      expect((await failure(safeFetch(`http://localhost:${port}/ok`))).code).toBe('BLOCKED_ADDRESS');
      expect((await failure(safeFetch(`http://127.0.0.1:${port + 1}/ok`))).code).toBe('BLOCKED_ADDRESS');
      // an allowed host redirecting to an internal one that is not allowed
      expect((await failure(safeFetch(`${base}/elsewhere?to=${encodeURIComponent(`http://localhost:${port}/ok`)}`))).code).toBe('BLOCKED_ADDRESS');
      expect((await failure(safeFetch(`${base}/elsewhere?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`))).code).toBe('BLOCKED_ADDRESS');

      process.env.FETCH_ALLOW_HOSTS = `localhost:${port}`;
      expect((await safeFetch(`http://LOCALHOST:${port}/ok`)).text()).toBe('hello');
      expect((await failure(safeFetch(`${base}/ok`))).code).toBe('BLOCKED_ADDRESS');
    } finally {
      if (previous === undefined) delete process.env.FETCH_ALLOW_HOSTS;
      else process.env.FETCH_ALLOW_HOSTS = previous;
    }
  });

  it('reads the allow-list: host:port entries only, the scheme\'s default port when a URL names none', () => {
    const env = { FETCH_ALLOW_HOSTS: '127.0.0.1:8765,localhost:9000, intranet.example.edu ,[::1]:8080,bad:port,:80,host:123456' };
    expect([...allowedInternalHosts(env)]).toEqual(['127.0.0.1:8765', 'localhost:9000', '[::1]:8080']);
    expect(isAllowedInternalHost('http://127.0.0.1:8765/feed.xml', env)).toBe(true);
    expect(isAllowedInternalHost('http://localhost:9000', env)).toBe(true);
    expect(isAllowedInternalHost('http://[::1]:8080/x', env)).toBe(true);
    // an entry without a port names nothing, and a URL without one means the scheme's port
    expect(isAllowedInternalHost('http://intranet.example.edu/', env)).toBe(false);
    expect(isAllowedInternalHost('http://intranet.example.edu:80/', { FETCH_ALLOW_HOSTS: 'intranet.example.edu:80' })).toBe(true);
    expect(isAllowedInternalHost('https://intranet.example.edu/', { FETCH_ALLOW_HOSTS: 'intranet.example.edu:443' })).toBe(true);
    expect(isAllowedInternalHost('https://intranet.example.edu/', { FETCH_ALLOW_HOSTS: 'intranet.example.edu:80' })).toBe(false);
    expect(isAllowedInternalHost('ftp://127.0.0.1:8765/', env)).toBe(false);
    expect(isAllowedInternalHost('not a url', env)).toBe(false);
    expect(allowedInternalHosts({}).size).toBe(0);
  });
});
