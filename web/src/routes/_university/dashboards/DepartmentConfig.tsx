import { createFileRoute } from '@tanstack/react-router';
import { loaderUniversityScope, startScreenQueries } from '../../../scope/routeLoaders.ts';
import { ChooseUniversityFirst } from '../../../scope/ScopeUniversityPicker.tsx';
import { useUniversityScope } from '../../../scope/useUniversityScope.ts';
import { DepartmentConfigScreen, ensureDepartmentManagerData } from '../../../screens/departmentConfig/DepartmentConfigScreen.tsx';

/**
 * Department configuration of the university layout: the owner and admins of a university account
 * configure their own school (the server's rule; an account's users are shown why they cannot),
 * an administrator the school chosen in the layout.
 */
export const Route = createFileRoute('/_university/dashboards/DepartmentConfig')({
  // the school's departments and the journal list load with the route
  loader: ({ context }) => startScreenQueries(context, (client) => {
    const { universityId } = loaderUniversityScope(context.session);
    return universityId === null ? [] : ensureDepartmentManagerData(client, universityId);
  }),
  component: UniversityDepartmentConfigRoute,
});

function UniversityDepartmentConfigRoute() {
  const scope = useUniversityScope();
  if (scope.universityId === null) return <ChooseUniversityFirst />;
  return <DepartmentConfigScreen university={{ kind: 'own', id: scope.universityId }} />;
}
