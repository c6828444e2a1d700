import { createFileRoute } from '@tanstack/react-router';
import {
  departmentFactsQueryOptions, facultyCitationsQueryOptions, interestingFactsQueryOptions, journalDistributionQueryOptions,
  marketShareQueryOptions, outliersQueryOptions, schoolGenderQueryOptions,
} from '../../../api/dashboards/homeQueries.ts';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';
import { HomeScreen } from '../../../screens/universityHome/HomeScreen.tsx';
import { RANK_CODES } from '../../../screens/universityHome/home.ts';
import { figureOptionsQuery } from '../../../screens/figureOptionsSearch.ts';
import { homeSearchSchema } from '../../../screens/universityHome/homeSearch.ts';

export const Route = createFileRoute('/_university/dashboards/home')({
  validateSearch: homeSearchSchema,
  // loaderDeps is not split into the lazy chunk: it names the search only, the loader reads the defaults
  loaderDeps: ({ search }) => search,
  // the widgets' first queries start with the route (the department list waits 2 s, as the screen does)
  loader: ({ context, deps }) => startScreenQueries(context, (client) => {
    const scope = loaderUniversityScope(context.session);
    if (!scope.ready) return [];
    const { dept = 'all', rank = RANK_CODES[0].code, share = RANK_CODES.map((item) => item.code) } = deps;
    // the same figure options (and so the same query keys) as the screen's widgets
    const options = figureOptionsQuery(deps, { affiliation: true });
    return [
      client.ensureQueryData(journalDistributionQueryOptions(scope.query, dept, options)),
      client.ensureQueryData(outliersQueryOptions(scope.query, dept, rank, options)),
      client.ensureQueryData(facultyCitationsQueryOptions(scope.query, options)),
      client.ensureQueryData(departmentFactsQueryOptions(scope.query, options)),
      client.ensureQueryData(interestingFactsQueryOptions(scope.query, dept, options)),
      client.ensureQueryData(schoolGenderQueryOptions(scope.query, dept)),
      client.ensureQueryData(marketShareQueryOptions(scope.query, dept, share, options)),
    ];
  }),
  component: HomeScreen,
});
