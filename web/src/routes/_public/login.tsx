import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { LoginScreen } from '../../screens/login/LoginScreen.tsx';
import { optionalSearchString } from '../../screens/publicSearch.ts';

export const Route = createFileRoute('/_public/login')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  // a plain function, not zod: validateSearch stays in the entry chunk (web/README.md, public bundle budget)
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    /** where the user was going when the guard sent them here (checked by afterLoginTarget) */
    redirect: optionalSearchString(search, 'redirect'),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirectTo={redirect} />;
}
