import { createFileRoute } from '@tanstack/react-router';
import { OnboardSchoolScreen } from '../../../screens/onboardSchool/OnboardSchoolScreen.tsx';

/**
 * Onboard a school from OpenAlex in the university area: a university user's own school only (the
 * server refuses any other, with its reason shown on the page); an administrator any.
 */
export const Route = createFileRoute('/_university/dashboards/onboardSchool')({
  component: UniversityOnboardSchoolRoute,
});

function UniversityOnboardSchoolRoute() {
  const { session } = Route.useRouteContext();
  return <OnboardSchoolScreen isAdministrator={session.type === 'admin'} />;
}
