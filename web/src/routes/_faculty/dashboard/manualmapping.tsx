import { createFileRoute } from '@tanstack/react-router';
import { ManualMappingScreen } from '../../../screens/manualMapping/ManualMappingScreen.tsx';
import { manualMappingSearchSchema } from '../../../screens/manualMapping/manualMappingSearch.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/manualmapping')({
  validateSearch: manualMappingSearchSchema,
  component: ManualMappingRoute,
});

function ManualMappingRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ManualMappingScreen
      search={search}
      onSearch={(next) => void navigate({ search: next })}
      onOpenAuthor={(authorId) => void navigate({ to: '/dashboard/profileEdit', search: { coauthorid: authorId, isReadOnly: true } })}
    />
  );
}
