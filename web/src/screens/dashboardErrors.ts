import { useEffect } from 'react';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client.ts';

/** docs/requirements/dashboards.md §9: error toasts hide after 5 s. */
export const ERROR_TOAST_MS = 5000;

/**
 * What a dashboard screen says when a call fails: the server's own message for a request it
 * refused (a 4xx names what to fix), otherwise the seed's text for that screen (a server failure
 * or no connection).
 */
export function failureText(error: unknown, serverFailureText: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message.trim() !== '') return error.message;
  return serverFailureText;
}

/** Shows the failure as an error toast once per failed attempt (docs/requirements/dashboards.md: the screens' alerts). */
export function useFailureToast(error: unknown, failedAt: number, serverFailureText: string): void {
  useEffect(() => {
    if (!error) return;
    notifications.show({ color: 'red', message: failureText(error, serverFailureText), autoClose: ERROR_TOAST_MS });
  }, [error, failedAt, serverFailureText]);
}
