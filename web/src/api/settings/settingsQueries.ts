import { queryOptions } from '@tanstack/react-query';
import { ZMessage } from '@ri/contracts/common';
import { ZSettingsInvitation, ZSettingsMembers } from '@ri/contracts/settings';
import { apiFetch } from '../client.ts';

// Settings of a university account (docs/admin-tools.md "Settings"): members, invitations, seats.
// An administrator names the university (`university_id`); a university user gets their own.

export const settingsKeys = {
  all: ['settings'] as const,
  members: (universityId: number | null) => [...settingsKeys.all, 'members', universityId ?? 'own'] as const,
};

const scopeQuery = (universityId: number | null) => (universityId === null ? {} : { university_id: universityId });

/** GET /api/settings/members */
export function membersQueryOptions(universityId: number | null) {
  return queryOptions({
    queryKey: settingsKeys.members(universityId),
    queryFn: ({ signal }) => apiFetch('/settings/members', { query: scopeQuery(universityId), schema: ZSettingsMembers, signal }),
  });
}

/** POST /api/settings/invitations { email, access_level: Admin | User }: a one-time link by e-mail, within the seats. */
export function inviteMember(universityId: number | null, invitation: { email: string; access_level: 'Admin' | 'User' }) {
  return apiFetch('/settings/invitations', {
    method: 'POST', query: scopeQuery(universityId), body: invitation, schema: ZMessage.extend({ invitation: ZSettingsInvitation }),
  });
}

/** DELETE /api/settings/members/{userId}: the account is disabled and its sessions end. */
export function removeMember(universityId: number | null, userId: number) {
  return apiFetch(`/settings/members/${userId}`, { method: 'DELETE', query: scopeQuery(universityId), schema: ZMessage });
}

/** DELETE /api/settings/invitations/{id}: a pending invitation withdrawn; its link stops working and its seat frees. */
export function withdrawInvitation(universityId: number | null, invitationId: number) {
  return apiFetch(`/settings/invitations/${invitationId}`, { method: 'DELETE', query: scopeQuery(universityId), schema: ZMessage });
}
