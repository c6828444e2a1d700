import { Alert, Button, Card, Center, Group, PasswordInput, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { requestVerificationEmail, submitSignUp } from '../../api/accounts/accountRequests.ts';
import { loadContracts } from '../../api/lazyContracts.ts';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { CandidateStep } from './CandidateStep.tsx';
import {
  EMPTY_ACCOUNT, EMPTY_NAMES, WIZARD_MESSAGES, WIZARD_TOAST_MS, accountErrors, candidateOutcome, candidateSearchFor, checkNames, hasErrors,
  previousStep, signUpBody, signUpFailure, stepIndex,
} from './signUpWizard.ts';
import type { AccountErrors, AccountForm, CandidateChoice, NamesCheck, NamesForm, SignUpFailure, WizardStep } from './signUpWizard.ts';
import { UniversityAutocomplete } from './UniversityAutocomplete.tsx';

type Outcome = { kind: 'created'; email: string } | { kind: 'failed' } | null;
type SignUpResult = { kind: 'created'; email: string } | { kind: 'failed'; failure: SignUpFailure };

function showError(message: string) {
  notifications.show({ color: 'red', message, autoClose: WIZARD_TOAST_MS });
}

/** /signup (seed 000 "Sign-up wizard"): names and university, author record, account; then success or failure. */
export function SignUpScreen() {
  useDocumentTitle(`Sign Up · ${SITE_NAME}`);
  const [step, setStep] = useState<WizardStep>('names');
  const [names, setNames] = useState<NamesForm>(EMPTY_NAMES);
  const [namesCheck, setNamesCheck] = useState<NamesCheck | null>(null);
  const [choice, setChoice] = useState<CandidateChoice | null>(null);
  const [candidateCount, setCandidateCount] = useState(0);
  const [stepMessage, setStepMessage] = useState<string | null>(null);
  const [account, setAccount] = useState<AccountForm>(EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const signUp = useMutation({
    mutationFn: async (form: { names: NamesForm; choice: CandidateChoice; account: AccountForm }): Promise<SignUpResult> => {
      try {
        await submitSignUp(signUpBody(form.names, form.choice, form.account));
      } catch (error) {
        const contracts = await loadContracts().catch(() => null);
        return { kind: 'failed', failure: contracts === null ? { kind: 'screen', message: WIZARD_MESSAGES.failed } : signUpFailure(error, contracts.SIGN_UP_EXISTS_MESSAGE) };
      }
      // seed 000 section 7: after success, GET verify_email. The server already sent the e-mail and
      // ignores a second request within a minute, so a failure here does not undo the account.
      await requestVerificationEmail(form.account.email.trim()).catch(() => undefined);
      return { kind: 'created', email: form.account.email.trim() };
    },
    onSuccess: (result) => {
      if (result.kind === 'created') {
        setOutcome({ kind: 'created', email: result.email });
        return;
      }
      const { failure } = result;
      if (failure.kind === 'screen') {
        setOutcome({ kind: 'failed' });
        return;
      }
      showError(failure.message);
      setStepMessage(failure.message);
      if (failure.field !== null) setErrors((current) => ({ ...current, [failure.field as string]: failure.message }));
      setStep(failure.step);
    },
    // anything else (a bug, not an answer of the server) ends on the failure screen
    onError: () => setOutcome({ kind: 'failed' }),
  });

  const chooseCandidate = useCallback((next: CandidateChoice | null) => {
    setChoice(next);
    setStepMessage(null);
  }, []);
  const changeNames = useCallback((patch: Partial<NamesForm>) => {
    setNames((current) => ({ ...current, ...patch }));
  }, []);
  const changeUniversity = useCallback(
    (next: { name: string; universityId: number | null }) => changeNames({ univName: next.name, univId: next.universityId }),
    [changeNames],
  );

  function goTo(next: WizardStep) {
    setStepMessage(null);
    setStep(next);
  }

  function next() {
    if (step === 'names') {
      const check = checkNames(names);
      setNamesCheck(check);
      if (!check.ok) {
        setStepMessage(check.message);
        if (check.message !== null) showError(check.message);
        return;
      }
      goTo('candidate');
    } else if (step === 'candidate') {
      const result = candidateOutcome(candidateCount, choice);
      if (!result.ok) {
        setStepMessage(result.message);
        showError(result.message);
        return;
      }
      if (result.notice !== null) notifications.show({ color: 'brand', message: result.notice, autoClose: WIZARD_TOAST_MS });
      goTo('account');
    }
  }

  function submitAccount() {
    if (signUp.isPending || choice === null) return;
    const found = accountErrors(account);
    setErrors(found);
    if (hasErrors(found)) {
      setStepMessage(null);
      return;
    }
    setStepMessage(null);
    signUp.mutate({ names, choice, account });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step === 'account') submitAccount();
    else next();
  }

  function startOver() {
    setStep('names');
    setNames(EMPTY_NAMES);
    setNamesCheck(null);
    setChoice(null);
    setCandidateCount(0);
    setAccount(EMPTY_ACCOUNT);
    setErrors({});
    setStepMessage(null);
    setOutcome(null);
    signUp.reset();
  }

  if (outcome !== null) {
    return (
      <SignUpCard>
        {outcome.kind === 'created' ? <SignUpSucceeded email={outcome.email} /> : <SignUpFailed onStartOver={startOver} />}
      </SignUpCard>
    );
  }

  const search = candidateSearchFor(names);
  const back = previousStep(step);

  return (
    <SignUpCard>
      <form onSubmit={onSubmit} noValidate aria-labelledby="signup-title">
        <Stack gap="md">
          <Title order={1} size="h2" id="signup-title">
            Sign Up
          </Title>
          <Stepper active={stepIndex(step)} size="sm" allowNextStepsSelect={false} aria-label="Sign-up steps">
            <Stepper.Step label="Your name" />
            <Stepper.Step label="Your profile" />
            <Stepper.Step label="Your account" />
          </Stepper>

          {step === 'names' && (
            <Stack gap="sm">
              <TextInput
                label="First name"
                name="firstName"
                autoComplete="given-name"
                required
                value={names.firstName}
                onChange={(event) => changeNames({ firstName: event.currentTarget.value })}
                error={namesCheck?.missing.firstName && names.firstName.trim() === ''}
                autoFocus
              />
              <TextInput
                label="Middle name (optional)"
                name="midName"
                autoComplete="additional-name"
                value={names.midName}
                onChange={(event) => changeNames({ midName: event.currentTarget.value })}
              />
              <TextInput
                label="Last name"
                name="lastName"
                autoComplete="family-name"
                required
                value={names.lastName}
                onChange={(event) => changeNames({ lastName: event.currentTarget.value })}
                error={namesCheck?.missing.lastName && names.lastName.trim() === ''}
              />
              <UniversityAutocomplete
                name={names.univName}
                universityId={names.univId}
                onChange={changeUniversity}
                error={namesCheck?.missing.university && names.univId === null}
              />
            </Stack>
          )}

          {step === 'candidate' && search !== null && (
            <CandidateStep
              search={search}
              fullName={`${names.firstName.trim()} ${names.lastName.trim()}`}
              choice={choice}
              onChoose={chooseCandidate}
              onCandidatesLoaded={setCandidateCount}
            />
          )}

          {step === 'account' && (
            <Stack gap="sm">
              <TextInput
                label="Username"
                name="username"
                autoComplete="username"
                required
                value={account.username}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAccount((current) => ({ ...current, username: value }));
                }}
                error={errors.username}
                autoFocus
              />
              <TextInput
                label="Email"
                name="email"
                type="email"
                autoComplete="email"
                required
                description="Your university e-mail address (ending in .edu)"
                value={account.email}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAccount((current) => ({ ...current, email: value }));
                }}
                error={errors.email}
              />
              <PasswordInput
                label="Password"
                name="password"
                autoComplete="new-password"
                required
                description="At least 8 characters; a long phrase is best"
                value={account.password}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAccount((current) => ({ ...current, password: value }));
                }}
                error={errors.password}
              />
              <PasswordInput
                label="Confirm password"
                name="confirmPassword"
                autoComplete="new-password"
                required
                value={account.confirmPassword}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setAccount((current) => ({ ...current, confirmPassword: value }));
                }}
                error={errors.confirmPassword}
              />
            </Stack>
          )}

          {stepMessage !== null && (
            <Text c="red.8" size="sm" role="alert">
              {stepMessage}
            </Text>
          )}

          <Group justify="space-between">
            {back !== null ? (
              <Button variant="default" onClick={() => goTo(back)} disabled={signUp.isPending}>
                Prev
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" loading={signUp.isPending}>
              {step === 'account' ? 'Sign Up' : 'Next'}
            </Button>
          </Group>

          <Text size="sm" ta="center">
            Already have an account? <ButtonLink to="/login" variant="subtle" size="compact-sm">Log in</ButtonLink>
          </Text>
        </Stack>
      </form>
    </SignUpCard>
  );
}

function SignUpCard({ children }: { children: ReactNode }) {
  return (
    <Center px="sm">
      <Card withBorder shadow="sm" padding="lg" radius="md" w="100%" maw={560}>
        {children}
      </Card>
    </Center>
  );
}

function SignUpSucceeded({ email }: { email: string }) {
  return (
    <Stack gap="md" role="status">
      <Group gap="xs" wrap="nowrap">
        <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden />
        <Title order={1} size="h2">
          Account created
        </Title>
      </Group>
      <Text>
        We have sent a verification link to <strong>{email}</strong>. Open it from your inbox to verify your e-mail
        address, then log in.
      </Text>
      <Group gap="sm">
        <ButtonLink to="/login">Go to Log In</ButtonLink>
        <ButtonLink to="/verify" search={{ email }} variant="subtle">
          No e-mail? Send it again
        </ButtonLink>
      </Group>
    </Stack>
  );
}

function SignUpFailed({ onStartOver }: { onStartOver: () => void }) {
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="nowrap">
        <IconCircleX size={28} color="var(--mantine-color-red-8)" aria-hidden />
        <Title order={1} size="h2">
          Sign up failed
        </Title>
      </Group>
      <Alert color="red" variant="light" role="alert">
        {WIZARD_MESSAGES.failed}
      </Alert>
      <Button onClick={onStartOver} w="fit-content">
        Start over
      </Button>
    </Stack>
  );
}
