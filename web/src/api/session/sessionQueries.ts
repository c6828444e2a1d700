import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../client.ts';

/** Keyed by token: an administrator switching logins never sees the previous user's session. */
export const sessionKeys = {
  all: ['session'] as const,
  forToken: (token: string) => [...sessionKeys.all, token] as const,
};

/** GET /api/session: who the token belongs to (ZSessionInfo). Invalidate `sessionKeys.all` after a profile becomes complete. */
export function sessionQueryOptions(token: string) {
  return queryOptions({
    queryKey: sessionKeys.forToken(token),
    queryFn: async ({ signal }) => {
      // the auth entry point, loaded on first use: these modules are in the entry chunk every page downloads, zod is not (web/README.md)
      const { ZSessionInfo } = await import('@ri/contracts/auth');
      return apiFetch('/session', { auth: { token }, schema: ZSessionInfo, signal });
    },
    staleTime: 5 * 60_000,
  });
}
