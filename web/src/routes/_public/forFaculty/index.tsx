import { createFileRoute } from '@tanstack/react-router';
import { ForFacultyScreen } from '../../../screens/marketing/ForFacultyScreen.tsx';

/** /forFaculty/ (the seed writes it with the trailing slash). */
export const Route = createFileRoute('/_public/forFaculty/')({
  component: ForFacultyScreen,
});
