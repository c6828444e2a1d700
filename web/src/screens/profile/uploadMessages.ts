import { FILE_UPLOADED_MESSAGE, NO_FILE_MESSAGE } from '@ri/contracts/profile';

// docs/requirements/profile-and-accounts.md §8 (CV upload) and section 9 (progress reset after 5 seconds).

export const UPLOAD_MESSAGES = {
  uploaded: FILE_UPLOADED_MESSAGE,
  noFile: NO_FILE_MESSAGE,
  serverProblem: 'There was a problem with server',
  cvFailed: 'Failed to upload CV.',
  pictureFailed: 'Failed to update Profile Picture.',
} as const;

/** The percent shown after an upload goes back to nothing after this long. */
export const UPLOAD_PROGRESS_RESET_MS = 5_000;

/**
 * The text of a failed upload: 500 'There was a problem with server', 400 'No File Uploaded' (or
 * the server's own 400 text), otherwise 'Error {status}' followed by the server's reason
 * ('Error 415: Please upload your CV as a PDF file.'). Status 0 (no answer) keeps the network message.
 */
export function uploadErrorText(status: number, serverMessage: string): string {
  const reason = serverMessage.trim();
  if (status >= 500) return UPLOAD_MESSAGES.serverProblem;
  if (status === 400) return reason === '' ? UPLOAD_MESSAGES.noFile : reason;
  if (status === 0) return reason;
  return reason === '' ? `Error ${status}` : `Error ${status}: ${reason}`;
}

/** 'CV (uploading 42%)' style label of the progress, or null when nothing is going on. */
export function progressLabel(percent: number | null): string | null {
  if (percent === null) return null;
  return percent >= 100 ? '100%' : `${Math.max(0, Math.round(percent))}%`;
}
