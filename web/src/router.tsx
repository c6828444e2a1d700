import { Center, Loader } from '@mantine/core';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import type { RouterContext } from './routerContext.ts';
import { LayoutErrorScreen } from './screens/NotFoundScreen.tsx';

function RoutePending() {
  return (
    <Center py="xl" aria-live="polite">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** The layout routes of the signed-in areas (/dashboards; /dashboard, /tools, /logs). */
export const SIGNED_IN_LAYOUTS: ReadonlySet<string> = new Set(['/_university', '/_faculty']);

export function createAppRouter(context: RouterContext) {
  return createRouter({
    routeTree,
    context,
    // the seeds' paths differ only in case in places (/dashboard/profileEdit and its alias
    // /dashboard/profileedit); TanStack matches case-insensitively unless told otherwise
    caseSensitive: true,
    defaultPreload: 'intent',
    // route data comes from TanStack Query, which decides freshness itself
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: RoutePending,
    // a refused page (ForbiddenRouteError) is a 403 page; any other failure offers a retry
    defaultErrorComponent: LayoutErrorScreen,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
