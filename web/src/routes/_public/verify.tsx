import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { verifySearchSchema } from '../../screens/publicSearch.ts';
import { VerifyEmailScreen } from '../../screens/accounts/VerifyEmailScreen.tsx';

/** /verify?token=&email= : the link of the verification e-mail, or the resend form (publicSearch.ts). */
export const Route = createFileRoute('/_public/verify')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  validateSearch: verifySearchSchema,
  component: VerifyRoute,
});

function VerifyRoute() {
  const { token, email } = Route.useSearch();
  return <VerifyEmailScreen token={token} email={email} />;
}
