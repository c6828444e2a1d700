import { ApiError } from '../../api/client.ts';

/** docs/requirements/dashboards.md §8: the faculty progress alert; the faculty screens without a text of their own use it too. */
export const SERVER_FAILED = 'Internal Server Error. Please try again later.';

/** docs/requirements/dashboards.md §9: error toasts hide after 5 s. */
export const ERROR_TOAST_MS = 5000;

/**
 * What a faculty screen says when a call fails: the server's own message for a request it refused
 * (a 4xx names what to fix, such as an incomplete profile), otherwise the screen's seed text.
 */
export function failureMessage(error: unknown, serverFailureText = SERVER_FAILED): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message.trim() !== '') return error.message;
  return serverFailureText;
}
