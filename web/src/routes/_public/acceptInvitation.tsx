import { createFileRoute } from '@tanstack/react-router';
import { loadQueryClientFirst } from '../../appQueryClient.ts';
import { optionalSearchString } from '../../screens/publicSearch.ts';
import { AcceptInvitationScreen } from '../../screens/settings/AcceptInvitationScreen.tsx';

/** /acceptInvitation?token= : the link of the invitation e-mail (services/api settings service). */
export const Route = createFileRoute('/_public/acceptInvitation')({
  // the screen calls the API through TanStack Query, which the marketing pages do not load
  beforeLoad: loadQueryClientFirst,
  // a plain function, not zod: validateSearch stays in the entry chunk (web/README.md, public bundle budget)
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: optionalSearchString(search, 'token', 200),
  }),
  component: AcceptInvitationRoute,
});

function AcceptInvitationRoute() {
  const { token } = Route.useSearch();
  return <AcceptInvitationScreen token={token} />;
}
