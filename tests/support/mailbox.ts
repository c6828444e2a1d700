// The e-mails the app under test has sent, read from the run's mail catcher (JSON API).
import { inject } from 'vitest';
import type { CaughtMessage } from '@ri/infra';

export type { CaughtMessage };

function inboxUrl(pathAndQuery: string): string {
  return `${inject('mailInboxUrl')}${pathAndQuery}`;
}

/** Newest first; `to` matches one recipient address, case-insensitively. */
export async function listMessages(filter: { to?: string } = {}): Promise<CaughtMessage[]> {
  const query = filter.to ? `?to=${encodeURIComponent(filter.to)}` : '';
  const response = await fetch(inboxUrl(`/api/messages${query}`));
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status} to GET /api/messages.`);
  return (await response.json()) as CaughtMessage[];
}

export async function getMessage(id: string): Promise<CaughtMessage> {
  const response = await fetch(inboxUrl(`/api/messages/${encodeURIComponent(id)}`));
  if (!response.ok) throw new Error(`The mail catcher has no message ${id} (${response.status}).`);
  return (await response.json()) as CaughtMessage;
}

export async function clearMessages(): Promise<void> {
  const response = await fetch(inboxUrl('/api/messages'), { method: 'DELETE' });
  if (!response.ok) throw new Error(`The mail catcher answered ${response.status} to DELETE /api/messages.`);
}

export interface MessageWanted {
  to?: string;
  subject?: string | RegExp;
  /** Only messages received at or after this time (e.g. the moment the test clicked "Send"). */
  since?: Date;
  where?: (message: CaughtMessage) => boolean;
  timeoutMs?: number;
}

/** The newest message that matches, polling until it arrives; the timeout error lists what did arrive. */
export async function waitForMessage(wanted: MessageWanted): Promise<CaughtMessage> {
  const deadline = Date.now() + (wanted.timeoutMs ?? 15_000);
  const matches = (message: CaughtMessage) =>
    (wanted.subject === undefined || (typeof wanted.subject === 'string' ? message.subject === wanted.subject : wanted.subject.test(message.subject)))
    && (wanted.since === undefined || new Date(message.date).getTime() >= wanted.since.getTime())
    && (wanted.where === undefined || wanted.where(message));
  for (;;) {
    const messages = await listMessages({ to: wanted.to });
    const found = messages.find(matches);
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = messages.map((message) => `"${message.subject}" to ${message.to.join(', ')}`).join('; ') || 'none';
      throw new Error(`No e-mail${wanted.to ? ` to ${wanted.to}` : ''} matched within ${wanted.timeoutMs ?? 15_000} ms (received: ${seen}).`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every link in the message: the HTML body's hrefs, then URLs in the text body, without duplicates. */
export function linksIn(message: CaughtMessage): string[] {
  const fromHtml = [...message.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
  const fromText = [...message.text.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((match) => match[0].replace(/[.,;:!?]+$/, ''));
  return [...new Set([...fromHtml, ...fromText])];
}
