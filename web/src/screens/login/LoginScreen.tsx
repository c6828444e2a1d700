import { Anchor, Box, Button, Card, Center, Stack, Text, TextInput, Title } from '@mantine/core';
import { TEXT_LIMITS } from '@ri/contracts/limits';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { TLoginBody } from '@ri/contracts/auth';
import { requestPasswordReset } from '../../api/auth/authRequests.ts';
import { forgotPasswordEmailError, loginFormErrors } from '../../auth/loginValidation.ts';
import type { LoginFormErrors } from '../../auth/loginValidation.ts';
import { accessFrom, afterLoginTarget } from '../../auth/routeAccess.ts';
import { useAuthController } from '../../auth/useAuthController.ts';
import { SESSION_EXPIRED_TEXT, SIGNED_IN_AS } from '../../auth/signedIn.ts';
import { useSignedInUser } from '../../auth/useSignedInUser.ts';
import { AnchorLink, ButtonLink } from '../../components/RouterLinks.tsx';
import { SignInFields } from '../../components/SignInFields.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import {
  ERROR_TOAST_MS,
  LOGIN_FAILED_ALERT,
  LOGIN_FAILED_TEXT,
  RESET_FAILED_ALERT,
  RESET_FAILED_TEXT,
  resetSentText,
} from './loginMessages.ts';
import { preloadSignedInScreens } from './preloadSignedIn.ts';
import { submitOnNumpadEnter } from './submitKeys.ts';

/** /login (docs/requirements/profile-and-accounts.md: Login screen, sections 5 and 8): sign in, or ask for a password reset. */
export function LoginScreen({ redirectTo, expired = false }: { redirectTo: string | undefined; expired?: boolean }) {
  const [mode, setMode] = useState<'login' | 'forgot'>('login');
  const signedIn = useSignedInUser();
  useDocumentTitle(`${mode === 'login' ? 'Log In' : 'Reset Password'} · ${SITE_NAME}`);

  return (
    <Center px="sm">
      <Card withBorder shadow="sm" padding="lg" radius="md" w="100%" maw={420}>
        {signedIn !== null ? (
          <Box mb="md" p="sm" bg="brand.0" style={{ borderRadius: 'var(--mantine-radius-md)' }} role="status" data-testid="login-signed-in">
            <Text size="sm" mb="xs">You are signed in as {SIGNED_IN_AS[signedIn.type]}.</Text>
            <ButtonLink to={signedIn.dashboard} size="xs">Go to your dashboard</ButtonLink>
            <Text size="xs" c="dimmed" mt="xs">Or log in below with another account.</Text>
          </Box>
        ) : expired ? (
          <Box mb="md" p="sm" bg="yellow.0" style={{ borderRadius: 'var(--mantine-radius-md)', borderLeft: '4px solid var(--mantine-color-yellow-7)' }} role="status" data-testid="login-session-expired">
            <Text size="sm">{SESSION_EXPIRED_TEXT}</Text>
          </Box>
        ) : null}
        {mode === 'login' ? (
          <LoginForm redirectTo={redirectTo} onForgotPassword={() => setMode('forgot')} />
        ) : (
          <ForgotPasswordForm onBack={() => setMode('login')} />
        )}
      </Card>
    </Center>
  );
}

function LoginForm({ redirectTo, onForgotPassword }: { redirectTo: string | undefined; onForgotPassword: () => void }) {
  const auth = useAuthController();
  const navigate = useNavigate();
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginFormErrors>({});

  const login = useMutation({
    mutationFn: (body: TLoginBody) => auth.login(body),
    onSuccess: async (session) => {
      const access = accessFrom(session, auth.store.getSnapshot().adminToken !== null);
      await navigate({ href: afterLoginTarget(redirectTo, access), replace: true });
    },
    onError: () => {
      notifications.show({ color: 'red', message: LOGIN_FAILED_ALERT, autoClose: ERROR_TOAST_MS });
    },
  });

  function submit() {
    if (login.isPending) return;
    const found = loginFormErrors({ email, password });
    setErrors(found);
    if (found.email !== undefined || found.password !== undefined) return;
    // the first screens' code and the chart library load during the login round trip at the latest, not after it
    preloadSignedInScreens(router);
    login.mutate({ username: email.trim(), password });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={onSubmit} onKeyDown={submitOnNumpadEnter(submit)} noValidate aria-labelledby="login-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="login-title">
          Log In
        </Title>
        <SignInFields
          loginLabel="Email"
          loginName="email"
          login={email}
          password={password}
          errors={{ login: errors.email, password: errors.password }}
          onLogin={setEmail}
          onPassword={(value) => {
            setPassword(value);
            // typing the password says a login is coming: the first screens' code loads meanwhile
            preloadSignedInScreens(router);
          }}
          autoFocus
        />
        {login.isError && (
          <Text c="red.8" size="sm" role="alert">
            {LOGIN_FAILED_TEXT} {login.error.message}
          </Text>
        )}
        <Button type="submit" loading={login.isPending} fullWidth>
          Login
        </Button>
        <Stack gap={4} align="center">
          <Anchor component="button" type="button" size="sm" onClick={onForgotPassword}>
            forgot password?
          </Anchor>
          <Text size="sm">
            No account yet? <AnchorLink to="/signup">Sign up</AnchorLink>
          </Text>
        </Stack>
      </Stack>
    </form>
  );
}

type ResetOutcome = { kind: 'sent'; email: string } | { kind: 'failed' } | null;

function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ResetOutcome>(null);

  const reset = useMutation({
    mutationFn: (address: string) => requestPasswordReset(address),
    onSuccess: (_result, address) => setOutcome({ kind: 'sent', email: address }),
    onError: () => {
      setOutcome({ kind: 'failed' });
      notifications.show({ color: 'red', message: RESET_FAILED_ALERT, autoClose: ERROR_TOAST_MS });
    },
  });

  function submit() {
    if (reset.isPending) return;
    const problem = forgotPasswordEmailError(email);
    // shown once, beside the field (not also as a toast)
    setError(problem);
    if (problem !== null) return;
    setOutcome(null);
    reset.mutate(email.trim());
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submit();
  }

  return (
    <form onSubmit={onSubmit} onKeyDown={submitOnNumpadEnter(submit)} noValidate aria-labelledby="forgot-title">
      <Stack gap="md">
        <Title order={1} size="h2" id="forgot-title">
          Reset Password
        </Title>
        <Text size="sm" c="dimmed">
          Enter the email address of your account. We will send you instructions to reset your password.
        </Text>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          maxLength={TEXT_LIMITS.email}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={error}
          autoFocus
        />
        {outcome?.kind === 'sent' && (
          <Text c="green.9" size="sm" role="status">
            {resetSentText(outcome.email)}
          </Text>
        )}
        {outcome?.kind === 'failed' && (
          <Text c="red.8" size="sm" role="alert">
            {RESET_FAILED_TEXT}
          </Text>
        )}
        <Button type="submit" loading={reset.isPending} fullWidth>
          Reset Password
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onBack} style={{ alignSelf: 'center' }}>
          Back to Login
        </Anchor>
      </Stack>
    </form>
  );
}
