import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts/profile';
import { useRefreshSession } from '../../auth/refreshSession.ts';
import { profileKeys, profileQueryOptions, updateProfile } from './profileQueries.ts';
import type { ProfileTarget } from './profileQueries.ts';

/**
 * Saves profile fields. The answer replaces the cached profile and the profile queries are
 * invalidated; when the save changed is_complete, the session is refreshed so that the side
 * menu and the guards see it without a reload.
 */
export function useUpdateProfile(target: ProfileTarget) {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return useMutation({
    mutationFn: (update: TProfileUpdateFields) => updateProfile(target, update),
    onSuccess: async (answer: TProfileResponse) => {
      const before = queryClient.getQueryData<TProfileResponse>(profileKeys.of(target));
      queryClient.setQueryData(profileKeys.of(target), answer);
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      if (before === undefined || before.is_complete !== answer.is_complete) await refreshSession();
    },
  });
}

/**
 * After a change the server made outside a profile save (an uploaded CV or picture, a marked CV):
 * reads the profile again and, when its completeness changed, refreshes the session (menu, guards).
 */
export function useReloadProfile(target: ProfileTarget) {
  const queryClient = useQueryClient();
  const refreshSession = useRefreshSession();
  return async (): Promise<TProfileResponse> => {
    const before = queryClient.getQueryData<TProfileResponse>(profileKeys.of(target));
    const after = await queryClient.fetchQuery({ ...profileQueryOptions(target), staleTime: 0 });
    await queryClient.invalidateQueries({ queryKey: profileKeys.all, refetchType: 'none' });
    if (before === undefined || before.is_complete !== after.is_complete) await refreshSession();
    return after;
  };
}
