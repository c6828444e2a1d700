import { createFileRoute } from '@tanstack/react-router';
import { FindYourFitScreen } from '../../../screens/findYourFit/FindYourFitScreen.tsx';

export const Route = createFileRoute('/_faculty/dashboard/findYourFit')({
  component: FindYourFitScreen,
});
