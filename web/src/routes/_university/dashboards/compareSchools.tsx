import { createFileRoute } from '@tanstack/react-router';
import { perceptualMapQueryOptions } from '../../../api/dashboards/compareSchoolsQueries.ts';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';
import { CompareSchoolsScreen, perceptualMapParams } from '../../../screens/compareSchools/CompareSchoolsScreen.tsx';
import { compareSchoolsSearchSchema } from '../../../screens/compareSchools/compareSchoolsSearch.ts';

export const Route = createFileRoute('/_university/dashboards/compareSchools')({
  validateSearch: compareSchoolsSearchSchema,
  loaderDeps: ({ search }) => search,
  // the perceptual map the screen draws first, started with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => {
    const scope = loaderUniversityScope(context.session);
    return scope.ready ? [client.ensureQueryData(perceptualMapQueryOptions(scope.query, perceptualMapParams(deps)))] : [];
  }),
  component: CompareSchoolsScreen,
});
