import { createFileRoute } from '@tanstack/react-router';
import { FacultyLayout } from '../components/AppLayouts/FacultyLayout.tsx';
import { requireSignedIn } from '../auth/guards.ts';

/** /dashboard, /tools and /logs: signed in; faculty or administrators (routeRedirectFor). */
export const Route = createFileRoute('/_faculty')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: FacultyLayoutRoute,
});

function FacultyLayoutRoute() {
  const { session, access } = Route.useRouteContext();
  return <FacultyLayout session={session} access={access} />;
}
