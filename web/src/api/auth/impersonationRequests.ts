import type { TLoginResponse } from '@ri/contracts/auth';
import { apiFetch } from '../client.ts';

export interface ChangeLoginTarget {
  /** author id (faculty) or university id (university) */
  id: number;
  isUniversity: boolean;
}

/** POST /api/admin_login { id, isUniversity 0|1 } with the administrator's own token: a login answer for the chosen user. */
export async function requestAdminLogin(target: ChangeLoginTarget, adminToken: string): Promise<TLoginResponse> {
  // the auth entry point, loaded on first use: these modules are in the entry chunk every page downloads, zod is not (web/README.md)
  const { ZLoginResponse } = await import('@ri/contracts/auth');
  return apiFetch('/admin_login', {
    method: 'POST',
    body: { id: target.id, isUniversity: target.isUniversity ? 1 : 0 },
    auth: { token: adminToken },
    schema: ZLoginResponse,
  });
}

/** POST /api/admin_logout with the impersonated token: ends that session on the server (and records it). */
export async function requestAdminLogout(impersonatedToken: string): Promise<void> {
  await apiFetch('/admin_logout', { method: 'POST', auth: { token: impersonatedToken }, endSessionOnUnauthorized: false });
}
