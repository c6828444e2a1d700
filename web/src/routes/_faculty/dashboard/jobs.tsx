import { createFileRoute } from '@tanstack/react-router';
import { JobConsoleScreen } from '../../../screens/jobs/JobConsoleScreen.tsx';

/** Administrators: the job console (the server answers its calls to admins only). */
export const Route = createFileRoute('/_faculty/dashboard/jobs')({
  component: JobConsoleScreen,
});
