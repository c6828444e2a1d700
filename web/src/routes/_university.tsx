import { createFileRoute } from '@tanstack/react-router';
import { UniversityLayout } from '../components/AppLayouts/UniversityLayout.tsx';
import { requireSignedIn } from '../auth/guards.ts';

/** /dashboards: signed in; university users or administrators (routeRedirectFor). */
export const Route = createFileRoute('/_university')({
  beforeLoad: ({ context, location }) => requireSignedIn(context, location),
  component: UniversityLayoutRoute,
});

function UniversityLayoutRoute() {
  const { session } = Route.useRouteContext();
  return <UniversityLayout session={session} />;
}
