import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { LoginScreen } from '../../screens/login/LoginScreen.tsx';

const ZLoginSearch = z.object({
  /** where the user was going when the guard sent them here (checked by afterLoginTarget) */
  redirect: z.string().optional().catch(undefined),
});

export const Route = createFileRoute('/_public/login')({
  validateSearch: ZLoginSearch,
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginScreen redirectTo={redirect} />;
}
