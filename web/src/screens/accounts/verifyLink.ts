import type { TVerifyLinkAccount } from '@ri/contracts/accounts';

// The verification link's page (docs/accounts-and-claims.md, "A verification link needs the account's holder"): the
// link proves the mailbox; the account is verified only for its holder. The server decides; the page mirrors it.

export const USERNAME_MISSING = 'Enter the user name (or e-mail) of the account.';
export const PASSWORD_MISSING = 'Enter the password of the account.';

export interface VerifyWays {
  /** "Verify with my session": a session is stored in this browser (the server refuses another account's with 403) */
  session: boolean;
  /** sign in to the account: its user name (or e-mail) and password */
  signIn: boolean;
  /** "I did not sign up": only while the account is unverified (a verified one is never removed this way) */
  refuse: boolean;
}

export function verifyWays(account: Pick<TVerifyLinkAccount, 'verified'>, signedIn: boolean): VerifyWays {
  if (account.verified) return { session: false, signIn: false, refuse: false };
  return { session: signedIn, signIn: true, refuse: true };
}

/** The sign-in form's errors before anything is sent. */
export function verifySignInErrors(form: { username: string; password: string }): { username?: string; password?: string } {
  return {
    ...(form.username.trim() === '' ? { username: USERNAME_MISSING } : {}),
    ...(form.password === '' ? { password: PASSWORD_MISSING } : {}),
  };
}

/** What the page says about the account before asking anything. */
export function linkAccountText(account: Pick<TVerifyLinkAccount, 'username' | 'email' | 'verified'>): string {
  return account.verified
    ? `The account "${account.username}" (${account.email}) is verified already. You can log in.`
    : `Someone signed up as "${account.username}" with ${account.email}. If that was you, sign in to "${account.username}" to verify the account.`;
}

export function refuseText(username: string): string {
  return `If you did not sign up as "${username}", this address was used without you: remove that account. Nobody can then sign in with it, and you can sign up with this address yourself.`;
}
