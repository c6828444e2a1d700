import { CONTACT_US_MESSAGES, CONTACT_US_PAGE_SIZE } from '@ri/contracts/contactUs';

// Contact Us Support (docs/requirements/admin-tools.md §2, §7 and §8): pages of 5, skip = 5 * (page - 1), the total
// read from the first element, ceiling(total / 5) pages.

export const CONTACT_TOGGLE_FAILED = 'Something went wrong. Please try again';

/** The `skip` of a page (1-based); anything that is not a page number is page 1. */
export function skipForPage(page: number): number {
  return CONTACT_US_PAGE_SIZE * (Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)) - 1);
}

/** The total as the seed reads it: from the first element of the page (0 without one). */
export function totalOf(paginationData: readonly { total: number }[]): number {
  return paginationData[0]?.total ?? 0;
}

/** ceiling(total / 5), at least 1 so that the pager always has a page. */
export function pageCountFor(total: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / CONTACT_US_PAGE_SIZE));
}

/** The toggle worked only when the server answered the seed's 'Update successful'. */
export function isUpdateSuccessful(answer: { message: string }): boolean {
  return answer.message === CONTACT_US_MESSAGES.updated;
}

/** The request's time as the reader's local date and time. */
export function formatTimestamp(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
