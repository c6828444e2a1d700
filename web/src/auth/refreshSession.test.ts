import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '../api/session/sessionQueries.ts';
import { refreshSession } from './refreshSession.ts';
import { sessionInfo } from './testDoubles.ts';

describe('refreshSession', () => {
  it('marks every cached session stale, then re-runs the router (guards and menus fetch it again)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(sessionKeys.forToken('t'), sessionInfo({ is_complete: false }));
    queryClient.setQueryData(['profile'], { untouched: true });
    const order: string[] = [];
    const router = {
      invalidate: async () => {
        order.push(queryClient.getQueryState(sessionKeys.forToken('t'))?.isInvalidated ? 'router after session invalidated' : 'router first');
      },
    };
    await refreshSession({ queryClient, router });
    expect(order).toEqual(['router after session invalidated']);
    expect(queryClient.getQueryState(['profile'])?.isInvalidated).toBe(false);
  });
});
