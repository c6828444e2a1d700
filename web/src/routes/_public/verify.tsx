import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { optionalSearchString } from '../../screens/publicSearch.ts';
import { VerifyEmailScreen } from '../../screens/accounts/VerifyEmailScreen.tsx';

export const Route = createFileRoute('/_public/verify')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  // a plain function, not zod: validateSearch stays in the entry chunk (web/README.md, public bundle budget)
  validateSearch: (search: Record<string, unknown>): { token?: string; email?: string } => ({
    /** the one-time token of the verification e-mail's link */
    token: optionalSearchString(search, 'token', 200),
    /** prefills the resend form (the sign-up success screen links here) */
    email: optionalSearchString(search, 'email', 254),
  }),
  component: VerifyRoute,
});

function VerifyRoute() {
  const { token, email } = Route.useSearch();
  return <VerifyEmailScreen token={token} email={email} />;
}
