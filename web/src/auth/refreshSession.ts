import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { sessionKeys } from '../api/session/sessionQueries.ts';

/**
 * After a change that affects the session (a profile save that makes it complete): mark the
 * cached GET /api/session answers stale, then re-run the route guards and loaders, which fetch
 * the session again; menus and guards then see the change without a reload.
 */
export async function refreshSession(dependencies: { queryClient: QueryClient; router: { invalidate: () => Promise<void> } }): Promise<void> {
  await dependencies.queryClient.invalidateQueries({ queryKey: sessionKeys.all });
  await dependencies.router.invalidate();
}

/** refreshSession() bound to the app's query client and router, for screens. */
export function useRefreshSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useCallback(() => refreshSession({ queryClient, router }), [queryClient, router]);
}
