import { createFileRoute } from '@tanstack/react-router';
import { ChooseUniversityFirst } from '../../../scope/ScopeUniversityPicker.tsx';
import { useUniversityScope } from '../../../scope/useUniversityScope.ts';
import { DepartmentConfigScreen } from '../../../screens/departmentConfig/DepartmentConfigScreen.tsx';

/**
 * Department configuration of the university layout: the owner and admins of a university account
 * configure their own school (the server's rule; an account's users are shown why they cannot),
 * an administrator the school chosen in the layout.
 */
export const Route = createFileRoute('/_university/dashboards/DepartmentConfig')({
  component: UniversityDepartmentConfigRoute,
});

function UniversityDepartmentConfigRoute() {
  const scope = useUniversityScope();
  if (scope.universityId === null) return <ChooseUniversityFirst />;
  return <DepartmentConfigScreen university={{ kind: 'own', id: scope.universityId }} />;
}
