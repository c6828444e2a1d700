import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboard opens the faculty home (docs/requirements/profile-and-accounts.md §2). */
export const Route = createFileRoute('/_faculty/dashboard/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/home', replace: true });
  },
});
