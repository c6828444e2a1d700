import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { sessionKeys, sessionQueryOptions } from '../../../api/session/sessionQueries.ts';
import { useAuthController } from '../../../auth/useAuthController.ts';
import { useStoredAuth } from '../../../auth/useStoredAuth.ts';
import { ClaimStatusScreen } from '../../../screens/claims/ClaimStatusScreen.tsx';

/** A faculty account without an author: its claim under review or refused (docs/accounts-and-claims.md). */
export const Route = createFileRoute('/_faculty/dashboard/claim')({
  component: ClaimRoute,
});

function ClaimRoute() {
  const auth = useAuthController();
  const { token } = useStoredAuth(auth.store);
  const queryClient = useQueryClient();
  const session = useQuery({ ...sessionQueryOptions(token ?? ''), enabled: token !== null });
  return (
    <ClaimStatusScreen
      claim={session.data?.claim ?? null}
      onReload={() => {
        // an approval links the author: the next session answer sends the user to their profile
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all }).then(() => window.location.assign('/dashboard'));
      }}
    />
  );
}
