import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../screens/profile/ProfileScreen.tsx';
import { startProfileQuery } from '../../../screens/profile/profileLoader.ts';
import { profileSearchSchema } from '../../../screens/profile/profileSearch.ts';

/** The profile: own ('My Profile'), another author read-only (?coauthorid&isReadOnly=true), or an admin editing a faculty member. */
export const Route = createFileRoute('/_faculty/dashboard/profileEdit')({
  validateSearch: profileSearchSchema,
  loaderDeps: ({ search }) => search,
  // the profile the screen shows loads with the route
  loader: ({ context, deps }) => startProfileQuery(context, deps, false),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { session, access } = Route.useRouteContext();
  const search = Route.useSearch();
  return <ProfileScreen session={session} access={access} search={search} readOnlyRoute={false} />;
}
