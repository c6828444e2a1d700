import { Alert, Button, Group, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import type { TSessionInfo } from '@ri/contracts';
import { useAuthController } from '../auth/useAuthController.ts';
import { useStoredAuth } from '../auth/useStoredAuth.ts';

/** Shown while an administrator acts as another user (session.impersonator is set). */
export function ImpersonationBanner({ session }: { session: TSessionInfo }) {
  const auth = useAuthController();
  const { adminToken } = useStoredAuth(auth.store);
  const navigate = useNavigate();
  if (session.impersonator === null) return null;

  return (
    <Alert
      color="yellow"
      variant="light"
      mb="md"
      icon={<IconUserShield aria-hidden />}
      role="status"
      aria-label="Acting as another user"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          You are acting as <strong>{session.username}</strong>. Changes are recorded under your admin account.
        </Text>
        <Button
          size="xs"
          variant="filled"
          disabled={adminToken === null}
          title={adminToken === null ? 'The admin login is no longer stored in this browser; log out and log in again.' : undefined}
          onClick={() => {
            if (auth.returnToAdmin()) void navigate({ to: '/dashboard/changeLogin' });
          }}
        >
          Change Login to Admin
        </Button>
      </Group>
    </Alert>
  );
}
