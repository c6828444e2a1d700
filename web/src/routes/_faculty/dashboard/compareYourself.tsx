import { createFileRoute } from '@tanstack/react-router';
import { parseRouteSearch } from '../../../screens/facultyHome/routeSearch.ts';
import { CompareYourselfScreen } from '../../../screens/compareYourself/CompareYourselfScreen.tsx';
import { parseCompareSearch } from '../../../screens/compareYourself/compareSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/compareYourself')({
  validateSearch: parseRouteSearch,
  component: CompareYourselfRoute,
});

function CompareYourselfRoute() {
  const search = parseCompareSearch(Route.useSearch());
  return <CompareYourselfScreen key={search.id ?? 'none'} search={search} />;
}
