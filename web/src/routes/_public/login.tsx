import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { LoginScreen } from '../../screens/login/LoginScreen.tsx';
import { loginSearchSchema } from '../../screens/publicSearch.ts';

/** /login?redirect=&expired=true (the route guard's; publicSearch.ts). */
export const Route = createFileRoute('/_public/login')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  validateSearch: loginSearchSchema,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect, expired } = Route.useSearch();
  return <LoginScreen redirectTo={redirect} expired={expired === true} />;
}
