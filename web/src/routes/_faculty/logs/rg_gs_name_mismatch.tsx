import { createFileRoute } from '@tanstack/react-router';
import { RgGsMismatchScreen } from '../../../screens/dataIssues/RgGsMismatchScreen.tsx';
import { logPageSearchSchema } from '../../../screens/dataIssues/logsSearch.ts';

/** A resolution page: its log comes by id in the address (?log=), so a reload shows it again. Administrators only. */
export const Route = createFileRoute('/_faculty/logs/rg_gs_name_mismatch')({
  validateSearch: logPageSearchSchema,
  component: ResolutionRoute,
});

function ResolutionRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <RgGsMismatchScreen search={search} onBack={() => void navigate({ to: '/logs' })} />;
}
