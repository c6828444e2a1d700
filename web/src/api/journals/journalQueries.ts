import { queryOptions } from '@tanstack/react-query';
import { ZJournalOptions } from '@ri/contracts/departmentConfig';
import { apiFetch } from '../client.ts';

export type JournalListType = 'A' | 'A-' | 'B' | 'all';

export const journalKeys = {
  all: ['journals'] as const,
  ofType: (type: JournalListType) => [...journalKeys.all, 'type', type] as const,
};

/** GET /api/get_journals/{type}: the catalogue's journals of one global tier, or all of them. */
export function journalsOfTypeQueryOptions(type: JournalListType) {
  return queryOptions({
    queryKey: journalKeys.ofType(type),
    queryFn: ({ signal }) => apiFetch(`/get_journals/${encodeURIComponent(type)}`, { schema: ZJournalOptions, signal }),
    staleTime: 10 * 60_000,
  });
}
