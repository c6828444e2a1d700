import { Autocomplete, Avatar, Button, Group, Loader, Modal, Paper, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TCandidateRow } from '@ri/contracts/accounts';
import { signUpCandidatesQueryOptions } from '../../api/accounts/accountRequests.ts';
import { universityAutocompleteQueryOptions } from '../../api/universities/universityQueries.ts';
import { universityIdFor } from '../../screens/signup/signUpWizard.ts';
import {
  CANDIDATE_MESSAGES, CANDIDATE_TOAST_MS, NONE_OF_THE_ABOVE, candidateLookupFor, candidateNameError, confirmModalChoice, lookupOutcome,
  withCandidateFields, type CandidatePickerValue,
} from './candidatePicker.ts';

export interface CandidatePickerProps {
  value: CandidatePickerValue;
  onChange: (value: CandidatePickerValue) => void;
  /** marks the fields in error (docs/requirements/dashboards.md §5: the candidate border turns red) */
  error?: string | null;
  /** the group's legend, e.g. 'Candidate faculty' */
  label?: string;
  /** the id prefix of the fields, for two pickers on one page */
  idPrefix?: string;
}

function showError(message: string) {
  notifications.show({ color: 'red', message, autoClose: CANDIDATE_TOAST_MS });
}

function initials(candidate: TCandidateRow): string {
  return `${candidate.first_name.charAt(0)}${candidate.last_name.charAt(0)}`.toUpperCase();
}

function CandidateSummary({ candidate }: { candidate: TCandidateRow }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="sm">
      <Avatar src={candidate.pic === '' ? null : candidate.pic} alt="" radius="xl" color="brand">{initials(candidate)}</Avatar>
      <Stack gap={2} style={{ minWidth: 0 }}>
        <Text fw={600}>{candidate.first_name} {candidate.last_name}</Text>
        {candidate.univ_name ? <Text size="sm" c="gray.7">{candidate.univ_name}</Text> : null}
        {candidate.paper === null ? (
          <Text size="sm" c="gray.7">No paper on record</Text>
        ) : (
          <Text size="sm" lineClamp={2}>
            <Text span fs="italic">{candidate.paper.journal}</Text>{': '}{candidate.paper.title}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/**
 * The docs/requirements/dashboards.md candidate picker: first name, last name (letters and spaces only) and a university
 * chosen by autocomplete (GET auto/univ/{text}); once all three are valid, GET signup?fn&ln&uid.
 * Exactly one match is chosen automatically; several open the 'Select a candidate' modal (picture,
 * name, one paper's journal and title, 'None of the above', Select) with the seed's messages as
 * 5-second toasts; none reads 'Please enter correct faculty info'.
 */
export function CandidatePicker({ value, onChange: change, error, label = 'Candidate faculty', idPrefix = 'candidate' }: CandidatePickerProps) {
  // a candidate already chosen when the picker appears (a link, a search applied from the URL) is not
  // looked up again, nor its university, until a field is edited: the screen's results do not wait on
  // reads that would only confirm it (issue 22, docs/benchmarks/browser.md)
  const [settled, setSettled] = useState(value.candidateId !== null && value.univId !== null);
  const onChange = (next: CandidatePickerValue) => {
    if (settled) setSettled(false);
    change(next);
  };
  const lookup = settled ? null : candidateLookupFor(value);
  const [debouncedLookup] = useDebouncedValue(lookup, 400);
  // the debounced value only runs once the typing stops; a lookup from a URL runs at once
  const activeLookup = debouncedLookup !== null && lookup !== null && JSON.stringify(debouncedLookup) === JSON.stringify(lookup) ? lookup : null;
  const candidates = useQuery({
    ...signUpCandidatesQueryOptions(activeLookup ?? { fn: '', ln: '', uid: 0 }, { signedIn: true }),
    enabled: activeLookup !== null,
  });
  const [universityText] = useDebouncedValue(value.univName.trim(), 250);
  // `enabled` replaces the options' own (no text, no request): both conditions, or every visit asked GET auto/univ/ (a 400)
  const suggestions = useQuery({ ...universityAutocompleteQueryOptions(universityText), placeholderData: keepPreviousData, enabled: !settled && universityText !== '' });
  const universities = universityText === '' ? [] : (suggestions.data ?? []);

  const [modalOpened, setModalOpened] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [noMatch, setNoMatch] = useState(false);
  const handledAnswer = useRef<unknown>(null);
  const latest = useRef({ value, onChange: change });
  latest.current = { value, onChange: change };

  // the university text decides the id: an exact name, or the only suggestion
  useEffect(() => {
    // only an answer for the text as it is now decides (a chosen id from a URL stays while the list loads)
    if (settled || suggestions.data === undefined || suggestions.isPlaceholderData || universityText === '' || universityText !== value.univName.trim()) return;
    const matched = universityIdFor(value.univName, suggestions.data ?? []);
    if (matched !== value.univId) change(withCandidateFields(value, { univId: matched }));
  }, [settled, suggestions.data, suggestions.isPlaceholderData, universityText, value, change]);

  // each answer of the lookup: keep the chosen id, choose the only match, or open the modal
  useEffect(() => {
    const answer = candidates.data;
    if (answer === undefined || activeLookup === null || handledAnswer.current === answer) return;
    handledAnswer.current = answer;
    const current = latest.current.value;
    const outcome = lookupOutcome(answer.authors, current.candidateId, answer.autoChoice);
    setNoMatch(outcome.kind === 'noMatch');
    if (outcome.kind === 'keep' || outcome.kind === 'choose') {
      if (current.candidate?.author_id !== outcome.candidate.author_id) {
        latest.current.onChange({ ...current, candidateId: outcome.candidate.author_id, candidate: outcome.candidate });
      }
    } else if (outcome.kind === 'openModal') {
      setPicked(null);
      setModalOpened(true);
    }
  }, [candidates.data, activeLookup]);

  const list = candidates.data?.authors ?? [];
  const nameError = (text: string) => candidateNameError(text) ?? Boolean(error);
  const confirm = () => {
    const outcome = confirmModalChoice(picked, list);
    if (outcome.ok) {
      onChange({ ...value, candidateId: outcome.candidate.author_id, candidate: outcome.candidate });
      setModalOpened(false);
      return;
    }
    showError(outcome.message);
    if (outcome.clearCandidate) onChange({ ...value, candidateId: null, candidate: null });
    if (outcome.closeModal) setModalOpened(false);
  };

  return (
    <Paper withBorder p="sm" radius="md" style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined} component="fieldset" aria-describedby={error ? `${idPrefix}-error` : undefined}>
      <Text component="legend" fw={600} size="sm" px={4}>{label}</Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          id={`${idPrefix}-first-name`}
          label="First name"
          value={value.firstName}
          autoComplete="off"
          onChange={(event) => onChange(withCandidateFields(value, { firstName: event.currentTarget.value }))}
          error={nameError(value.firstName)}
        />
        <TextInput
          id={`${idPrefix}-last-name`}
          label="Last name"
          value={value.lastName}
          autoComplete="off"
          onChange={(event) => onChange(withCandidateFields(value, { lastName: event.currentTarget.value }))}
          error={nameError(value.lastName)}
        />
        <Autocomplete
          id={`${idPrefix}-university`}
          label="University"
          placeholder="Start typing a university"
          autoComplete="off"
          value={value.univName}
          data={[...new Set(universities.map((university) => university.name))]}
          limit={20}
          // the server already matched the text (abbreviations too); Mantine's filter would hide them
          filter={({ options }) => options}
          onChange={(text) => {
            const exact = universities.find((university) => university.name === text);
            onChange(withCandidateFields(value, { univName: text, univId: exact?.univ_id ?? null }));
          }}
          rightSection={suggestions.isFetching ? <Loader size="xs" aria-label="Looking up universities" /> : null}
          error={Boolean(error) && value.univId === null}
        />
      </SimpleGrid>
      <Group mt="sm" gap="sm" justify="space-between" wrap="nowrap" aria-live="polite">
        {candidates.isFetching ? (
          <Group gap="xs"><Loader size="xs" aria-hidden /><Text size="sm">Looking for matching faculty…</Text></Group>
        ) : value.candidate ? (
          <CandidateSummary candidate={value.candidate} />
        ) : settled ? (
          <Text size="sm">{`${value.firstName} ${value.lastName}`.trim() || 'The candidate'} chosen{value.univName ? ` at ${value.univName}` : ''}.</Text>
        ) : candidates.isError ? (
          <Text size="sm" c="red">{candidates.error.message}</Text>
        ) : noMatch && lookup !== null ? (
          <Text size="sm" c="red">{CANDIDATE_MESSAGES.correctFacultyInfo}</Text>
        ) : (
          <Text size="sm" c="dimmed">Type the first name, last name and university to find the faculty member.</Text>
        )}
        {list.length > 1 && !candidates.isFetching ? (
          <Button variant="light" size="xs" onClick={() => { setPicked(value.candidateId === null ? null : String(value.candidateId)); setModalOpened(true); }}>
            {value.candidate ? 'Change' : 'Choose'}
          </Button>
        ) : null}
      </Group>
      {error ? <Text id={`${idPrefix}-error`} size="sm" c="red" mt={4}>{error}</Text> : null}
      <Modal opened={modalOpened} onClose={() => setModalOpened(false)} title="Select a candidate" size="lg">
        <Radio.Group value={picked} onChange={setPicked} name={`${idPrefix}-choice`} label="Matching faculty">
          <Stack gap="xs" mt="xs">
            {list.map((candidate) => (
              <Radio.Card key={candidate.author_id} value={String(candidate.author_id)} p="sm" radius="md" aria-label={`${candidate.first_name} ${candidate.last_name}${candidate.univ_name ? `, ${candidate.univ_name}` : ''}`}>
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator mt={4} />
                  <CandidateSummary candidate={candidate} />
                </Group>
              </Radio.Card>
            ))}
            <Radio.Card value={NONE_OF_THE_ABOVE} p="sm" radius="md" aria-label="None of the above">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Text fw={600}>None of the above</Text>
              </Group>
            </Radio.Card>
          </Stack>
        </Radio.Group>
        <Group justify="flex-end" mt="md">
          <Button onClick={confirm}>Select</Button>
        </Group>
      </Modal>
    </Paper>
  );
}
