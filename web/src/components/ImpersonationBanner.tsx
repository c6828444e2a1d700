import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { TSessionInfo } from '@ri/contracts/auth';
import { sessionQueryOptions } from '../api/session/sessionQueries.ts';
import { useAuthController } from '../auth/useAuthController.ts';
import { useStoredAuth } from '../auth/useStoredAuth.ts';

const ROLE_WORDS: Record<TSessionInfo['type'], string> = { faculty: 'faculty', university: 'university', admin: 'administrator' };

/** "Acting as Olivia Bennett, faculty": the person (or school) and their role (docs/ui.md, "Acting as another user"). */
export function actingAsText(session: Pick<TSessionInfo, 'display_name' | 'type'> | undefined): string {
  return session === undefined ? 'Acting as another user' : `Acting as ${session.display_name}, ${ROLE_WORDS[session.type]}`;
}

/**
 * Shown on every page while an administrator acts as another user (an admin token is stored, or
 * the session names an impersonator). The signed-in layouts pass their session; elsewhere (public
 * pages) the banner reads it itself. 'Change Login to Admin' ends the impersonated session on the
 * server (POST /api/admin_logout) before the admin token is active again.
 */
export function ImpersonationBanner({ session }: { session?: TSessionInfo }) {
  const auth = useAuthController();
  const { token, adminToken } = useStoredAuth(auth.store);
  const navigate = useNavigate();
  const [returning, setReturning] = useState(false);
  // a session without an impersonator is the admin's own (a layout still showing it while Change
  // Login switches tokens): the name shown comes from the acting session, loaded here if needed
  const actingSession = session?.impersonator ? session : undefined;
  const ownSession = useQuery({
    ...sessionQueryOptions(token ?? ''),
    enabled: actingSession === undefined && adminToken !== null && token !== null && token !== adminToken,
  });
  const current = actingSession ?? ownSession.data;
  const acting = adminToken !== null || (current?.impersonator ?? null) !== null;
  if (!acting) return null;

  async function changeLoginToAdmin() {
    setReturning(true);
    try {
      if (await auth.endImpersonation()) await navigate({ to: '/dashboard/changeLogin' });
    } finally {
      setReturning(false);
    }
  }

  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconUserShield aria-hidden />}
      role="region"
      aria-label="Acting as another user"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          <strong>{actingAsText(current)}</strong>. Changes are recorded under your admin account.
        </Text>
        <Button
          size="xs"
          variant="filled"
          color="dark"
          loading={returning}
          disabled={adminToken === null}
          title={adminToken === null ? 'The admin login is no longer stored in this browser; log out and log in again.' : undefined}
          onClick={() => void changeLoginToAdmin()}
        >
          Change Login to Admin
        </Button>
      </Group>
    </Alert>
  );
}
