import { createFileRoute } from '@tanstack/react-router';
import { FindYourFitScreen } from '../../../screens/findYourFit/FindYourFitScreen.tsx';
import { fitSearchSchema } from '../../../screens/findYourFit/fitSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/findYourFit')({
  validateSearch: fitSearchSchema,
  component: FindYourFitScreen,
});
