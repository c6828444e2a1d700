import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { tokenSearchSchema } from '../../screens/publicSearch.ts';
import { ResetPasswordScreen } from '../../screens/accounts/ResetPasswordScreen.tsx';

/** /resetPassword?token= : the link of the password-reset e-mail (services/api accounts service). */
export const Route = createFileRoute('/_public/resetPassword')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  validateSearch: tokenSearchSchema,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
