import { QueryClientContext } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { RouterContext } from '../routerContext.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootComponent,
  notFoundComponent: NotFoundScreen,
});

/**
 * Provides the app's query client to every screen once it is loaded (appQueryClient.ts): the
 * signed-in layouts' guards and the public routes that call the API load it in beforeLoad, before
 * their screens render; the marketing pages never do. The provider is always rendered, so the
 * pages below it are not remounted when the client arrives.
 */
function RootComponent() {
  const { queryClient } = Route.useRouteContext();
  const client = useSyncExternalStore(queryClient.subscribe, queryClient.current);
  return (
    <QueryClientContext.Provider value={client ?? undefined}>
      <Outlet />
    </QueryClientContext.Provider>
  );
}
