import type { z } from 'zod';
import type { ZContactUsBody } from '@ri/contracts/contactUs';
import { apiFetch } from '../client.ts';

/** What the form sends (the contract's input shape). */
export type ContactRequestBody = z.input<typeof ZContactUsBody>;

/**
 * POST /api/contact_us (public) { name, email, message, website (honeypot, empty), started_at }
 * -> 200 { message: 'An email with your request has been sent to our team. ...' } | 400 | 429.
 */
export async function sendContactRequest(body: ContactRequestBody): Promise<{ message: string }> {
  const { ZMessage } = await import('@ri/contracts/common');
  return apiFetch('/contact_us', { method: 'POST', body, auth: 'none', schema: ZMessage });
}
