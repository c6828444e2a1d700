import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZMessage } from '@ri/contracts/common';
import { ZContactUsList } from '@ri/contracts/contactUs';
import { apiFetch } from '../client.ts';

export const contactUsKeys = {
  all: ['contactUs'] as const,
  page: (skip: number) => [...contactUsKeys.all, 'page', skip] as const,
};

/** GET /api/contact_us?skip= (admin): one page of 5 requests, newest first; the first element carries the total. */
export function contactRequestsQueryOptions(skip: number) {
  return queryOptions({
    queryKey: contactUsKeys.page(skip),
    queryFn: ({ signal }) => apiFetch('/contact_us', { query: { skip }, schema: ZContactUsList, signal }),
    placeholderData: keepPreviousData,
  });
}

/** PUT /api/contact_us?id=&contacted= (admin): the answer's message is 'Update successful' when it worked. */
export function setContacted(id: number, contacted: boolean): Promise<{ message: string }> {
  return apiFetch('/contact_us', { method: 'PUT', query: { id, contacted }, schema: ZMessage });
}
