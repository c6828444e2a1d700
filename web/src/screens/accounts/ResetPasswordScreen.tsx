import { Alert, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { TEXT_LIMITS } from '@ri/contracts/limits';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { resetPasswordWithToken } from '../../api/accounts/accountRequests.ts';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { OneTimeLinkPage } from './OneTimeLinkPage.tsx';
import { newPasswordErrors } from './newPassword.ts';
import type { NewPasswordErrors } from './newPassword.ts';

/**
 * /resetPassword?token= (the link of the password-reset e-mail): a new password and its
 * confirmation, POST /api/reset_password, then a link to /login.
 */
export function ResetPasswordScreen({ token }: { token: string | undefined }) {
  return (
    <OneTimeLinkPage
      title="Choose a New Password"
      token={token}
      withoutToken={<>
        This page opens from the link in a password-reset e-mail. To get one, use &lsquo;forgot password?&rsquo; on the
        login page; the link works once and for one hour.
      </>}
    >
      {(linkToken) => <NewPasswordForm token={linkToken} />}
    </OneTimeLinkPage>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const reset = useMutation({ mutationFn: (next: string) => resetPasswordWithToken(token, next) });

  if (reset.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title="Password changed">
          {reset.data.message}
        </Alert>
        <ButtonLink to="/login" w="fit-content">
          Go to Log In
        </ButtonLink>
      </Stack>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const found = newPasswordErrors({ password, confirmPassword });
    setErrors(found);
    if (found.password === undefined && found.confirmPassword === undefined) reset.mutate(password);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Set a new password">
      <Stack gap="sm">
        <PasswordInput
          label="New password"
          maxLength={TEXT_LIMITS.password}
          name="password"
          autoComplete="new-password"
          required
          description="At least 8 characters; a long phrase is best"
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={errors.password}
          autoFocus
        />
        <PasswordInput
          label="Confirm new password"
          maxLength={TEXT_LIMITS.password}
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
          error={errors.confirmPassword}
        />
        {reset.isError && (
          <Alert color="red" variant="light" role="alert">
            <Stack gap={4}>
              <Text size="sm">{reset.error.message}</Text>
              <Text size="sm">
                You can ask for a new link with &lsquo;forgot password?&rsquo; on the login page.
              </Text>
            </Stack>
          </Alert>
        )}
        <Button type="submit" loading={reset.isPending}>
          Change Password
        </Button>
        <ButtonLink to="/login" variant="subtle" w="fit-content" px={0}>
          Back to Log In
        </ButtonLink>
      </Stack>
    </form>
  );
}
