import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { LoginScreen } from '../../screens/login/LoginScreen.tsx';
import { optionalSearchString } from '../../screens/publicSearch.ts';

export const Route = createFileRoute('/_public/login')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  // a plain function, not zod: validateSearch stays in the entry chunk (web/README.md, public bundle budget)
  validateSearch: (search: Record<string, unknown>): { redirect?: string; expired?: boolean } => ({
    /** where the user was going when the guard sent them here (checked by afterLoginTarget) */
    redirect: optionalSearchString(search, 'redirect'),
    /** the guard sent them here because their session expired (the screen says so) */
    ...(search.expired === true || search.expired === 'true' ? { expired: true } : {}),
  }),
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, expired } = Route.useSearch();
  return <LoginScreen redirectTo={redirect} expired={expired === true} />;
}
