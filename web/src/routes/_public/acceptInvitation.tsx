import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { tokenSearchSchema } from '../../screens/publicSearch.ts';
import { AcceptInvitationScreen } from '../../screens/settings/AcceptInvitationScreen.tsx';

/** /acceptInvitation?token= : the link of the invitation e-mail (services/api settings service). */
export const Route = createFileRoute('/_public/acceptInvitation')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  validateSearch: tokenSearchSchema,
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { token } = Route.useSearch();
  return <AcceptInvitationScreen token={token} />;
}
