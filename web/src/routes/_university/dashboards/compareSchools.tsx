import { createFileRoute } from '@tanstack/react-router';
import { perceptualMapQueryOptions } from '../../../api/dashboards/compareSchoolsQueries.ts';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';
import { CompareSchoolsScreen, perceptualMapParams } from '../../../screens/compareSchools/CompareSchoolsScreen.tsx';
import { compareSchoolsSearchSchema } from '../../../screens/compareSchools/compareSchoolsSearch.ts';

export const Route = createFileRoute('/_university/dashboards/compareSchools')({
  validateSearch: compareSchoolsSearchSchema,
  // Invert Axes only redraws: it is left out of the deps so that toggling it does not run the loader again and
  // the switch follows the click at once (loaderDeps stays in the route's first chunk: it imports nothing)
  loaderDeps: ({ search: { invert: _invert, ...deps } }) => deps,
  // the perceptual map the screen draws first, started with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => {
    const scope = loaderUniversityScope(context.session);
    return scope.ready ? [client.ensureQueryData(perceptualMapQueryOptions(scope.query, perceptualMapParams(deps)))] : [];
  }),
  component: CompareSchoolsScreen,
});
