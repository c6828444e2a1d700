import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TDataIssueType } from '@ri/contracts/dataIssues';
import { ApiError } from '../../api/client.ts';
import { dataIssueKeys, dataIssueLogQueryOptions, resolveDataIssue } from '../../api/dataIssues/dataIssueQueries.ts';
import { mergeKeys } from '../../api/mergeAuthors/mergeQueries.ts';
import { profileKeys } from '../../api/profile/profileQueries.ts';
import { ERROR_TOAST_MS, failureText } from '../dashboardErrors.ts';
import { LOGS_LOAD_FAILED, RESOLVED_MESSAGE } from './dataIssues.ts';

/** A resolution page's log, loaded by id (`?log=`), fresh each time the page opens. */
export function useLogOfPage(type: TDataIssueType | undefined, logId: number | undefined) {
  return useQuery({
    ...dataIssueLogQueryOptions(type ?? 'GAP_OF_10_YEARS', logId ?? 0),
    enabled: type !== undefined && logId !== undefined,
    staleTime: 0,
  });
}

/**
 * Submits a resolution. Success: 'Submitted Succesfully', the lists, profiles and merge tool
 * reload, and `onDone` (back to /logs). A refusal (409: already resolved, or the record changed
 * since the page was loaded) shows the server's message and reloads the log.
 */
export function useLogResolution(type: TDataIssueType, logId: number, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => resolveDataIssue(type, logId, body),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message || RESOLVED_MESSAGE });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: dataIssueKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: mergeKeys.all }),
      ]);
      onDone();
    },
    onError: (error) => {
      notifications.show({ color: 'red', message: failureText(error, LOGS_LOAD_FAILED), autoClose: ERROR_TOAST_MS });
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: dataIssueKeys.log(type, logId) });
    },
  });
}
