import { createFileRoute } from '@tanstack/react-router';
import { UpdateFacultyScreen } from '../../../screens/updateFaculty/UpdateFacultyScreen.tsx';
import { updateFacultySearchSchema } from '../../../screens/updateFaculty/updateFacultySearch.ts';

/** Administrators: Update Faculty for any university, chosen on the page (?id&type&action). */
export const Route = createFileRoute('/_faculty/dashboard/updateFaculty')({
  validateSearch: updateFacultySearchSchema,
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
