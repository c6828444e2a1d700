import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';

import { MantineProvider } from '@mantine/core';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiToSession } from './api/client.ts';
import { appQueryClient } from './appQueryClient.ts';
import { createAuthController } from './auth/authController.ts';
import { AUTH_STORAGE_KEYS } from './auth/authStore.ts';
import { browserAuthStore } from './auth/browserAuthStore.ts';
import { notificationsStore } from '@mantine/notifications';
import { LazyNotifications } from './components/LazyNotifications.tsx';
import { installToastRules, MAX_TOASTS } from './components/toastRules.ts';
import { createAppRouter, SIGNED_IN_LAYOUTS } from './router.tsx';
import { preloadCharts } from './components/charts/preloadCharts.ts';
import { cssVariablesResolver, theme } from './theme.ts';

// TanStack Query loads with the first screen or guard that needs it (appQueryClient.ts)
const auth = createAuthController(browserAuthStore, appQueryClient);

// docs/requirements/profile-and-accounts.md §4: a stored token survives a reload only while its expiry is in the future
browserAuthStore.restore();

connectApiToSession({
  getToken: () => browserAuthStore.getValidToken(),
  onUnauthorized: (token) => auth.handleUnauthorized(token),
});

const router = createAppRouter({ queryClient: appQueryClient, auth });

// every signed-in area draws charts: the chart library starts loading with the first signed-in route (a
// bookmark, a reload), beside the screen's code, not once the screen's data has arrived (docs/ui.md, "Charts")
const unsubscribeChartPreload = router.subscribe('onBeforeLoad', ({ toLocation }) => {
  if (!router.matchRoutes(toLocation).some((match) => SIGNED_IN_LAYOUTS.has(match.routeId))) return;
  preloadCharts();
  unsubscribeChartPreload();
});

// Expiry, a 401 or a logout in another tab: re-run the guards, which send a protected screen to
// /login?redirect=<where the user was>; public screens stay.
auth.onSessionLost(() => {
  void router.invalidate();
});

// the expiry timer may have been throttled while the tab slept
window.addEventListener('focus', () => browserAuthStore.checkExpiry());
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'visible') browserAuthStore.checkExpiry();
});
const watchedKeys = new Set<string>(Object.values(AUTH_STORAGE_KEYS));
window.addEventListener('storage', (event) => {
  if (event.key === null || watchedKeys.has(event.key)) auth.handleStorageChange();
});

// at most three toasts at once, each said once (docs/ui.md)
installToastRules(notificationsStore);

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <LazyNotifications position="top-right" limit={MAX_TOASTS} />
      <RouterProvider router={router} />
    </MantineProvider>
  </StrictMode>,
);
