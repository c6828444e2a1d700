import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { optionalSearchString } from '../../screens/publicSearch.ts';
import { ResetPasswordScreen } from '../../screens/accounts/ResetPasswordScreen.tsx';

/** /resetPassword?token= : the link of the password-reset e-mail (services/api accounts service). */
export const Route = createFileRoute('/_public/resetPassword')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  // a plain function, not zod: validateSearch stays in the entry chunk (web/README.md, public bundle budget)
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalSearchString(search, 'token', 200),
  }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordScreen token={token} />;
}
