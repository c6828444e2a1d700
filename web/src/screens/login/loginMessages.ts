// docs/requirements/profile-and-accounts.md §8, the error catalogue (login and reset password).
export const LOGIN_FAILED_TEXT = 'Failed to Login!';
export const LOGIN_FAILED_ALERT = 'Failed to Login! Please try again.';
export const RESET_FAILED_ALERT = 'Something went wrong while resetting your password. Please try again later.';
export const RESET_FAILED_TEXT = 'Request could not be completed. Please try again later.';
export const resetSentText = (email: string) => `Please follow the instructions sent on ${email} to reset your password.`;
/** error toasts hide after 5000 ms (docs/requirements/profile-and-accounts.md §9) */
export const ERROR_TOAST_MS = 5000;
