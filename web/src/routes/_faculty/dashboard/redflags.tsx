import { createFileRoute } from '@tanstack/react-router';
import { RedFlagsScreen } from '../../../screens/redFlags/RedFlagsScreen.tsx';
import { redFlagsSearchSchema } from '../../../screens/redFlags/redFlagsSearch.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/redflags')({
  validateSearch: redFlagsSearchSchema,
  component: RedFlagsRoute,
});

function RedFlagsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <RedFlagsScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpenAuthor={(authorId) => void navigate({ to: '/dashboard/profileEdit', search: { coauthorid: authorId } })}
    />
  );
}
