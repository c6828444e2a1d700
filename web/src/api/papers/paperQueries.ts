import { queryOptions } from '@tanstack/react-query';
import { ZDoiSearchResponse, ZJournalAutocomplete, ZMissingPapersResponse, ZPaperLinkResponse, ZPaperOptions } from '@ri/contracts/papers';
import { apiFetch } from '../client.ts';

export const paperKeys = {
  all: ['papers'] as const,
  journals: (text: string) => [...paperKeys.all, 'journals', text] as const,
  ofJournalYear: (journalId: number, year: number) => [...paperKeys.all, 'journal', journalId, year] as const,
  manualMapping: (issn: string, startYear: number, endYear: number) => [...paperKeys.all, 'manualMapping', issn, startYear, endYear] as const,
  missing: (authorId: number) => [...paperKeys.all, 'missing', authorId] as const,
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

/** GET /api/manual_mapping?issn&startyear&endyear (admin): the papers of a journal over a range of years. */
export function manualMappingQueryOptions(issn: string | null, startYear: number, endYear: number) {
  return queryOptions({
    queryKey: paperKeys.manualMapping(issn ?? '', startYear, endYear),
    queryFn: async ({ signal }) =>
      (await apiFetch('/manual_mapping', { query: { issn, startyear: startYear, endyear: endYear }, schema: ZPaperOptions, signal })).papers,
    enabled: issn !== null && issn !== '',
    staleTime: 60_000,
  });
}

/** GET /api/getmissingpapers?id=: papers whose printed author names match the author but are not linked to them, best first. */
export function missingPapersQueryOptions(authorId: number | null) {
  return queryOptions({
    queryKey: paperKeys.missing(authorId ?? 0),
    queryFn: async ({ signal }) => (await apiFetch('/getmissingpapers', { query: { id: authorId }, schema: ZMissingPapersResponse, signal })).papers,
    enabled: authorId !== null,
    staleTime: 0,
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
