import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import path from 'node:path';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { renderInboxPage, renderMessagePage } from './mailInboxPages.ts';

/** One caught e-mail, the same shape in process and over the JSON API. */
export interface CaughtMessage {
  id: string;
  /** The From header as written, e.g. `Research Insights <no-reply@research-insights.local>`. */
  from: string;
  /** Lower-cased addresses the message was delivered to (SMTP envelope, so Bcc recipients count). */
  to: string[];
  subject: string;
  /** Plain-text body; empty when the message has none. */
  text: string;
  /** HTML body; empty when the message has none. */
  html: string;
  /** When the catcher received it, ISO 8601. */
  date: string;
}

export interface MailCatcherOptions {
  /** SMTP port; omitted or 0 means any free port. */
  smtpPort?: number;
  /** Inbox (HTTP) port; omitted or 0 means any free port. */
  httpPort?: number;
  /** When set, every message is also written here as <id>.eml and read back on the next start. */
  persistDir?: string;
  host?: string;
}

export interface MailCatcher {
  smtpUrl: string;
  inboxUrl: string;
  /** Newest first. */
  listMessages(filter?: { to?: string }): CaughtMessage[];
  /** The newest message (already caught or still to come) that matches; rejects after timeoutMs. */
  waitForMessage(predicate: (message: CaughtMessage) => boolean, timeoutMs?: number): Promise<CaughtMessage>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

// The .eml files keep the envelope recipients in this header, which the message itself may lack (Bcc).
const envelopeHeader = 'X-Mail-Catcher-Envelope-To';

export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const messages: CaughtMessage[] = [];
  const rawById = new Map<string, Buffer>();
  const arrivals = new EventEmitter();
  const persistDir = options.persistDir;

  if (persistDir) {
    await mkdir(persistDir, { recursive: true });
    for (const stored of await readStoredMessages(persistDir)) {
      messages.push(stored.message);
      rawById.set(stored.message.id, stored.raw);
    }
  }

  const accept = async (raw: Buffer, envelopeRecipients: string[]) => {
    // the id starts with the receipt time, which is how a restart recovers the date from the file name
    const receivedAt = new Date();
    const id = `${receivedAt.getTime()}-${randomBytes(3).toString('hex')}`;
    const message = await toCaughtMessage(id, raw, envelopeRecipients, receivedAt);
    if (persistDir) {
      await writeFile(path.join(persistDir, `${id}.eml`), Buffer.concat([Buffer.from(`${envelopeHeader}: ${envelopeRecipients.join(', ')}\r\n`), raw]));
    }
    messages.push(message);
    rawById.set(id, raw);
    arrivals.emit('message', message);
  };

  const smtpServer = new SMTPServer({
    // a development catcher: anyone on this machine may send, in the clear, without signing in
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Research Insights mail catcher',
    // pooled connections from the app would otherwise hold stop() for 30 s
    closeTimeout: 1_000,
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const recipients = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        accept(Buffer.concat(chunks), recipients).then(() => callback(), (error: Error) => callback(error));
      });
    },
  });
  smtpServer.on('error', (error) => console.error(`[mail] SMTP error: ${error.message}`));

  const listMessages = (filter: { to?: string } = {}) => {
    const wanted = filter.to?.trim().toLowerCase();
    return messages.filter((message) => !wanted || message.to.includes(wanted)).slice().reverse();
  };

  const clear = async () => {
    messages.length = 0;
    rawById.clear();
    if (persistDir) {
      for (const file of await readdir(persistDir)) {
        if (file.endsWith('.eml')) await rm(path.join(persistDir, file), { force: true });
      }
    }
  };

  const httpServer = http.createServer((request, response) => {
    handleHttpRequest(request, response, { listMessages, clear, rawById }).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(error.message);
    });
  });

  const smtpPort = await listen((port, onListening) => smtpServer.listen(port, host, onListening), smtpServer.server, options.smtpPort ?? 0);
  let httpPort: number;
  try {
    httpPort = await listen((port, onListening) => httpServer.listen(port, host, onListening), httpServer, options.httpPort ?? 0);
  } catch (error) {
    await new Promise<void>((resolve) => smtpServer.close(() => resolve()));
    throw error;
  }

  return {
    smtpUrl: `smtp://${host}:${smtpPort}`,
    inboxUrl: `http://${host}:${httpPort}`,
    listMessages,
    clear,
    waitForMessage(predicate, timeoutMs = 10_000) {
      const already = listMessages().find(predicate);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const onMessage = (message: CaughtMessage) => {
          if (!predicate(message)) return;
          clearTimeout(timer);
          arrivals.off('message', onMessage);
          resolve(message);
        };
        const timer = setTimeout(() => {
          arrivals.off('message', onMessage);
          const seen = listMessages().map((message) => `"${message.subject}" to ${message.to.join(', ')}`).join('; ') || 'none';
          reject(new Error(`No matching e-mail arrived within ${timeoutMs} ms (messages caught: ${seen}).`));
        }, timeoutMs);
        arrivals.on('message', onMessage);
      });
    },
    async stop() {
      httpServer.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => httpServer.close(() => resolve())),
        new Promise<void>((resolve) => smtpServer.close(() => resolve())),
      ]);
    },
  };
}

function listen(start: (port: number, onListening: () => void) => void, server: NetServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    start(port, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function addressesOf(field: AddressObject | AddressObject[] | undefined): string {
  if (!field) return '';
  // "Name <address>" without the quotes mailparser's own text keeps, as a mail client shows it
  return (Array.isArray(field) ? field : [field])
    .flatMap((group) => group.value)
    .map((address) => (address.name ? `${address.name} <${address.address ?? ''}>` : (address.address ?? '')))
    .join(', ');
}

async function toCaughtMessage(id: string, raw: Buffer, envelopeRecipients: string[], receivedAt: Date): Promise<CaughtMessage> {
  const parsed = await simpleParser(raw);
  const headerRecipients = [parsed.to, parsed.cc]
    .flatMap((field) => (field ? (Array.isArray(field) ? field : [field]) : []))
    .flatMap((group) => group.value.map((address) => address.address?.toLowerCase() ?? ''))
    .filter(Boolean);
  return {
    id,
    from: addressesOf(parsed.from),
    to: envelopeRecipients.length > 0 ? envelopeRecipients : headerRecipients,
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: parsed.html || '',
    date: receivedAt.toISOString(),
  };
}

async function readStoredMessages(persistDir: string): Promise<Array<{ message: CaughtMessage; raw: Buffer }>> {
  const files = (await readdir(persistDir)).filter((file) => file.endsWith('.eml')).sort();
  const stored: Array<{ message: CaughtMessage; raw: Buffer }> = [];
  for (const file of files) {
    const content = await readFile(path.join(persistDir, file));
    const { recipients, raw } = splitEnvelopeHeader(content);
    const id = file.slice(0, -'.eml'.length);
    const receivedAtMs = Number.parseInt(id.split('-')[0] ?? '', 10);
    try {
      stored.push({ message: await toCaughtMessage(id, raw, recipients, new Date(Number.isFinite(receivedAtMs) ? receivedAtMs : Date.now())), raw });
    } catch {
      // an unreadable file (a crash mid-write) must not stop the inbox from starting
    }
  }
  return stored;
}

function splitEnvelopeHeader(content: Buffer): { recipients: string[]; raw: Buffer } {
  const firstLineEnd = content.indexOf('\r\n');
  const firstLine = content.subarray(0, Math.max(firstLineEnd, 0)).toString('utf8');
  const prefix = `${envelopeHeader}: `;
  if (firstLineEnd < 0 || !firstLine.startsWith(prefix)) return { recipients: [], raw: content };
  const recipients = firstLine.slice(prefix.length).split(',').map((address) => address.trim()).filter(Boolean);
  return { recipients, raw: content.subarray(firstLineEnd + 2) };
}

interface InboxState {
  listMessages(filter?: { to?: string }): CaughtMessage[];
  clear(): Promise<void>;
  rawById: Map<string, Buffer>;
}

async function handleHttpRequest(request: http.IncomingMessage, response: http.ServerResponse, inbox: InboxState): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://inbox.local');
  const method = request.method ?? 'GET';
  const segments = url.pathname.split('/').filter(Boolean).map((segment) => decodeURIComponent(segment));
  const findMessage = (id: string | undefined) => inbox.listMessages().find((message) => message.id === id);
  const sendJson = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body));
  };
  const sendHtml = (status: number, html: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  };

  if (segments[0] === 'api' && segments[1] === 'messages') {
    if (segments.length === 2 && method === 'GET') return sendJson(200, inbox.listMessages({ to: url.searchParams.get('to') ?? undefined }));
    if (segments.length === 2 && method === 'DELETE') {
      await inbox.clear();
      response.writeHead(204).end();
      return;
    }
    if (segments.length === 3 && method === 'GET') {
      const message = findMessage(segments[2]);
      return message ? sendJson(200, message) : sendJson(404, { message: 'No message with this id.' });
    }
    return sendJson(405, { message: 'Use GET /api/messages[?to=], GET /api/messages/:id or DELETE /api/messages.' });
  }
  if (method === 'GET' && segments.length === 0) return sendHtml(200, renderInboxPage(inbox.listMessages()));
  if (method === 'POST' && segments.length === 1 && segments[0] === 'clear') {
    await inbox.clear();
    response.writeHead(303, { location: '/' }).end();
    return;
  }
  if (method === 'GET' && segments[0] === 'messages' && segments.length >= 2) {
    const message = findMessage(segments[1]);
    if (!message) return sendHtml(404, '<!doctype html><p>No message with this id. <a href="/">Back to the inbox</a></p>');
    if (segments[2] === 'raw') {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(inbox.rawById.get(message.id));
      return;
    }
    return sendHtml(200, renderMessagePage(message));
  }
  sendHtml(404, '<!doctype html><p>Not found. <a href="/">Back to the inbox</a></p>');
}
