import { queryOptions } from '@tanstack/react-query';
import { ZAddAuthorResult, ZAddAuthorSearchResult, type TAddAuthorFields } from '@ri/contracts/addAuthor';
import { apiFetch } from '../client.ts';

export const addAuthorKeys = {
  all: ['addAuthor'] as const,
  search: (firstName: string, lastName: string) => [...addAuthorKeys.all, 'search', { firstName, lastName }] as const,
};

/** GET /api/add_author_tool/auth_search?first_name&last_name (admin): 'Look if Author exists'. */
export function authorExistsQueryOptions(search: { firstName: string; lastName: string } | null) {
  return queryOptions({
    queryKey: addAuthorKeys.search(search?.firstName ?? '', search?.lastName ?? ''),
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/add_author_tool/auth_search', {
        query: { first_name: search?.firstName, last_name: search?.lastName }, schema: ZAddAuthorSearchResult, signal,
      });
      return answer.authors;
    },
    enabled: search !== null,
    staleTime: 0,
  });
}

/** POST /api/add_author_tool/add (admin, multipart/form-data): the text fields and the CV as the part `file`. */
export function addAuthor(fields: TAddAuthorFields, cv: File | null) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cv !== null) form.append('file', cv, cv.name);
  return apiFetch('/add_author_tool/add', { method: 'POST', body: form, schema: ZAddAuthorResult });
}
