import { Alert, Avatar, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { TCandidateRow } from '@ri/contracts/accounts';
import { ApiError } from '../../api/client.ts';
import { signUpCandidatesQueryOptions } from '../../api/accounts/accountRequests.ts';
import type { CandidateSearch } from '../../api/accounts/accountRequests.ts';
import { automaticChoice, opensSelectionModal } from './signUpWizard.ts';
import type { CandidateChoice } from './signUpWizard.ts';

const NONE_VALUE = 'none';

function valueOf(choice: CandidateChoice | null): string | null {
  if (choice === null) return null;
  return choice.kind === 'none' ? NONE_VALUE : String(choice.authorId);
}

function choiceOf(value: string): CandidateChoice {
  return value === NONE_VALUE ? { kind: 'none' } : { kind: 'author', authorId: Number(value) };
}

function initials(candidate: TCandidateRow): string {
  return `${candidate.first_name.charAt(0)}${candidate.last_name.charAt(0)}`.toUpperCase();
}

function CandidateCard({ candidate }: { candidate: TCandidateRow }) {
  const fullName = `${candidate.first_name} ${candidate.last_name}`;
  return (
    <Radio.Card value={String(candidate.author_id)} p="sm" radius="md">
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Radio.Indicator mt={4} />
        <Avatar src={candidate.pic === '' ? null : candidate.pic} alt="" radius="xl" color="brand">
          {initials(candidate)}
        </Avatar>
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600}>{fullName}</Text>
          {candidate.paper === null ? (
            <Text size="sm" c="gray.7">
              No paper on record yet
            </Text>
          ) : (
            <Text size="sm">
              <Text span fs="italic">
                {candidate.paper.journal}
              </Text>
              {': '}
              {candidate.paper.title}
            </Text>
          )}
        </Stack>
      </Group>
    </Radio.Card>
  );
}

function CandidateList({ candidates, choice, onChoose, label, name }: {
  candidates: readonly TCandidateRow[];
  choice: CandidateChoice | null;
  onChoose: (choice: CandidateChoice) => void;
  label: string;
  name: string;
}) {
  return (
    <Radio.Group value={valueOf(choice)} onChange={(value) => onChoose(choiceOf(value))} label={label} name={name}>
      <Stack gap="xs" mt="xs">
        {candidates.map((candidate) => (
          <CandidateCard key={candidate.author_id} candidate={candidate} />
        ))}
        <Radio.Card value={NONE_VALUE} p="sm" radius="md">
          <Group wrap="nowrap" gap="sm">
            <Radio.Indicator />
            <Text fw={600}>None of the above</Text>
          </Group>
        </Radio.Card>
      </Stack>
    </Radio.Group>
  );
}

interface CandidateStepProps {
  search: CandidateSearch;
  fullName: string;
  choice: CandidateChoice | null;
  onChoose: (choice: CandidateChoice | null) => void;
  onCandidatesLoaded: (count: number) => void;
}

/**
 * Step 2: the author records that match the names (GET /api/signup?fn&ln&uid). Exactly one is
 * chosen automatically; several open the 'Select a candidate' modal; 'None of the above' makes a
 * new author record.
 */
export function CandidateStep({ search, fullName, choice, onChoose, onCandidatesLoaded }: CandidateStepProps) {
  const candidates = useQuery(signUpCandidatesQueryOptions(search));
  const [modalOpened, setModalOpened] = useState(false);
  const handledAnswer = useRef<unknown>(null);

  useEffect(() => {
    const answer = candidates.data;
    if (answer === undefined || handledAnswer.current === answer) return;
    handledAnswer.current = answer;
    const list = answer.authors;
    onCandidatesLoaded(list.length);
    // a choice made before (the user came back with PREV) stays if it is still on the list
    const stillListed = choice?.kind === 'none' || (choice?.kind === 'author' && list.some((c) => c.author_id === choice.authorId));
    if (stillListed) return;
    onChoose(automaticChoice(list, answer.autoChoice));
    if (opensSelectionModal(list, answer.autoChoice)) setModalOpened(true);
  }, [candidates.data, choice, onChoose, onCandidatesLoaded]);

  if (candidates.isPending) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Looking for your author profile…</Text>
      </Group>
    );
  }

  if (candidates.isError) {
    // a refused search (a 4xx: the names as typed) is fixed on the previous step, not by asking again; either way
    // 'None of the above' stays open, so a person is never stuck here
    const refused = candidates.error instanceof ApiError && candidates.error.status >= 400 && candidates.error.status < 500;
    return (
      <Stack gap="sm">
        <Alert color="red" variant="light" title="The author list could not be loaded">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{candidates.error.message}</Text>
            {refused ? (
              <Text size="sm">Correct the names with Prev, or choose 'None of the above' to start a new profile.</Text>
            ) : (
              <Button size="xs" variant="light" onClick={() => void candidates.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
        <CandidateList candidates={[]} choice={choice} onChoose={onChoose} label="Your author profile" name="author-candidate" />
      </Stack>
    );
  }

  const list = candidates.data.authors;
  const automatic = automaticChoice(list, candidates.data.autoChoice);
  const summary =
    list.length === 0
      ? `We found no author profile for ${fullName} at this university. Check the names on the previous step, or choose 'None of the above' to start a new profile.`
      : automatic !== null
        ? `We found ${list.length === 1 ? 'one author profile' : `${list.length} author profiles`} for ${fullName} and selected the one at your university. If it is not you, choose another or 'None of the above'.`
        : `We found ${list.length} author profiles that could be yours. Select the one with your papers.`;

  return (
    <Stack gap="sm">
      <Text size="sm">{summary}</Text>
      <CandidateList candidates={list} choice={choice} onChoose={onChoose} label="Your author profile" name="author-candidate" />
      {choice?.kind === 'author' && (
        <Text size="sm" c="gray.7">
          The profile is yours at once when you sign up with the e-mail address on its record or one at its university; otherwise an
          administrator checks the claim first, and you can log in and wait for the decision.
        </Text>
      )}
      {list.length > 1 && (
        <Button variant="subtle" w="fit-content" px={0} onClick={() => setModalOpened(true)}>
          Open the candidate list
        </Button>
      )}
      <Modal opened={modalOpened} onClose={() => setModalOpened(false)} title="Select a candidate" size="lg">
        <CandidateList
          candidates={list}
          choice={choice}
          label="Which of these is you?"
          name="author-candidate-modal"
          onChoose={(next) => {
            onChoose(next);
            setModalOpened(false);
          }}
        />
      </Modal>
    </Stack>
  );
}
