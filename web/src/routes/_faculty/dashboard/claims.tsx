import { createFileRoute } from '@tanstack/react-router';
import { claimsQueryOptions } from '../../../api/claims/claimsQueries.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';
import { ClaimsQueueScreen, INITIAL_CLAIM_STATUS } from '../../../screens/claims/ClaimsQueueScreen.tsx';

/** Administrators only: the profile claims queue (routeAccess ADMIN_ONLY_PATHS; the server answers its calls to admins only). */
export const Route = createFileRoute('/_faculty/dashboard/claims')({
  // the pending claims, the list the screen opens with, load with the route
  loader: ({ context }) => startScreenQueries(context, (client) => [client.ensureQueryData(claimsQueryOptions(INITIAL_CLAIM_STATUS))]),
  component: ClaimsQueueScreen,
});
