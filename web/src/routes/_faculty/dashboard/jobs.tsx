import { createFileRoute } from '@tanstack/react-router';
import { jobListQueryOptions, jobSchedulersQueryOptions } from '../../../api/jobs/jobQueries.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';
import { FIRST_JOB_PAGE, JobConsoleScreen, jobListParams } from '../../../screens/jobs/JobConsoleScreen.tsx';

/** Administrators: the job console (the server answers its calls to admins only). */
export const Route = createFileRoute('/_faculty/dashboard/jobs')({
  // the first page of runs and the schedulers, the screen's two entry queries, start with the route
  loader: ({ context }) => startScreenQueries(context, (client) => [
    client.ensureQueryData(jobListQueryOptions(jobListParams(null, null, FIRST_JOB_PAGE))),
    client.ensureQueryData(jobSchedulersQueryOptions()),
  ]),
  component: JobConsoleScreen,
});
