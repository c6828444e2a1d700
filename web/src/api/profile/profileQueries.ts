import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ZAuditEntry } from '@ri/contracts/audit';
import { ZMessage } from '@ri/contracts/common';
import { ZDeptPostResponse, ZDeptResponse, ZKeywordsResponse, ZProfileResponse, ZUniversityProfile } from '@ri/contracts/profile';
import { ZSchoolAutocomplete } from '@ri/contracts/universities';
import type { TProfileResponse, TProfileUpdateFields, ZSendEmailBody } from '@ri/contracts/profile';
import { apiFetch } from '../client.ts';

/** Whose profile: the caller's own (GET profile/get_profile) or an author's by id (GET profile/{id}). */
export type ProfileTarget = { kind: 'own' } | { kind: 'author'; authorId: number };

export const profileKeys = {
  all: ['profile'] as const,
  own: () => [...profileKeys.all, 'own'] as const,
  author: (authorId: number) => [...profileKeys.all, 'author', authorId] as const,
  of: (target: ProfileTarget) => (target.kind === 'own' ? profileKeys.own() : profileKeys.author(target.authorId)),
  keywords: (target: ProfileTarget) => [...profileKeys.of(target), 'keywords'] as const,
  history: (authorId: number) => [...profileKeys.author(authorId), 'history'] as const,
  departments: (universityId: number) => [...profileKeys.all, 'departments', universityId] as const,
  schools: (text: string) => [...profileKeys.all, 'schools', text] as const,
  schoolsOf: (universityId: number) => [...profileKeys.all, 'schoolsOf', universityId] as const,
  university: () => [...profileKeys.all, 'university'] as const,
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

/** GET /api/get_profile_keywords (own) or GET /api/get_auth_keywords/{id}: the author's keywords and the catalogue's. */
export function keywordsQueryOptions(target: ProfileTarget) {
  return queryOptions({
    queryKey: profileKeys.keywords(target),
    queryFn: ({ signal }) =>
      apiFetch(target.kind === 'own' ? '/get_profile_keywords' : `/get_auth_keywords/${target.authorId}`, { schema: ZKeywordsResponse, signal }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/dept?id={univId}: the university's departments (the fixed 14 when it has none yet). */
export function universityDepartmentsQueryOptions(universityId: number | null) {
  return queryOptions({
    queryKey: profileKeys.departments(universityId ?? 0),
    queryFn: ({ signal }) => apiFetch('/dept', { query: { id: universityId }, schema: ZDeptResponse, signal }),
    enabled: universityId !== null,
    staleTime: 5 * 60_000,
  });
}

/** POST /api/dept { id, department }: an admin adds the department; anyone else asks the team. */
export function requestDepartment(universityId: number, department: string) {
  return apiFetch('/dept', { method: 'POST', body: { id: universityId, department }, schema: ZDeptPostResponse });
}

/** GET /api/auto/school/{text} (no token): business schools by name. */
export function schoolAutocompleteQueryOptions(text: string) {
  const trimmed = text.trim();
  return queryOptions({
    queryKey: profileKeys.schools(trimmed),
    queryFn: async ({ signal }) => (await apiFetch(`/auto/school/${encodeURIComponent(trimmed)}`, { auth: 'none', schema: ZSchoolAutocomplete, signal })).schools,
    enabled: trimmed.length >= 2,
    staleTime: 10 * 60_000,
  });
}

/** GET /api/auto/univ_schools/{univId}: the business schools of the university chosen (Add Work Experience, issue 22). */
export function universitySchoolsQueryOptions(universityId: number | null) {
  return queryOptions({
    queryKey: profileKeys.schoolsOf(universityId ?? 0),
    queryFn: async ({ signal }) => (await apiFetch(`/auto/univ_schools/${universityId ?? 0}`, { schema: ZSchoolAutocomplete, signal })).schools,
    enabled: universityId !== null,
    staleTime: 10 * 60_000,
  });
}

const ZSendEmailAnswer = ZMessage.extend({ id: z.number().int() });

/** POST /api/send_email: a request to the team (a university, a school, a paper), stored and e-mailed. */
export function sendTeamRequest(body: z.input<typeof ZSendEmailBody>) {
  return apiFetch('/send_email', { method: 'POST', body, schema: ZSendEmailAnswer });
}

/** GET /api/univ_profile/get_univ_profile: a university user's own university. */
export function universityProfileQueryOptions() {
  return queryOptions({
    queryKey: profileKeys.university(),
    queryFn: ({ signal }) => apiFetch('/univ_profile/get_univ_profile', { schema: ZUniversityProfile, signal }),
    staleTime: 60_000,
  });
}

const ZAuditAnswer = z.object({ entries: z.array(ZAuditEntry) });

/** GET /api/audit_log?entity_type=author&entity_id={id} (admin): who changed this profile, newest first. */
export function profileHistoryQueryOptions(authorId: number) {
  return queryOptions({
    queryKey: profileKeys.history(authorId),
    queryFn: async ({ signal }) =>
      (await apiFetch('/audit_log', { query: { entity_type: 'author', entity_id: String(authorId), limit: 50 }, schema: ZAuditAnswer, signal })).entries,
    staleTime: 0,
  });
}
