import { createFileRoute } from '@tanstack/react-router';
import { ContactSupportScreen } from '../../../screens/contactSupport/ContactSupportScreen.tsx';
import { parseContactSupportSearch } from '../../../screens/contactSupport/contactSupportSearch.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/contactUsRequest')({
  validateSearch: parseContactSupportSearch,
  component: ContactUsRequestRoute,
});

function ContactUsRequestRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContactSupportScreen page={page} onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />;
}
