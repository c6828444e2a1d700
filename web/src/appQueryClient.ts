import type { QueryClient } from '@tanstack/react-query';

/**
 * The app's one TanStack Query client, loaded with the first guard or screen that needs it
 * rather than with the entry chunk: the landing and marketing pages make no API call, and
 * TanStack Query's core is ~10 KB compressed of their budget (web/README.md, public bundle budget).
 * The root route provides whatever `current()` holds to React (`routes/__root.tsx`).
 */
export interface LazyQueryClient {
  /** The client once something has loaded it; null on a page that has not needed it yet. */
  current(): QueryClient | null;
  /** Loads TanStack Query and creates the client on the first call; the same client every time. */
  load(): Promise<QueryClient>;
  /** Told once, when the client exists (for useSyncExternalStore). */
  subscribe(listener: () => void): () => void;
}

let client: QueryClient | null = null;
const listeners = new Set<() => void>();

/** Called once by `appQueryClientInstance.ts` when it has created the client. */
export function provideAppQueryClient(created: QueryClient): void {
  if (client !== null) return;
  client = created;
  for (const listener of [...listeners]) listener();
}

export const appQueryClient: LazyQueryClient = {
  current: () => client,
  async load() {
    if (client === null) await import('./appQueryClientInstance.ts');
    return client!;
  },
  subscribe(listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * beforeLoad of a public route whose screen calls the API through TanStack Query: the client
 * exists before the screen renders (and before it is preloaded on hover).
 */
export async function loadQueryClientFirst({ context }: { context: { queryClient: LazyQueryClient } }): Promise<void> {
  await context.queryClient.load();
}
