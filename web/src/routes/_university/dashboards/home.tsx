import { createFileRoute } from '@tanstack/react-router';
import { HomeScreen } from '../../../screens/universityHome/HomeScreen.tsx';
import { parseHomeSearch } from '../../../screens/universityHome/homeSearch.ts';

export const Route = createFileRoute('/_university/dashboards/home')({
  validateSearch: parseHomeSearch,
  component: HomeScreen,
});
