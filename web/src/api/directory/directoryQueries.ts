import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ZDirectoryList, ZManualMappingSearchResult, type ZDirectorySort } from '@ri/contracts/directory';
import type { z } from 'zod';
import { apiFetch } from '../client.ts';

// The University faculty directory, the admin author search and Manual Mapping (docs/admin-tools.md
// "Directory, searches, manual mapping").

export interface DirectoryFilters {
  name: string;
  department: string;
  sort: z.output<typeof ZDirectorySort>;
}

export const directoryKeys = {
  all: ['directory'] as const,
  faculty: (universityId: number, filters: DirectoryFilters) => [...directoryKeys.all, 'faculty', universityId, filters] as const,
  adminSearch: (filters: DirectoryFilters & { skip: number; limit: number }) => [...directoryKeys.all, 'adminSearch', filters] as const,
  manualMapping: (search: ManualMappingSearch) => [...directoryKeys.all, 'manualMapping', search] as const,
};

/** GET /api/get_authors?id=&name=&department=&sort= (admins; university users for their own university). */
export function facultyDirectoryQueryOptions(universityId: number, filters: DirectoryFilters) {
  return queryOptions({
    queryKey: directoryKeys.faculty(universityId, filters),
    queryFn: ({ signal }) => apiFetch('/get_authors', { query: { id: universityId, ...filters }, schema: ZDirectoryList, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** GET /api/get_authors/report: the 'Download Report' CSV of the same filters (text). */
export async function fetchDirectoryReport(universityId: number, filters: DirectoryFilters): Promise<string> {
  const answer = await apiFetch('/get_authors/report', { query: { id: universityId, ...filters } });
  return typeof answer === 'string' ? answer : '';
}

/** GET /api/admin/author_search (admin): every university, paged. */
export function adminAuthorSearchQueryOptions(filters: DirectoryFilters & { skip: number; limit: number }) {
  return queryOptions({
    queryKey: directoryKeys.adminSearch(filters),
    queryFn: ({ signal }) => apiFetch('/admin/author_search', { query: { ...filters }, schema: ZDirectoryList, signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export interface ManualMappingSearch {
  first_name: string;
  last_name: string;
  univ_id: number;
}

/** GET /api/manual_mapping_search?first_name&last_name&univ_id (admin). */
export function manualMappingQueryOptions(search: ManualMappingSearch | null) {
  return queryOptions({
    queryKey: directoryKeys.manualMapping(search ?? { first_name: '', last_name: '', univ_id: 0 }),
    queryFn: ({ signal }) => apiFetch('/manual_mapping_search', { query: { ...search }, schema: ZManualMappingSearchResult, signal }),
    enabled: search !== null,
    staleTime: 60_000,
  });
}
