import { createFileRoute } from '@tanstack/react-router';
import { LandingScreen } from '../../screens/marketing/LandingScreen.tsx';

export const Route = createFileRoute('/_public/')({
  component: LandingScreen,
});
