import { createFileRoute } from '@tanstack/react-router';
import { parseRouteSearch } from '../../../screens/facultyHome/routeSearch.ts';
import { FacultyProgressScreen } from '../../../screens/facultyProgress/FacultyProgressScreen.tsx';
import { parseProgressSearch } from '../../../screens/facultyProgress/progressSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/facultyProgress')({
  validateSearch: parseRouteSearch,
  component: FacultyProgressRoute,
});

function FacultyProgressRoute() {
  return <FacultyProgressScreen search={parseProgressSearch(Route.useSearch())} />;
}
