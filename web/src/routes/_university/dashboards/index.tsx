import { createFileRoute, redirect } from '@tanstack/react-router';

/** /dashboards opens the university home (docs/requirements/profile-and-accounts.md §2). */
export const Route = createFileRoute('/_university/dashboards/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboards/home', replace: true });
  },
});
