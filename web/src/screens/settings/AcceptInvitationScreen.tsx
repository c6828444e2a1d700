import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { acceptInvitation } from '../../api/settings/accountRequests.ts';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { OneTimeLinkPage } from '../accounts/OneTimeLinkPage.tsx';
import { acceptInvitationErrors, hasErrors, type AcceptInvitationErrors } from './acceptInvitation.ts';

/** /acceptInvitation?token= (the invitation e-mail's one-time link): a username and a password make the invited address a member. */
export function AcceptInvitationScreen({ token }: { token: string | undefined }) {
  return (
    <OneTimeLinkPage
      title="Accept the Invitation"
      token={token}
      withoutToken={<>
        This page opens from the link in an invitation e-mail. Ask the owner or an admin of your school&apos;s account to invite you;
        the link works once and for 7 days.
      </>}
    >
      {(linkToken) => <AcceptForm token={linkToken} />}
    </OneTimeLinkPage>
  );
}

function AcceptForm({ token }: { token: string }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<AcceptInvitationErrors>({});
  const accept = useMutation({ mutationFn: () => acceptInvitation({ token, username: username.trim(), password }) });

  if (accept.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title="Invitation accepted">{accept.data.message}</Alert>
        <ButtonLink to="/login" w="fit-content">Go to Log In</ButtonLink>
      </Stack>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (accept.isPending) return;
    const found = acceptInvitationErrors({ username, password, confirmPassword });
    setErrors(found);
    if (!hasErrors(found)) accept.mutate();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Accept the invitation">
      <Stack gap="sm">
        <Text size="sm">Choose the username and password you will log in with.</Text>
        <TextInput label="Username" name="username" autoComplete="username" required value={username} onChange={(event) => setUsername(event.currentTarget.value)} error={errors.username} autoFocus />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="new-password"
          required
          description="At least 8 characters; a long phrase is best"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
        />
        <PasswordInput label="Confirm password" name="confirmPassword" autoComplete="new-password" required value={confirmPassword} onChange={(event) => setConfirmPassword(event.currentTarget.value)} error={errors.confirmPassword} />
        {accept.isError ? <Alert color="red" variant="light" role="alert">{accept.error.message}</Alert> : null}
        <Button type="submit" loading={accept.isPending}>Accept the Invitation</Button>
      </Stack>
    </form>
  );
}
