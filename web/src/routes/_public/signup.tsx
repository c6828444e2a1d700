import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { SignUpScreen } from '../../screens/signup/SignUpScreen.tsx';

export const Route = createFileRoute('/_public/signup')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  component: SignUpScreen,
});
