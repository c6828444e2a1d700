import { apiFetch } from '../client.ts';

// The public side of settings: accepting an invitation (the e-mailed link's page). Public pages load
// their domain's contract entry point on first use, so zod is not part of the page (web/README.md, JavaScript budget).

/** POST /api/settings/invitations/accept { token, username, password } -> { message, user_id }. */
export async function acceptInvitation(body: { token: string; username: string; password: string }): Promise<{ message: string; user_id: number }> {
  const { ZAcceptInvitationResponse } = await import('@ri/contracts/settings');
  return apiFetch('/settings/invitations/accept', { method: 'POST', body, auth: 'none', schema: ZAcceptInvitationResponse });
}
