import { createFileRoute } from '@tanstack/react-router';
import { UpdateFacultyScreen } from '../../../screens/updateFaculty/UpdateFacultyScreen.tsx';
import { updateFacultySearchSchema } from '../../../screens/updateFaculty/updateFacultySearch.ts';
import { updateFacultyEntryQueries } from '../../../screens/updateFaculty/updateFacultyLoader.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';

/** Administrators: Update Faculty for any university, chosen on the page (?id&type&action). */
export const Route = createFileRoute('/_faculty/dashboard/updateFaculty')({
  validateSearch: updateFacultySearchSchema,
  loaderDeps: ({ search }) => search,
  // the universities to choose from, and the list the address names, start with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) =>
    updateFacultyEntryQueries(client, { universityId: deps.id ?? null, view: deps.type, choosesUniversity: true })),
  component: UpdateFacultyRoute,
});

function UpdateFacultyRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <UpdateFacultyScreen
      universityId={search.id ?? null}
      onChooseUniversity={(id) => void navigate({ search: { type: search.type, id: id ?? undefined }, replace: true })}
      isAdministrator
      search={search}
      onSearchChange={(next) => void navigate({ search: next, replace: true })}
    />
  );
}
