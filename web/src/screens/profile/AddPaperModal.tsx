import { Alert, Button, Divider, Group, List, Modal, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TDoiSearchResponse } from '@ri/contracts';
import { addPaperTooltip, messageFor, validateDoi } from '@ri/metrics';
import { changePaperLink, journalAutocompleteQueryOptions, journalYearPapersQueryOptions, searchPaperByDoi } from '../../api/papers/paperQueries.ts';
import { profileKeys } from '../../api/profile/profileQueries.ts';
import { DOI_CHECK_FAILED, PAPER_ADD_FAILED, paperYears } from './profilePage.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  coAuthorId: number | null;
}

/** Add Your Paper (seed 000 section 2): a DOI with Check, or a journal and a year then Select Paper; Add. */
export function AddPaperModal({ opened, onClose, coAuthorId }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Your Paper" size="lg">
      {opened && <AddPaperForm onDone={onClose} coAuthorId={coAuthorId} />}
    </Modal>
  );
}

function AddPaperForm({ onDone, coAuthorId }: { onDone: () => void; coAuthorId: number | null }) {
  const queryClient = useQueryClient();
  const currentYear = new Date().getFullYear();
  const [doi, setDoi] = useState('');
  const [doiMessage, setDoiMessage] = useState<string | null>(null);
  const [doiPaper, setDoiPaper] = useState<TDoiSearchResponse | null>(null);
  const [journalSearch, setJournalSearch] = useState('');
  const [debouncedJournalSearch] = useDebouncedValue(journalSearch, 300);
  const [journal, setJournal] = useState<{ value: string; label: string } | null>(null);
  const journalId = journal?.value ?? null;
  const [year, setYear] = useState<string | null>(null);
  const [paperId, setPaperId] = useState<string | null>(null);

  // once a journal is chosen the box shows its label: no new look-up for that text
  const journals = useQuery(journalAutocompleteQueryOptions(journal !== null && debouncedJournalSearch === journal.label ? '' : debouncedJournalSearch));
  const papers = useQuery(journalYearPapersQueryOptions(journalId === null ? null : Number(journalId), year === null ? null : Number(year)));

  const check = useMutation({
    mutationFn: searchPaperByDoi,
    onSuccess: (answer) => {
      if (answer.id === undefined) {
        setDoiPaper(null);
        setDoiMessage(answer.message ?? 'Please enter a correct DOI');
        return;
      }
      setDoiMessage(answer.on_profile === true ? 'This paper is already on this profile.' : null);
      setDoiPaper(answer);
    },
    onError: (error) => {
      setDoiPaper(null);
      setDoiMessage(error.message === '' ? DOI_CHECK_FAILED : `${DOI_CHECK_FAILED} ${error.message}`);
    },
  });

  const add = useMutation({
    mutationFn: (id: number) => changePaperLink('add', id, coAuthorId),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileKeys.all });
      notifications.show({ color: 'green', message: 'Paper added.', autoClose: 3000 });
      onDone();
    },
    onError: (error) => notifications.show({ color: 'red', title: PAPER_ADD_FAILED, message: error.message, autoClose: 5000 }),
  });

  const runCheck = () => {
    const issues = validateDoi(doi);
    if (issues.length > 0) {
      setDoiPaper(null);
      setDoiMessage(messageFor(issues, 'doi'));
      return;
    }
    check.mutate(doi);
  };

  // a paper found by DOI wins over the journal/year choice
  const chosenId = doiPaper?.id ?? (paperId === null ? null : Number(paperId));
  const tooltip = doiPaper !== null ? (doiPaper.on_profile === true ? ['This paper is already on this profile.'] : []) : addPaperTooltip({ journalId, paperId, year }, { currentYear, isAdmin: false });
  const found = (journals.data ?? []).map((option) => ({ value: String(option.id), label: option.issn === '' ? option.name : `${option.name} (${option.issn})` }));
  // the chosen journal stays among the options, so the box keeps showing it
  const journalData = journal !== null && !found.some((option) => option.value === journal.value) ? [journal, ...found] : found;

  return (
    <Stack gap="sm">
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="DOI"
          placeholder="10.1000/xyz123"
          value={doi}
          onChange={(event) => {
            setDoi(event.currentTarget.value);
            setDoiMessage(null);
            setDoiPaper(null);
          }}
        />
        <Button variant="light" onClick={runCheck} loading={check.isPending}>
          Check
        </Button>
      </Group>
      {doiMessage !== null && (
        <Text c="red" size="sm" role="alert">
          {doiMessage}
        </Text>
      )}
      {doiPaper !== null && (
        <Alert color="green" title="Paper found">
          {doiPaper.title}
          {doiPaper.publication_name !== undefined && ` — ${doiPaper.publication_name}`}
          {doiPaper.publication_year !== undefined && doiPaper.publication_year !== null && ` (${doiPaper.publication_year})`}
        </Alert>
      )}

      <Divider label="or" labelPosition="center" />

      <Select
        label="Journal"
        placeholder="Type a journal name or ISSN"
        searchable
        data={journalData}
        searchValue={journalSearch}
        onSearchChange={setJournalSearch}
        value={journalId}
        onChange={(value, option) => {
          setJournal(value === null || option === null ? null : { value, label: option.label });
          setPaperId(null);
        }}
        nothingFoundMessage={journalSearch.trim().length < 2 ? 'Type at least 2 characters' : journals.isFetching ? 'Searching…' : 'No journal found'}
        filter={({ options }) => options}
        clearable
      />
      <Select
        label="Year"
        placeholder="Select a year"
        searchable
        data={paperYears(currentYear)}
        value={year}
        onChange={(value) => {
          setYear(value);
          setPaperId(null);
        }}
      />
      <Select
        label="Select Paper"
        placeholder={journalId === null || year === null ? 'Choose a journal and a year first' : papers.isFetching ? 'Loading papers…' : 'Select Paper'}
        searchable
        disabled={journalId === null || year === null}
        data={(papers.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
        value={paperId}
        onChange={setPaperId}
        nothingFoundMessage="No paper found for this journal and year"
      />

      <Group justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Tooltip
          disabled={tooltip.length === 0}
          multiline
          label={
            <List size="xs" listStyleType="none">
              {tooltip.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          }
        >
          {/* a wrapper, so that the tooltip shows on a disabled button */}
          <span>
            <Button disabled={tooltip.length > 0 || chosenId === null} loading={add.isPending} onClick={() => chosenId !== null && add.mutate(chosenId)}>
              Add
            </Button>
          </span>
        </Tooltip>
      </Group>
    </Stack>
  );
}
