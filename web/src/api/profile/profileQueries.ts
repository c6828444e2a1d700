import { queryOptions } from '@tanstack/react-query';
import { ZProfileResponse } from '@ri/contracts';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts';
import { apiFetch } from '../client.ts';

/** Whose profile: the caller's own (GET profile/get_profile) or an author's by id (GET profile/{id}). */
export type ProfileTarget = { kind: 'own' } | { kind: 'author'; authorId: number };

export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  author: (authorId: number) => [...profileKeys.all, 'author', authorId] as const,
  of: (target: ProfileTarget) => (target.kind === 'own' ? profileKeys.own() : profileKeys.author(target.authorId)),
};

/** GET /api/profile/get_profile (own) or GET /api/profile/{id} (any author, read-only unless an admin edits). */
export function profileQueryOptions(target: ProfileTarget) {
  return queryOptions({
    queryKey: profileKeys.of(target),
    queryFn: ({ signal }) =>
      target.kind === 'own'
        ? apiFetch('/profile/get_profile', { schema: ZProfileResponse, signal })
        : apiFetch(`/profile/${target.authorId}`, { schema: ZProfileResponse, signal }),
    staleTime: 30_000,
  });
}

/** PUT /api/profile/update (own) or PUT /api/profile/{id} (admin editing a faculty member). */
export function updateProfile(target: ProfileTarget, update: TProfileUpdateFields): Promise<TProfileResponse> {
  const path = target.kind === 'own' ? '/profile/update' : `/profile/${target.authorId}`;
  return apiFetch(path, { method: 'PUT', body: { update }, schema: ZProfileResponse });
}
