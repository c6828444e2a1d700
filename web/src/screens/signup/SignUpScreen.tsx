import { Alert, Anchor, Button, Card, Center, Group, PasswordInput, Stack, Stepper, Text, TextInput, Title } from '@mantine/core';
import { TEXT_LIMITS } from '@ri/contracts/limits';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { requestVerificationEmail, submitSignUp } from '../../api/accounts/accountRequests.ts';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { CandidateStep } from './CandidateStep.tsx';
import {
  EMPTY_ACCOUNT, EMPTY_NAMES, WIZARD_MESSAGES, WIZARD_TOAST_MS, accountErrors, candidateOutcome, candidateSearchFor, checkNames, hasErrors,
  namesFormMessage, placeFailure, previousStep, signUpBody, signUpFailure, stepIndex,
} from './signUpWizard.ts';
import type { AccountErrors, AccountForm, CandidateChoice, NamesCheck, NamesForm, SignUpFailure, WizardStep } from './signUpWizard.ts';
import { UniversityAutocomplete } from './UniversityAutocomplete.tsx';

type Created = { kind: 'created'; email: string; claim: 'granted' | 'pending' | 'new_author'; universityRequested: boolean };
type Outcome = Created | { kind: 'failed' } | null;
type SignUpResult = Created | { kind: 'failed'; failure: SignUpFailure };

/** /signup (docs/requirements/profile-and-accounts.md "Sign-up wizard"): names and university, author record, account; then success or failure. */
export function SignUpScreen() {
  useDocumentTitle(`Sign Up · ${SITE_NAME}`);
  const [step, setStep] = useState<WizardStep>('names');
  const [names, setNames] = useState<NamesForm>(EMPTY_NAMES);
  const [namesCheck, setNamesCheck] = useState<NamesCheck | null>(null);
  const [choice, setChoice] = useState<CandidateChoice | null>(null);
  const [candidateCount, setCandidateCount] = useState(0);
  const [account, setAccount] = useState<AccountForm>(EMPTY_ACCOUNT);
  const [errors, setErrors] = useState<AccountErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  // issue 22: errors are shown inline only, once: beside their field, or (naming no field) above the buttons; never also as a toast
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const showError = (message: string | null) => setFormMessage(message);

  const signUp = useMutation({
    mutationFn: async (form: { names: NamesForm; choice: CandidateChoice; account: AccountForm }): Promise<SignUpResult> => {
      let answer;
      try {
        answer = await submitSignUp(signUpBody(form.names, form.choice, form.account));
      } catch (error) {
        const contracts = await import('@ri/contracts/accounts').catch(() => null);
        return { kind: 'failed', failure: contracts === null ? { kind: 'screen', message: WIZARD_MESSAGES.failed } : signUpFailure(error, contracts.SIGN_UP_EXISTS_MESSAGE) };
      }
      // docs/requirements/profile-and-accounts.md §7: after success, GET verify_email. The server already sent the e-mail and
      // ignores a second request within a minute, so a failure here does not undo the account.
      await requestVerificationEmail(form.account.email.trim()).catch(() => undefined);
      return { kind: 'created', email: form.account.email.trim(), claim: answer.claim, universityRequested: answer.university_request === 'pending' };
    },
    onSuccess: (result) => {
      if (result.kind === 'created') {
        setOutcome(result);
        return;
      }
      const { failure } = result;
      if (failure.kind === 'screen') {
        setOutcome({ kind: 'failed' });
        return;
      }
      // once: beside its field when the answer names one of the form, else in one toast (issue 22 showed it three times)
      const placement = placeFailure(failure);
      if (placement.where === 'field') setErrors((current) => ({ ...current, [placement.field]: placement.message }));
      else showError(placement.message);
      setStep(failure.step);
    },
    // anything else (a bug, not an answer of the server) ends on the failure screen
    onError: () => setOutcome({ kind: 'failed' }),
  });

  const chooseCandidate = useCallback((next: CandidateChoice | null) => {
    setChoice(next);
  }, []);
  const changeNames = useCallback((patch: Partial<NamesForm>) => {
    setNames((current) => ({ ...current, ...patch }));
  }, []);
  const changeUniversity = useCallback(
    (next: { name: string; universityId: number | null }) => changeNames({ univName: next.name, univId: next.universityId }),
    [changeNames],
  );

  function goTo(next: WizardStep) {
    setFormMessage(null);
    setStep(next);
  }

  function next() {
    showError(null);
    if (step === 'names') {
      const check = checkNames(names);
      setNamesCheck(check);
      if (!check.ok) {
        showError(namesFormMessage(check, names.requestUniversity));
        return;
      }
      if (names.requestUniversity) {
        // an unlisted university has no author records: the account starts a new profile, and the request goes to the team
        setChoice({ kind: 'none' });
        goTo('account');
        return;
      }
      goTo('candidate');
    } else if (step === 'candidate') {
      const result = candidateOutcome(candidateCount, choice);
      if (!result.ok) {
        showError(result.message);
        return;
      }
      if (result.notice !== null) notifications.show({ color: 'brand', message: result.notice, autoClose: WIZARD_TOAST_MS });
      goTo('account');
    }
  }

  function submitAccount() {
    if (signUp.isPending || choice === null) return;
    showError(null);
    const found = accountErrors(account);
    setErrors(found);
    if (hasErrors(found)) return;
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
    setFormMessage(null);
    setOutcome(null);
    signUp.reset();
  }

  if (outcome !== null) {
    return (
      <SignUpCard>
        {outcome.kind === 'created' ? <SignUpSucceeded created={outcome} /> : <SignUpFailed onStartOver={startOver} />}
      </SignUpCard>
    );
  }

  const search = candidateSearchFor(names);
  const back = step === 'account' && names.requestUniversity ? 'names' : previousStep(step);
  const nameError = (message: string | null | undefined, missing: boolean | undefined, value: string) =>
    message ?? (missing && value.trim() === '' ? true : undefined);

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
                maxLength={TEXT_LIMITS.personName}
                autoComplete="given-name"
                required
                value={names.firstName}
                onChange={(event) => changeNames({ firstName: event.currentTarget.value })}
                error={nameError(namesCheck?.errors.firstName === WIZARD_MESSAGES.fillAllFields ? null : namesCheck?.errors.firstName, namesCheck?.missing.firstName, names.firstName)}
                autoFocus
              />
              <TextInput
                label="Middle name (optional)"
                name="midName"
                maxLength={TEXT_LIMITS.personName}
                autoComplete="additional-name"
                value={names.midName}
                onChange={(event) => changeNames({ midName: event.currentTarget.value })}
                error={namesCheck?.errors.midName ?? undefined}
              />
              <TextInput
                label="Last name"
                name="lastName"
                maxLength={TEXT_LIMITS.personName}
                autoComplete="family-name"
                required
                value={names.lastName}
                onChange={(event) => changeNames({ lastName: event.currentTarget.value })}
                error={nameError(namesCheck?.errors.lastName === WIZARD_MESSAGES.fillAllFields ? null : namesCheck?.errors.lastName, namesCheck?.missing.lastName, names.lastName)}
              />
              {names.requestUniversity ? (
                <Stack gap="xs">
                  <TextInput
                    label="University (not in our list)"
                    name="requestedUniversity"
                    required
                    value={names.univName}
                    onChange={(event) => changeNames({ univName: event.currentTarget.value })}
                    error={namesCheck?.errors.university ?? undefined}
                  />
                  <TextInput
                    label="School"
                    name="requestedSchool"
                    required
                    description="Its business school; we add both and tell you by e-mail"
                    value={names.univSchool}
                    onChange={(event) => changeNames({ univSchool: event.currentTarget.value })}
                    error={namesCheck?.errors.school ?? undefined}
                  />
                  <Text size="sm">
                    Found it after all?{' '}
                    <Anchor component="button" type="button" size="sm" onClick={() => changeNames({ requestUniversity: false, univSchool: '' })}>
                      Choose from the list
                    </Anchor>
                  </Text>
                </Stack>
              ) : (
                <>
                  <UniversityAutocomplete
                    name={names.univName}
                    universityId={names.univId}
                    onChange={changeUniversity}
                    error={namesCheck?.missing.university && names.univId === null}
                  />
                  <Text size="sm">
                    University not in the list?{' '}
                    <Anchor component="button" type="button" size="sm" onClick={() => changeNames({ requestUniversity: true, univId: null })}>
                      Add Your University
                    </Anchor>
                  </Text>
                </>
              )}
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
                maxLength={TEXT_LIMITS.username}
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
                maxLength={TEXT_LIMITS.email}
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
                maxLength={TEXT_LIMITS.password}
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
                maxLength={TEXT_LIMITS.password}
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

          {formMessage !== null && (
            <Alert color="red" variant="light" role="alert" data-testid="signup-form-message">
              {formMessage}
            </Alert>
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

function SignUpSucceeded({ created }: { created: Created }) {
  const { email } = created;
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
      {created.claim === 'pending' && (
        <Alert color="yellow" variant="light" title="Your profile claim is under review">
          Your e-mail address is not the one on the author profile you chose, nor at its university&apos;s e-mail domains, so an administrator
          checks the claim first. You can log in; until the claim is approved you will not see or edit that profile. We will e-mail you the decision.
        </Alert>
      )}
      {created.claim === 'granted' && (
        <Text size="sm">Your e-mail address matches the author profile you chose: it is yours as soon as you verify the address.</Text>
      )}
      {created.universityRequested && (
        <Alert color="blue" variant="light" title="University requested">
          We have asked our team to add your university; your profile starts without one and we will set it when it is added.
        </Alert>
      )}
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
