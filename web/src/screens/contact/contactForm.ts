import type { CONTACT_US_MESSAGES } from '@ri/contracts/contactUs';
import { isValidEmail } from '@ri/metrics';
import { ApiError } from '../../api/client.ts';
import type { ContactRequestBody } from '../../api/contact/contactRequests.ts';

export interface ContactForm {
  name: string;
  email: string;
  message: string;
  /** the honeypot: hidden from people, so only robots fill it */
  website: string;
}

export type ContactErrors = Partial<Record<'name' | 'email' | 'message', string>>;

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', message: '', website: '' };
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** docs/requirements/profile-and-accounts.md §8, request e-mail failure */
export const CONTACT_SEND_FAILED = 'Failed to send email. Please try again later.';

/**
 * The same rules as the server's contract (ZContactUsBody), with its messages (the contract's
 * CONTACT_US_MESSAGES, passed in: the screen loads the contracts when the form is sent).
 */
export function contactErrors(form: ContactForm, messages: typeof CONTACT_US_MESSAGES): ContactErrors {
  const errors: ContactErrors = {};
  if (form.name.trim() === '') errors.name = messages.nameRequired;
  if (!isValidEmail(form.email)) errors.email = messages.emailInvalid;
  if (form.message.trim() === '') errors.message = messages.messageRequired;
  else if (form.message.trim().length > CONTACT_MESSAGE_MAX_LENGTH) errors.message = `Please keep the message under ${CONTACT_MESSAGE_MAX_LENGTH} characters`;
  return errors;
}

export function contactBody(form: ContactForm, startedAt: number): ContactRequestBody {
  return { name: form.name.trim(), email: form.email.trim(), message: form.message.trim(), website: form.website, started_at: startedAt };
}

/** The server's own words for what the visitor can act on (400, 429); a generic line otherwise. */
export function contactFailureMessage(error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 429)) return error.message;
  return CONTACT_SEND_FAILED;
}
