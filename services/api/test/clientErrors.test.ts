import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/testApp.ts';

/** Sends raw bytes over one connection and answers the status line's code and the JSON body. */
async function sendRaw(port: number, raw: Buffer): Promise<{ status: number; body: { statusCode: number; error: string; message: string } }> {
  const answer = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
  const [head, body] = answer.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]), body: JSON.parse(body ?? 'null') };
}

// What Node's HTTP parser refuses never reaches a route; it answered Fastify's bare "Client Error"
// (docs/api-conventions.md, "Errors and messages").
describe('requests the HTTP parser refuses are answered in the API\'s words', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(async () => { await t?.close(); });

  it('a raw non-ASCII byte in the address: 400 saying to percent-encode it', async () => {
    const raw = Buffer.concat([Buffer.from('GET /api/public/universities/caf'), Buffer.from([0xc3, 0xa9]), Buffer.from(' HTTP/1.1\r\nHost: localhost\r\n\r\n')]);
    const { status, body } = await sendRaw(port, raw);
    expect(status).toBe(400);
    expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringMatching(/percent-encoded \(%C3%A9 for é\)/) });
    expect(body.message).not.toMatch(/Client Error/);
  });

  it('a control character in a header, and a malformed method: the same 400', async () => {
    for (const raw of ['GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Note: a\x01b\r\n\r\n', 'G@T /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n']) {
      const { status, body } = await sendRaw(port, Buffer.from(raw, 'latin1'));
      expect(status).toBe(400);
      expect(body.message).toMatch(/^The request could not be read: its address or one of its headers holds a character HTTP does not allow/);
    }
  });

  it('headers over the size limit: 431 saying so', async () => {
    const { status, body } = await sendRaw(port, Buffer.from(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nCookie: ${'a'.repeat(40_000)}\r\n\r\n`));
    expect(status).toBe(431);
    expect(body).toEqual({ statusCode: 431, error: 'Request Header Fields Too Large', message: expect.stringMatching(/^The request's headers are too large/) });
  });

  it('the same address percent-encoded is read and routed as usual (an unknown address: 404)', async () => {
    const raw = Buffer.from('GET /api/health%C3%A9 HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const { status } = await sendRaw(port, raw);
    expect(status).toBe(404);
    const health = await sendRaw(port, Buffer.from('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'));
    expect(health.status).toBe(200);
  });
});
