import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../../screens/universityHome/HomeScreen.tsx';
import { homeSearchSchema } from '../../../screens/universityHome/homeSearch.ts';

export const Route = createFileRoute('/_university/dashboards/home')({
  validateSearch: homeSearchSchema,
  component: HomeScreen,
});
