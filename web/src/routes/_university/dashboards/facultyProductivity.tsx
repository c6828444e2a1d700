import { createFileRoute } from '@tanstack/react-router';
import { FacultyProductivityScreen } from '../../../screens/facultyProductivity/FacultyProductivityScreen.tsx';
import { productivitySearchSchema } from '../../../screens/facultyProductivity/productivitySearch.ts';

export const Route = createFileRoute('/_university/dashboards/facultyProductivity')({
  validateSearch: productivitySearchSchema,
  component: FacultyProductivityScreen,
});
