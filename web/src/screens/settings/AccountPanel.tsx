import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TSessionInfo } from '@ri/contracts/auth';
import { isValidEmail } from '@ri/metrics';
import { requestPasswordReset } from '../../api/auth/authRequests.ts';
import { ApiError } from '../../api/client.ts';
import { RESET_FAILED_TEXT, resetSentText } from '../login/loginMessages.ts';
import { SETTINGS_TEXT, formatDate } from './settings.ts';

const TYPE_LABELS: Record<TSessionInfo['type'], string> = { faculty: 'Faculty', university: 'University', admin: 'Administrator' };

/**
 * The signed-in user's own account: who they are signed in as, until when, and a new password by
 * the e-mailed one-time link (the server's reset, which also ends every session).
 */
export function AccountPanel({ session }: { session: TSessionInfo }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (address: string) => requestPasswordReset(address) });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email.trim())) {
      setError(SETTINGS_TEXT.invalidEmail);
      return;
    }
    setError(null);
    send.mutate(email.trim());
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="your-account">
      <Stack gap="sm">
        <Title order={2} size="h4" id="your-account">Your account</Title>
        <Group gap="xl">
          <Stack gap={0}><Text size="xs" c="dimmed">Username</Text><Text>{session.username}</Text></Stack>
          <Stack gap={0}><Text size="xs" c="dimmed">Account type</Text><Text>{TYPE_LABELS[session.type]}</Text></Stack>
          <Stack gap={0}><Text size="xs" c="dimmed">Signed in until</Text><Text>{formatDate(session.expires_at)}</Text></Stack>
        </Group>
        {session.impersonator ? (
          <Alert color="yellow" variant="light">You are acting as this user: password changes are for the user themselves.</Alert>
        ) : (
          <form onSubmit={submit} noValidate aria-label="Change password">
            <Stack gap="xs">
              <Text fw={500} size="sm">Change password</Text>
              <Text size="sm" c="dimmed">
                We e-mail a one-time link to your account&apos;s address; choosing a new password there signs you out everywhere.
              </Text>
              <Group align="start" gap="sm">
                <TextInput label="Your account's e-mail" type="email" w={320} value={email} onChange={(event) => setEmail(event.currentTarget.value)} error={error} />
                <Button type="submit" mt={24} loading={send.isPending}>Send me a link</Button>
              </Group>
              {send.isSuccess ? <Alert color="green" role="status">{resetSentText(email.trim())}</Alert> : null}
              {send.isError ? <Alert color="red" role="alert">{send.error instanceof ApiError && send.error.status === 429 ? send.error.message : RESET_FAILED_TEXT}</Alert> : null}
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
