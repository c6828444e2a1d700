import type { KeyboardEvent } from 'react';

/**
 * Enter submits through the form; numpad Enter is handled explicitly (docs/requirements/profile-and-accounts.md: "Enter or numpad
 * Enter submits") and its default is prevented so the form is never submitted twice.
 */
export function submitOnNumpadEnter(submit: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.code === 'NumpadEnter') {
      event.preventDefault();
      submit();
    }
  };
}
