import { createFileRoute, redirect } from '@tanstack/react-router';
import { FacultyProductivityScreen } from '../../../screens/facultyProductivity/FacultyProductivityScreen.tsx';
import { productivitySearchSchema } from '../../../screens/facultyProductivity/productivitySearch.ts';
import { productivitySearchToRestore } from '../../../screens/facultyProductivity/productivityStore.ts';

export const Route = createFileRoute('/_university/dashboards/facultyProductivity')({
  validateSearch: productivitySearchSchema,
  // opened without filters: the last search of the tab, put in the address before the screen renders
  beforeLoad: ({ search, cause }) => {
    const remembered = productivitySearchToRestore(search, cause);
    if (remembered) throw redirect({ to: '/dashboards/facultyProductivity', search: remembered, replace: true });
  },
  component: FacultyProductivityScreen,
});
