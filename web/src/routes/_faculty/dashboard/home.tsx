import { createFileRoute } from '@tanstack/react-router';
import { FacultyHomeScreen } from '../../../screens/facultyHome/FacultyHomeScreen.tsx';

export const Route = createFileRoute('/_faculty/dashboard/home')({
  component: FacultyHomeScreen,
});
