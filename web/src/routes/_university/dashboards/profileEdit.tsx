import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../screens/profile/ProfileScreen.tsx';
import { profileSearchSchema } from '../../../screens/profile/profileSearch.ts';

/** The read-only author profile of the university layout (?coauthorid, or the stored coauthorid). */
export const Route = createFileRoute('/_university/dashboards/profileEdit')({
  validateSearch: profileSearchSchema,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { session, access } = Route.useRouteContext();
  const search = Route.useSearch();
  return <ProfileScreen session={session} access={access} search={search} readOnlyRoute />;
}
