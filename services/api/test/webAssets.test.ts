import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

// The built web app as the API serves it: precompressed copies, long caching for hashed assets.
describe('serving the built web app', () => {
  let t: TestApp;
  let webDist: string;
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'ri-web-dist-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Research Insights</title><div id="root"></div>');
    await writeFile(path.join(webDist, 'assets', 'main-abc123.js'), script);
    await writeFile(path.join(webDist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    await writeFile(path.join(webDist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    t = await createTestApp({ WEB_DIST: webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('sends the brotli copy to a browser that accepts it, cached for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(script.length / 10);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy when brotli is not accepted, and the plain file when nothing is', async () => {
    const gzipped = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/main-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('makes the browser revalidate index.html, including for a screen reached by its URL', async () => {
    const root = await t.app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(200);
    expect(root.headers['cache-control']).toBe('no-cache');
    const screen = await t.app.inject({ method: 'GET', url: '/dashboards/home', headers: { accept: 'text/html' } });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<div id="root">');
  });
});
