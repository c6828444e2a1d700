import { createFileRoute } from '@tanstack/react-router';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';
import { DepartmentConfigScreen, ensureDepartmentManagerData } from '../../../screens/departmentConfig/DepartmentConfigScreen.tsx';
import { departmentConfigSearchSchema } from '../../../screens/departmentConfig/departmentConfigSearch.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS): the university is chosen on the page (?univ=&univName=). */
export const Route = createFileRoute('/_faculty/dashboard/DepartmentConfig')({
  validateSearch: departmentConfigSearchSchema,
  loaderDeps: ({ search }) => search,
  // a chosen university's departments and the journal list load with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => {
    const { univ } = deps;
    return univ === undefined ? [] : ensureDepartmentManagerData(client, univ);
  }),
  component: DepartmentConfigRoute,
});

function DepartmentConfigRoute() {
  const { univ, univName } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DepartmentConfigScreen
      university={{
        kind: 'admin',
        chosen: univ === undefined ? null : { id: univ, name: univName ?? '' },
        onChoose: (chosen) => void navigate({ search: chosen === null ? {} : { univ: chosen.id, univName: chosen.name } }),
      }}
    />
  );
}
