import { createFileRoute } from '@tanstack/react-router';
import { ForSchoolsScreen } from '../../screens/marketing/ForSchoolsScreen.tsx';

export const Route = createFileRoute('/_public/forSchools')({
  component: ForSchoolsScreen,
});
