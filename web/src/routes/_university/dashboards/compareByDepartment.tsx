import { createFileRoute } from '@tanstack/react-router';
import { compareDepartmentsQueryOptions } from '../../../api/dashboards/compareQueries.ts';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';
import { CompareByDepartmentScreen } from '../../../screens/compareByDepartment/CompareByDepartmentScreen.tsx';
import { compareDepartmentsYears } from '../../../screens/compareByDepartment/compareByDepartment.ts';
import { compareByDepartmentSearchSchema } from '../../../screens/compareByDepartment/compareByDepartmentSearch.ts';
import { figureOptionsQuery } from '../../../screens/figureOptionsSearch.ts';

export const Route = createFileRoute('/_university/dashboards/compareByDepartment')({
  validateSearch: compareByDepartmentSearchSchema,
  loaderDeps: ({ search }) => search,
  // the same query as the screen's (its years and figure options), started with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => {
    const scope = loaderUniversityScope(context.session);
    if (!scope.ready) return [];
    const params = { ...compareDepartmentsYears(deps, new Date().getFullYear()), ...figureOptionsQuery(deps, { affiliation: true }) };
    return [client.ensureQueryData(compareDepartmentsQueryOptions(scope.query, params))];
  }),
  component: CompareByDepartmentScreen,
});
