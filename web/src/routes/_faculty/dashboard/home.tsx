import { createFileRoute } from '@tanstack/react-router';
import { FacultyHomeScreen } from '../../../screens/facultyHome/FacultyHomeScreen.tsx';
import { parseRouteSearch } from '../../../screens/facultyHome/routeSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/home')({
  // ?widgets=department: the School / Department switch (facultyHome.ts widgetScopeOf)
  validateSearch: parseRouteSearch,
  component: FacultyHomeScreen,
});
