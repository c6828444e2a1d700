import { queryOptions } from '@tanstack/react-query';
import { ZDirectoryConfigResponse, ZImportStarted, ZUpdateFacultyResponse, ZUpdateFacultyResult, type TDirectoryConfig, type TUpdateFacultyBody } from '@ri/contracts/ingestion';
import type { z } from 'zod';
import { ApiError, apiFetch } from '../client.ts';
import { ingestionKeys } from './ingestionKeys.ts';

export type FacultyListType = 'search' | 'check' | 'compare';
/** The answer of search, check or compare. */
export type FacultyListAnswer = z.infer<typeof ZUpdateFacultyResponse>;

/** GET /api/update_faculty?id&type (admin; a university user for their own school): search, check or compare. */
export function facultyListQueryOptions(universityId: number, type: FacultyListType) {
  return queryOptions({
    queryKey: ingestionKeys.faculty(universityId, type),
    queryFn: ({ signal }) => apiFetch('/update_faculty', { query: { id: universityId, type }, schema: ZUpdateFacultyResponse, signal }),
  });
}

/** GET /api/update_faculty?type=scrape: starts the directory scrape (a job; 202). */
export function startScrape(universityId: number) {
  return apiFetch('/update_faculty', { query: { id: universityId, type: 'scrape' }, schema: ZImportStarted });
}

/** POST /api/update_faculty: update_marker, delete_faculty or apply_action. */
export function postUpdateFaculty(body: TUpdateFacultyBody) {
  return apiFetch('/update_faculty', { method: 'POST', body, schema: ZUpdateFacultyResult });
}

/** GET /api/directory_config/{id} (admin): the university's directory configuration, or null when it has none yet. */
export function directoryConfigQueryOptions(universityId: number) {
  return queryOptions({
    queryKey: ingestionKeys.directoryConfig(universityId),
    queryFn: async ({ signal }) => {
      try {
        return await apiFetch(`/directory_config/${universityId}`, { schema: ZDirectoryConfigResponse, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** PUT /api/directory_config/{id} (admin). */
export function saveDirectoryConfig(universityId: number, config: TDirectoryConfig) {
  return apiFetch(`/directory_config/${universityId}`, { method: 'PUT', body: config, schema: ZDirectoryConfigResponse });
}
