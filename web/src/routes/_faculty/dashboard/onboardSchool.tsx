import { createFileRoute } from '@tanstack/react-router';
import { OnboardSchoolScreen } from '../../../screens/onboardSchool/OnboardSchoolScreen.tsx';

/** Administrators: onboard any school from OpenAlex (the server answers its calls to admins and university users). */
export const Route = createFileRoute('/_faculty/dashboard/onboardSchool')({
  component: AdminOnboardSchoolRoute,
});

function AdminOnboardSchoolRoute() {
  return <OnboardSchoolScreen isAdministrator />;
}
