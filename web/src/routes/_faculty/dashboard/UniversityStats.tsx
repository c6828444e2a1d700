import { createFileRoute } from '@tanstack/react-router';
import { computeFieldsDetailsQueryOptions } from '../../../api/analytics/computeFieldsQueries.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';
import { ComputeFieldsScreen } from '../../../screens/computeFields/ComputeFieldsScreen.tsx';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/UniversityStats')({
  // the buttons' last-run details, the screen's entry query, start with the route
  loader: ({ context }) => startScreenQueries(context, (client) => [client.ensureQueryData(computeFieldsDetailsQueryOptions())]),
  component: ComputeFieldsScreen,
});
