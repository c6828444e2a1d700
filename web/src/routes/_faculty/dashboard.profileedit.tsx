import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The old product also wrote the profile path in lower case. Routes are matched case-sensitively,
 * so the alias redirects, keeping the navigation state (coauthorid, isReadOnly, note).
 * A flat file name, so no checkout on a case-insensitive disk sees two files named profileEdit.
 */
export const Route = createFileRoute('/_faculty/dashboard/profileedit')({
  beforeLoad: ({ location }) => {
    throw redirect({ to: '/dashboard/profileEdit', state: location.state, hash: location.hash, replace: true });
  },
});
