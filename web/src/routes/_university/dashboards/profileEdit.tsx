import { createFileRoute } from '@tanstack/react-router';
import { ProfileScreen } from '../../../screens/profile/ProfileScreen.tsx';
import { startProfileQuery } from '../../../screens/profile/profileLoader.ts';
import { profileSearchSchema } from '../../../screens/profile/profileSearch.ts';

/** The read-only author profile of the university layout (?coauthorid, or the stored coauthorid). */
export const Route = createFileRoute('/_university/dashboards/profileEdit')({
  validateSearch: profileSearchSchema,
  loaderDeps: ({ search }) => search,
  // the profile the screen shows loads with the route
  loader: ({ context, deps }) => startProfileQuery(context, deps, true),
  component: ProfileRoute,
});

function ProfileRoute() {
  const { session, access } = Route.useRouteContext();
  const search = Route.useSearch();
  return <ProfileScreen session={session} access={access} search={search} readOnlyRoute />;
}
