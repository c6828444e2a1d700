import { createFileRoute } from '@tanstack/react-router';
import { FacultyProgressScreen } from '../../../screens/facultyProgress/FacultyProgressScreen.tsx';
import { progressSearchSchema } from '../../../screens/facultyProgress/progressSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/facultyProgress')({
  validateSearch: progressSearchSchema,
  component: FacultyProgressRoute,
});

function FacultyProgressRoute() {
  return <FacultyProgressScreen search={Route.useSearch()} />;
}
