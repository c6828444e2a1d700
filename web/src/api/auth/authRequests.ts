import type { TLoginBody, TLoginResponse } from '@ri/contracts';
import { apiFetch } from '../client.ts';

/** POST /api/login { username, password } -> { access_token, expires_in (ms), type, id }. */
export async function requestLogin(body: TLoginBody): Promise<TLoginResponse> {
  // loaded on first use: zod stays out of the entry chunk the public pages download
  const { ZLoginResponse } = await import('@ri/contracts');
  return apiFetch('/login', { method: 'POST', body, auth: 'none', schema: ZLoginResponse });
}

/** POST /api/logout with the ending token; callers ignore its failure. */
export async function requestLogout(token: string): Promise<void> {
  await apiFetch('/logout', { method: 'POST', auth: { token }, endSessionOnUnauthorized: false });
}

/** GET /api/reset_password?email= : any 2xx is success (docs/requirements/profile-and-accounts.md §7). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/reset_password', { query: { email }, auth: 'none' });
}
