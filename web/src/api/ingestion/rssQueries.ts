import { queryOptions } from '@tanstack/react-query';
import { ZImportStarted, ZRssCheckResponse, ZRssParseResponse, ZRssPublisherSearchResponse, type TRssConfig } from '@ri/contracts/ingestion';
import { apiFetch } from '../client.ts';
import { ingestionKeys } from './ingestionKeys.ts';

/** GET /api/rss/journal-publisher/search (admin): every publisher, { id, publisher_name }. */
export function publishersQueryOptions() {
  return queryOptions({
    queryKey: ingestionKeys.publishers(),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/rss/journal-publisher/search', { schema: ZRssPublisherSearchResponse, signal });
      return answer.data.flatMap((row) => ('publisher_name' in row ? [row] : []));
    },
    staleTime: 10 * 60_000,
  });
}

/** GET /api/rss/journal-publisher/search?pub_id (admin): the publisher's journals, each with its saved feed link and mapping. */
export function publisherJournalsQueryOptions(publisherId: number | null) {
  return queryOptions({
    queryKey: ingestionKeys.publisherJournals(publisherId ?? 0),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/rss/journal-publisher/search', { query: { pub_id: publisherId }, schema: ZRssPublisherSearchResponse, signal });
      return answer.data.flatMap((row) => ('title' in row ? [row] : []));
    },
    enabled: publisherId !== null,
  });
}

/** GET /api/rss?link (Submit): the feed fetched and parsed; a feed that cannot be read comes back in `error`. */
export function parseFeedLink(link: string) {
  return apiFetch('/rss', { query: { link }, schema: ZRssParseResponse });
}

/** POST /api/rss (Check): the feed's items through the mapping. */
export function checkFeedMapping(link: string, config: TRssConfig) {
  return apiFetch('/rss', { method: 'POST', body: { link, config }, schema: ZRssCheckResponse });
}

/** POST /api/rss/add (Submit): saves the journal's feed and mapping and imports its items as a job. */
export function addFeed(input: { link: string; config: TRssConfig; journal_id: number }) {
  return apiFetch('/rss/add', { method: 'POST', body: input, schema: ZImportStarted });
}
