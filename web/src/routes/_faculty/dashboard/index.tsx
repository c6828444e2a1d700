import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard opens the faculty home (seed 000 section 2). */
export const Route = createFileRoute('/_faculty/dashboard/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/home', replace: true });
  },
});
