import { createFileRoute } from '@tanstack/react-router';
import { contactRequestsQueryOptions } from '../../../api/contactUs/contactUsQueries.ts';
import { startScreenQueries } from '../../../scope/routeLoaders.ts';
import { ContactSupportScreen } from '../../../screens/contactSupport/ContactSupportScreen.tsx';
import { skipForPage } from '../../../screens/contactSupport/contactSupport.ts';
import { contactSupportSearchSchema } from '../../../screens/contactSupport/contactSupportSearch.ts';

/** Administrators only (routeAccess ADMIN_ONLY_PATHS; the server refuses the calls to anyone else). */
export const Route = createFileRoute('/_faculty/dashboard/contactUsRequest')({
  validateSearch: contactSupportSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  // the page of requests the screen shows, started with the route
  loader: ({ context, deps }) => startScreenQueries(context, (client) => [client.ensureQueryData(contactRequestsQueryOptions(skipForPage(deps.page)))]),
  component: ContactUsRequestRoute,
});

function ContactUsRequestRoute() {
  const { page = 1 } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContactSupportScreen page={page} onPageChange={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />;
}
