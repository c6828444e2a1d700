import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { TEXT_LIMITS } from '@ri/contracts/limits';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { isValidEmail } from '@ri/metrics';
import { confirmEmailAddress, refuseSignUp, requestVerificationEmail, verificationAccountQueryOptions } from '../../api/accounts/accountRequests.ts';
import { useSignedInUser } from '../../auth/useSignedInUser.ts';
import { ConfirmRemoveModal } from '../../components/ConfirmRemove.tsx';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SignInFields } from '../../components/SignInFields.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { AccountCard } from './AccountCard.tsx';
import { linkAccountText, refuseText, verifySignInErrors, verifyWays } from './verifyLink.ts';

export const EMAIL_NOT_VALID = 'Email is not valid';

/**
 * /verify?token= (the link of the verification e-mail): names the account the link was sent for, then verifies it
 * for its holder only (the account's session, or its user name and password), or removes it with "I did not sign
 * up" (docs/accounts-and-claims.md, "A verification link needs the account's holder"). Without a token it explains
 * where the link is and offers to send it again (GET /api/verify_email?email).
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
              We sent you an e-mail with a verification link when you signed up. Open that link and sign in there to verify
              your address; then you can log in. The link works once and for 24 hours.
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
  const account = useQuery(verificationAccountQueryOptions(token));
  const signedIn = useSignedInUser() !== null;
  const [outcome, setOutcome] = useState<{ kind: 'verified' | 'removed'; message: string } | null>(null);

  if (outcome !== null) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" title={outcome.kind === 'verified' ? 'E-mail verified' : 'Account removed'}>
          {outcome.message}
        </Alert>
        <ButtonLink to={outcome.kind === 'verified' ? '/login' : '/signup'} w="fit-content">
          {outcome.kind === 'verified' ? 'Go to Log In' : 'Sign up'}
        </ButtonLink>
      </Stack>
    );
  }
  if (account.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Opening your verification link…</Text>
      </Group>
    );
  }
  if (account.isError) {
    return (
      <Stack gap="md">
        <Alert color="red" variant="light" role="alert" title="Not verified">
          {account.error.message}
        </Alert>
        <Text size="sm">Enter your e-mail address to get a new verification link.</Text>
        <ResendVerification initialEmail="" />
      </Stack>
    );
  }
  const ways = verifyWays(account.data, signedIn);
  return (
    <Stack gap="md">
      <Text data-testid="verify-account">{linkAccountText(account.data)}</Text>
      {!ways.signIn && (
        <ButtonLink to="/login" w="fit-content">
          Go to Log In
        </ButtonLink>
      )}
      {ways.session && <VerifyWithSession token={token} onVerified={(message) => setOutcome({ kind: 'verified', message })} />}
      {ways.signIn && <VerifySignIn token={token} onVerified={(message) => setOutcome({ kind: 'verified', message })} />}
      {ways.refuse && <RefuseSignUp token={token} username={account.data.username} onRemoved={(message) => setOutcome({ kind: 'removed', message })} />}
    </Stack>
  );
}

/** A session is stored here: the server verifies only if it is the link's account's own (403 otherwise). */
function VerifyWithSession({ token, onVerified }: { token: string; onVerified: (message: string) => void }) {
  const confirm = useMutation({ mutationFn: () => confirmEmailAddress(token, null), onSuccess: (answer) => onVerified(answer.message) });
  return (
    <Stack gap="xs">
      <Button w="fit-content" variant="light" loading={confirm.isPending} onClick={() => { if (!confirm.isPending) confirm.mutate(); }}>
        Verify with the account I am signed in to
      </Button>
      <ErrorLine error={confirm.error} />
    </Stack>
  );
}

function VerifySignIn({ token, onVerified }: { token: string; onVerified: (message: string) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const confirm = useMutation({
    mutationFn: (credentials: { username: string; password: string }) => confirmEmailAddress(token, credentials),
    onSuccess: (answer) => onVerified(answer.message),
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    const found = verifySignInErrors({ username, password });
    setErrors(found);
    if (found.username === undefined && found.password === undefined) confirm.mutate({ username: username.trim(), password });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in to verify the account">
      <Stack gap="sm">
        <SignInFields
          loginLabel="User name or e-mail"
          loginName="username"
          login={username}
          password={password}
          errors={{ login: errors.username, password: errors.password }}
          onLogin={setUsername}
          onPassword={setPassword}
        />
        <ErrorLine error={confirm.error} />
        <Button type="submit" loading={confirm.isPending} w="fit-content">
          Sign in and verify
        </Button>
      </Stack>
    </form>
  );
}

/** "I did not sign up": no sign-in, the link proves the mailbox; asked once more, as every delete (docs/ui.md). */
function RefuseSignUp({ token, username, onRemoved }: { token: string; username: string; onRemoved: (message: string) => void }) {
  const [asking, setAsking] = useState<string | null>(null);
  const refuse = useMutation({ mutationFn: () => refuseSignUp(token), onSuccess: (answer) => onRemoved(answer.message) });
  return (
    <Stack gap="xs" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Text size="sm">{refuseText(username)}</Text>
      <Button variant="outline" color="red" w="fit-content" onClick={() => setAsking(username)}>
        I did not sign up
      </Button>
      <ErrorLine error={refuse.error} />
      <ConfirmRemoveModal
        pending={asking}
        describe={(name) => `Remove the account "${name}" made with your address?`}
        note="Its sign-up and its claim go with it. This cannot be undone."
        busy={refuse.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => { if (!refuse.isPending) refuse.mutate(undefined, { onSettled: () => setAsking(null) }); }}
      />
    </Stack>
  );
}

/** A failed request's message under its form. */
function ErrorLine({ error }: { error: Error | null }) {
  return error === null ? null : (
    <Text c="red.8" size="sm" role="alert">
      {error.message}
    </Text>
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
        <ErrorLine error={resend.error} />
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
