import { createFileRoute } from '@tanstack/react-router';
import { CompareYourselfScreen } from '../../../screens/compareYourself/CompareYourselfScreen.tsx';
import { compareSearchSchema } from '../../../screens/compareYourself/compareSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/compareYourself')({
  validateSearch: compareSearchSchema,
  component: CompareYourselfRoute,
});

function CompareYourselfRoute() {
  const search = Route.useSearch();
  return <CompareYourselfScreen key={search.id ?? 'none'} search={search} />;
}
