import { createFileRoute, redirect } from '@tanstack/react-router';
import { profileSearchSchema } from '../../screens/profile/profileSearch.ts';

/**
 * The old product also wrote the profile path in lower case. Routes are matched case-sensitively,
 * so the alias redirects, keeping the navigation state and the search (coauthorid, isReadOnly, note:
 * read by the profile's schema, so an unreadable value is dropped here already).
 * A flat file name, so no checkout on a case-insensitive disk sees two files named profileEdit.
 */
export const Route = createFileRoute('/_faculty/dashboard/profileedit')({
  validateSearch: profileSearchSchema,
  beforeLoad: ({ location, search }) => {
    throw redirect({ to: '/dashboard/profileEdit', search, state: location.state, hash: location.hash, replace: true });
  },
});
