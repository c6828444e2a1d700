import { createFileRoute } from '@tanstack/react-router';
import type { GroupOptions } from '../../../api/facultyDashboards/facultyDashboardQueries.ts';
import { FacultyHomeScreen } from '../../../screens/facultyHome/FacultyHomeScreen.tsx';
import { widgetScopeOf } from '../../../screens/facultyHome/facultyHome.ts';
import { currentChosenSubject, subjectFor } from '../../../screens/facultyHome/facultySubject/facultySubject.ts';
import { startFacultyHomeReads } from '../../../screens/facultyHome/homeReads.ts';
import { facultyHomeSearchSchema } from '../../../screens/facultyHome/homeSearch.ts';
import { figureOptionsQuery } from '../../../screens/figureOptionsSearch.ts';

export const Route = createFileRoute('/_faculty/dashboard/home')({
  // ?widgets=department: the School / Department switch (facultyHome.ts widgetScopeOf); ?counting, ?affiliation: the figure options
  validateSearch: facultyHomeSearchSchema,
  // loaderDeps is not split into the lazy chunk: it names the search only, the loader reads the defaults
  loaderDeps: ({ search }) => search,
  // the figures' and the widgets' reads start with the route, before the screen's code has arrived (the same
  // query keys as the screen's; an administrator's school is known only from the chosen member's profile)
  loader: async ({ context, deps }) => {
    const subject = subjectFor(context.session, currentChosenSubject());
    if (!subject.ready) return;
    startFacultyHomeReads(await context.queryClient.load(), {
      subjectQuery: subject.query,
      schoolQuery: subject.picking ? null : {},
      counting: figureOptionsQuery(deps, {}).counting,
      options: figureOptionsQuery(deps, { affiliation: true }) as GroupOptions,
      choice: widgetScopeOf(deps),
    });
  },
  component: FacultyHomeScreen,
});
