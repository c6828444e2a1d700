import { apiFetch } from '../client.ts';
import { loadContracts, loadZod } from '../lazyContracts.ts';

// The public side of settings: accepting an invitation (the e-mailed link's page). Public pages load
// the contracts on first use (web/README.md, public pages' JavaScript budget).

/** POST /api/settings/invitations/accept { token, username, password } -> { message, user_id }. */
export async function acceptInvitation(body: { token: string; username: string; password: string }): Promise<{ message: string; user_id: number }> {
  const [{ ZMessage }, { z }] = await Promise.all([loadContracts(), loadZod()]);
  return apiFetch('/settings/invitations/accept', { method: 'POST', body, auth: 'none', schema: ZMessage.extend({ user_id: z.number().int() }) });
}
