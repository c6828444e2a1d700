import { signedInUser } from './signedIn.ts';
import type { SignedInUser } from './signedIn.ts';
import { useAuthController } from './useAuthController.ts';
import { useStoredAuth } from './useStoredAuth.ts';

/** The signed-in user on a public page, or null (signedIn.ts); re-renders on sign-in, Log Out and expiry. */
export function useSignedInUser(): SignedInUser | null {
  const auth = useAuthController();
  return signedInUser(useStoredAuth(auth.store), Date.now());
}
