import { describe, expect, it } from 'vitest';
import { CONTACT_US_MESSAGES } from '@ri/contracts/contactUs';
import { ApiError } from '../../api/client.ts';
import { contactBody, contactErrors, contactFailureMessage, EMPTY_CONTACT_FORM } from './contactForm.ts';

describe('contact form', () => {
  it('asks for a name, a valid e-mail and a message', () => {
    expect(contactErrors(EMPTY_CONTACT_FORM, CONTACT_US_MESSAGES)).toEqual({
      name: CONTACT_US_MESSAGES.nameRequired,
      email: CONTACT_US_MESSAGES.emailInvalid,
      message: CONTACT_US_MESSAGES.messageRequired,
    });
    expect(contactErrors({ name: 'Ann', email: 'ann@school.edu', message: 'Hello', website: '' }, CONTACT_US_MESSAGES)).toEqual({});
    expect(contactErrors({ name: 'Ann', email: 'ann@school', message: 'Hello', website: '' }, CONTACT_US_MESSAGES)).toEqual({ email: CONTACT_US_MESSAGES.emailInvalid });
    expect(contactErrors({ name: 'Ann', email: 'ann@school.edu', message: 'x'.repeat(5001), website: '' }, CONTACT_US_MESSAGES).message).toMatch(/under 5000/);
  });

  it('sends the trimmed fields, the honeypot as it is and when the form was opened', () => {
    expect(contactBody({ name: ' Ann ', email: ' ann@school.edu ', message: ' Hi ', website: '' }, 1_700_000_000_000)).toEqual({
      name: 'Ann', email: 'ann@school.edu', message: 'Hi', website: '', started_at: 1_700_000_000_000,
    });
  });

  it("shows the server's message for 400 and 429, the seed's failure line otherwise", () => {
    expect(contactFailureMessage(new ApiError(429, 'Too many requests, please try again later.', {}))).toBe('Too many requests, please try again later.');
    expect(contactFailureMessage(new ApiError(400, CONTACT_US_MESSAGES.tooFast, {}))).toBe(CONTACT_US_MESSAGES.tooFast);
    expect(contactFailureMessage(new ApiError(500, 'Internal Server Error', {}))).toBe('Failed to send email. Please try again later.');
    expect(contactFailureMessage(new ApiError(0, 'offline', undefined))).toBe('Failed to send email. Please try again later.');
  });
});
