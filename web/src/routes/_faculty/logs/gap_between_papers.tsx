import { createFileRoute } from '@tanstack/react-router';
import { ProfileViewerScreen } from '../../../screens/dataIssues/ProfileViewerScreen.tsx';
import { logPageSearchSchema } from '../../../screens/dataIssues/logsSearch.ts';

/** A resolution page: its log comes by id in the address (?log=), so a reload shows it again. Administrators only. */
export const Route = createFileRoute('/_faculty/logs/gap_between_papers')({
  validateSearch: logPageSearchSchema,
  component: ResolutionRoute,
});

function ResolutionRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ProfileViewerScreen type="GAP_OF_10_YEARS" search={search} onBack={() => void navigate({ to: '/logs' })} />;
}
