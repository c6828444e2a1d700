import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../../screens/signup/SignUpScreen.tsx';

export const Route = createFileRoute('/_public/signup')({
  component: SignUpScreen,
});
