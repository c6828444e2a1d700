import type { QueryClient } from '@tanstack/react-query';
import type { TSessionInfo } from '@ri/contracts/auth';
import type { RouterContext } from '../routerContext.ts';
import { chosenScopeUniversity, scopeFor, type UniversityScope } from './universityScope.ts';

/**
 * The scope a /dashboards route's loader fetches for: the same as the screen's `useUniversityScope()`
 * (the session from the `_university` layout's beforeLoad, the administrator's chosen university).
 */
export function loaderUniversityScope(session: Pick<TSessionInfo, 'type' | 'univ_id'>): UniversityScope {
  return scopeFor(session, chosenScopeUniversity());
}

/**
 * A route loader's part in fetching a screen's data (ARCHITECTURE.md, "Web routes"): it starts the
 * queries the screen runs on entry, with `queryClient.ensureQueryData` and the very query options the
 * screen's `useQuery` calls use, when the route starts loading (and when a link is preloaded on
 * hover), rather than after the screen has mounted. It does not wait for them: the screen renders
 * at once with its own loading and error states per widget, and its `useQuery` calls join the
 * requests in flight (same query keys). A failure stays the widget's, never the route's error page.
 */
export async function startScreenQueries(
  context: Pick<RouterContext, 'queryClient'>,
  queries: (client: QueryClient) => readonly Promise<unknown>[],
): Promise<void> {
  const client = await context.queryClient.load();
  void Promise.allSettled(queries(client));
}
