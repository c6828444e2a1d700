import type { TLoginBody, TLoginResponse } from '@ri/contracts/auth';
import { apiFetch } from '../client.ts';

/** POST /api/login { username, password } -> { access_token, expires_in (ms), type, id }. */
export async function requestLogin(body: TLoginBody): Promise<TLoginResponse> {
  // the auth entry point, loaded on first use: these modules are in the entry chunk every page downloads, zod is not (web/README.md)
  const { ZLoginResponse } = await import('@ri/contracts/auth');
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
