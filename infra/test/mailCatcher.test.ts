import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMailCatcher, type CaughtMessage, type MailCatcher } from '../src/mailCatcher.ts';

function sendMail(smtpUrl: string, mail: nodemailer.SendMailOptions) {
  const transport = nodemailer.createTransport(smtpUrl);
  return transport.sendMail({ from: 'Research Insights <no-reply@research-insights.local>', ...mail }).finally(() => transport.close());
}

async function getJson<T>(url: string): Promise<{ status: number; body: T }> {
  const response = await fetch(url);
  return { status: response.status, body: (await response.json()) as T };
}

describe('mail catcher', () => {
  let catcher: MailCatcher;

  beforeAll(async () => {
    catcher = await startMailCatcher();
  });
  afterAll(async () => {
    await catcher.stop();
  });
  beforeEach(async () => {
    await catcher.clear();
  });

  it('catches a message sent over SMTP and shows it in process and over the JSON API', async () => {
    await sendMail(catcher.smtpUrl, {
      to: 'Alice Example <Alice@Example.edu>',
      bcc: 'audit@example.edu',
      subject: 'Reset your password',
      text: 'Open https://app.local/reset?token=abc to choose a new password.',
      html: '<p>Open <a href="https://app.local/reset?token=abc">this link</a>.</p>',
    });

    const [caught] = catcher.listMessages();
    expect(caught).toMatchObject({
      from: 'Research Insights <no-reply@research-insights.local>',
      to: ['alice@example.edu', 'audit@example.edu'],
      subject: 'Reset your password',
      text: expect.stringContaining('https://app.local/reset?token=abc'),
      html: expect.stringContaining('href="https://app.local/reset?token=abc"'),
    });
    expect(new Date(caught!.date).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const list = await getJson<CaughtMessage[]>(`${catcher.inboxUrl}/api/messages`);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([caught]);

    const one = await getJson<CaughtMessage>(`${catcher.inboxUrl}/api/messages/${caught!.id}`);
    expect(one).toEqual({ status: 200, body: caught });
    expect((await fetch(`${catcher.inboxUrl}/api/messages/no-such-id`)).status).toBe(404);
  });

  it('filters by recipient, newest first, case-insensitively', async () => {
    await sendMail(catcher.smtpUrl, { to: 'bob@example.edu', subject: 'First for Bob', text: 'one' });
    await sendMail(catcher.smtpUrl, { to: 'carol@example.edu', subject: 'For Carol', text: 'two' });
    await sendMail(catcher.smtpUrl, { to: 'bob@example.edu', subject: 'Second for Bob', text: 'three' });

    expect(catcher.listMessages({ to: 'BOB@example.edu' }).map((message) => message.subject)).toEqual(['Second for Bob', 'First for Bob']);
    const overHttp = await getJson<CaughtMessage[]>(`${catcher.inboxUrl}/api/messages?to=${encodeURIComponent('carol@example.edu')}`);
    expect(overHttp.body.map((message) => message.subject)).toEqual(['For Carol']);
  });

  it('waits for a message that has not arrived yet, and explains a timeout', async () => {
    const waiting = catcher.waitForMessage((message) => message.subject === 'Later', 5_000);
    await sendMail(catcher.smtpUrl, { to: 'dan@example.edu', subject: 'Later', text: 'here now' });
    await expect(waiting).resolves.toMatchObject({ to: ['dan@example.edu'], text: expect.stringContaining('here now') });

    await expect(catcher.waitForMessage((message) => message.subject === 'Never', 200)).rejects.toThrow(
      /No matching e-mail arrived within 200 ms \(messages caught: "Later" to dan@example.edu\)/,
    );
  });

  it('deletes everything through DELETE /api/messages', async () => {
    await sendMail(catcher.smtpUrl, { to: 'erin@example.edu', subject: 'To be deleted', text: 'bye' });
    expect(catcher.listMessages()).toHaveLength(1);
    const response = await fetch(`${catcher.inboxUrl}/api/messages`, { method: 'DELETE' });
    expect(response.status).toBe(204);
    expect(catcher.listMessages()).toEqual([]);
    expect((await getJson<CaughtMessage[]>(`${catcher.inboxUrl}/api/messages`)).body).toEqual([]);
  });

  it('serves an inbox page and a message page with the HTML body sandboxed and text links clickable', async () => {
    await sendMail(catcher.smtpUrl, {
      to: 'frank@example.edu',
      subject: 'Welcome <Frank>',
      text: 'Sign in at https://app.local/sign-in.',
      html: '<h1>Welcome</h1><script>alert(1)</script>',
    });
    const inbox = await (await fetch(catcher.inboxUrl)).text();
    expect(inbox).toContain('Welcome &lt;Frank&gt;');
    expect(inbox).toContain('frank@example.edu');

    const [message] = catcher.listMessages();
    const detail = await (await fetch(`${catcher.inboxUrl}/messages/${message!.id}`)).text();
    expect(detail).toMatch(/<iframe[^>]+sandbox="allow-popups allow-popups-to-escape-sandbox"[^>]+srcdoc="[^"]*&lt;h1&gt;Welcome/);
    expect(detail).not.toContain('<script>alert(1)</script>');
    expect(detail).toContain('<a href="https://app.local/sign-in" target="_blank" rel="noopener noreferrer">https://app.local/sign-in</a>.');
  });
});

describe('mail catcher with a persist folder', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'ri-mail-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps messages across a restart, envelope recipients included, and clear() removes the files', async () => {
    const first = await startMailCatcher({ persistDir: folder });
    await sendMail(first.smtpUrl, { to: 'grace@example.edu', bcc: 'hidden@example.edu', subject: 'Kept', text: 'still here' });
    const [original] = first.listMessages();
    await first.stop();

    const second = await startMailCatcher({ persistDir: folder });
    try {
      expect(second.listMessages()).toEqual([original]);
      await second.clear();
      expect(await readdir(folder)).toEqual([]);
    } finally {
      await second.stop();
    }
  });
});
