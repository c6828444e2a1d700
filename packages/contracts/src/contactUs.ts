import { z } from 'zod';
import { ZIdParam } from './common.ts';

// Contact Us (public form) and Contact Us Support (admin), docs/requirements/admin-tools.md §2, §3, §7 and §8.

export const CONTACT_US_PAGE_SIZE = 5;
/** a form filled faster than this is taken for a robot */
export const CONTACT_US_MIN_FILL_MS = 3_000;

export const CONTACT_US_MESSAGES = {
  sent: 'An email with your request has been sent to our team. We will get back to you shortly.',
  updated: 'Update successful',
  nameRequired: 'Please enter your name',
  emailInvalid: 'Please enter a valid email address',
  messageRequired: 'Please enter a message',
  tooFast: 'Please take a moment to fill in the form, then send it again.',
  rejected: 'Your request could not be sent. Please try again.',
  notFound: 'No such contact request.',
} as const;

export const ZContactUsBody = z.object({
  name: z.string().trim().min(1, CONTACT_US_MESSAGES.nameRequired).max(200),
  email: z.string().trim().max(320).email(CONTACT_US_MESSAGES.emailInvalid),
  message: z.string().trim().min(1, CONTACT_US_MESSAGES.messageRequired).max(5_000),
  /** honeypot: hidden from people, filled by robots; must stay empty */
  website: z.string().max(500).default(''),
  /** when the form was shown (ms since the epoch, from the browser) */
  started_at: z.coerce.number().int().nonnegative(),
});

export const ZContactUsListQuery = z.object({ skip: z.coerce.number().int().min(0).max(1_000_000).default(0) });

export const ZContactRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  message: z.string(),
  email: z.string(),
  timestamp: z.string(),
  contacted: z.boolean(),
});

/**
 * paginationData: one page (5) of requests, newest first. The first element carries the total
 * (as the seed reads it: `paginationData[0].total`); every element carries it, for convenience.
 */
export const ZContactUsList = z.object({
  paginationData: z.array(ZContactRequest.extend({ total: z.number().int() })),
  total: z.number().int(),
  page_size: z.number().int(),
});

export const ZContactUsUpdateQuery = z.object({
  id: ZIdParam,
  contacted: z.enum(['true', 'false', '1', '0'], { error: 'contacted must be true or false' }).transform((value) => value === 'true' || value === '1'),
});
