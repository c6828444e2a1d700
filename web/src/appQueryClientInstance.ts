import { provideAppQueryClient } from './appQueryClient.ts';
import { createAppQueryClient } from './queryClient.ts';

/** Created when this module is first imported (see appQueryClient.ts); lives as long as the page. */
export const appQueryClientInstance = createAppQueryClient();
// what QueryClientProvider would do on mount: refetch on window focus and on reconnect
appQueryClientInstance.mount();
provideAppQueryClient(appQueryClientInstance);
