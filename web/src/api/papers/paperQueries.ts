import { queryOptions } from '@tanstack/react-query';
import { ZDoiSearchResponse, ZJournalAutocomplete, ZPaperLinkResponse, ZPaperOptions } from '@ri/contracts';
import { apiFetch } from '../client.ts';

export const paperKeys = {
  all: ['papers'] as const,
  journals: (text: string) => [...paperKeys.all, 'journals', text] as const,
  ofJournalYear: (journalId: number, year: number) => [...paperKeys.all, 'journal', journalId, year] as const,
};

/** GET /api/auto/journal/{text}: journals by name, abbreviation or ISSN. */
export function journalAutocompleteQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: paperKeys.journals(trimmed),
    queryFn: async ({ signal }) => (await apiFetch(`/auto/journal/${encodeURIComponent(trimmed)}`, { schema: ZJournalAutocomplete, signal })).journals,
    enabled: trimmed.length >= 2,
    staleTime: 5 * 60_000,
  });
}

/** GET /api/papers?journal_id&year: the papers of a journal in a year. */
export function journalYearPapersQueryOptions(journalId: number | null, year: number | null) {
  return queryOptions({
    queryKey: paperKeys.ofJournalYear(journalId ?? 0, year ?? 0),
    queryFn: async ({ signal }) => (await apiFetch('/papers', { query: { journal_id: journalId, year }, schema: ZPaperOptions, signal })).papers,
    enabled: journalId !== null && year !== null,
    staleTime: 60_000,
  });
}

/** POST /api/paper_search_by_doi */
export function searchPaperByDoi(doi: string) {
  return apiFetch('/paper_search_by_doi', { method: 'POST', body: { doi }, schema: ZDoiSearchResponse });
}

/**
 * Adds (POST) or removes (DELETE) a paper: /api/papers for the caller's own profile,
 * /api/editauthor/papers/{id} when an administrator edits a faculty member's profile.
 */
export function changePaperLink(action: 'add' | 'remove', paperId: number, coAuthorId: number | null) {
  const path = coAuthorId === null ? '/papers' : `/editauthor/papers/${coAuthorId}`;
  return apiFetch(path, { method: action === 'add' ? 'POST' : 'DELETE', body: { paper_id: paperId }, schema: ZPaperLinkResponse });
}
