import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { TEXT_LIMITS } from '@ri/contracts/limits';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { isValidEmail } from '@ri/metrics';
import { emailConfirmationQueryOptions, requestVerificationEmail } from '../../api/accounts/accountRequests.ts';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { AccountCard } from './AccountCard.tsx';

export const EMAIL_NOT_VALID = 'Email is not valid';

/**
 * /verify?token= (the link of the verification e-mail): confirms the address with POST
 * /api/verify_email and shows the server's answer. Without a token it explains where the link
 * is and offers to send it again (GET /api/verify_email?email).
 */
export function VerifyEmailScreen({ token, email }: { token: string | undefined; email: string | undefined }) {
  useDocumentTitle(`Verify Your Email · ${SITE_NAME}`);
  return (
    <AccountCard>
      <Stack gap="md">
        <Title order={1} size="h2">
          Verify Your Email
        </Title>
        {token === undefined ? (
          <>
            <Text>
              We sent you an e-mail with a verification link when you signed up. Open that link to verify your address; then
              you can log in. The link works once and for 24 hours.
            </Text>
            <ResendVerification initialEmail={email ?? ''} />
          </>
        ) : (
          <ConfirmEmail token={token} />
        )}
      </Stack>
    </AccountCard>
  );
}

function ConfirmEmail({ token }: { token: string }) {
  const confirmation = useQuery(emailConfirmationQueryOptions(token));

  if (confirmation.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Verifying your e-mail address…</Text>
      </Group>
    );
  }
  if (confirmation.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="Not verified">
          {confirmation.error.message}
        </Alert>
        <Text size="sm">Enter your e-mail address to get a new verification link.</Text>
        <ResendVerification initialEmail="" />
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="green" variant="light" role="status" title="E-mail verified">
        {confirmation.data.message}
      </Alert>
      <ButtonLink to="/login" w="fit-content">
        Go to Log In
      </ButtonLink>
    </Stack>
  );
}

function ResendVerification({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | null>(null);
  const resend = useMutation({ mutationFn: (address: string) => requestVerificationEmail(address) });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (resend.isPending) return;
    const problem = isValidEmail(email) ? null : EMAIL_NOT_VALID;
    setError(problem);
    if (problem === null) resend.mutate(email.trim());
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send the verification e-mail again">
      <Stack gap="sm">
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
        />
        {resend.isSuccess && (
          <Text c="green.9" size="sm" role="status">
            {resend.data.message}
          </Text>
        )}
        {resend.isError && (
          <Text c="red.8" size="sm" role="alert">
            {resend.error.message}
          </Text>
        )}
        <Group justify="space-between">
          <Button type="submit" loading={resend.isPending}>
            Send the link again
          </Button>
          <ButtonLink to="/login" variant="subtle">
            Go to Log In
          </ButtonLink>
        </Group>
      </Stack>
    </form>
  );
}
