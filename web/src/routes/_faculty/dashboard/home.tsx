import { createFileRoute } from '@tanstack/react-router';
import { FacultyHomeScreen } from '../../../screens/facultyHome/FacultyHomeScreen.tsx';
import { facultyHomeSearchSchema } from '../../../screens/facultyHome/homeSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/home')({
  // ?widgets=department: the School / Department switch (facultyHome.ts widgetScopeOf); ?counting, ?affiliation: the figure options
  validateSearch: facultyHomeSearchSchema,
  component: FacultyHomeScreen,
});
