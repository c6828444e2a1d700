import { Alert, Button, Divider, Group, List, Modal, Radio, RangeSlider, Select, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TDoiSearchResponse } from '@ri/contracts/papers';
import { addPaperTooltip, messageFor, validateDoi, validatePaperYearRange, YEAR_LOWER_BOUNDS } from '@ri/metrics';
import {
  changePaperLink, journalAutocompleteQueryOptions, journalYearPapersQueryOptions, manualMappingQueryOptions, missingPapersQueryOptions, searchPaperByDoi,
} from '../../api/papers/paperQueries.ts';
import { profileKeys } from '../../api/profile/profileQueries.ts';
import { PaperRequestModal } from './PaperRequestModal.tsx';
import { DOI_CHECK_FAILED, PAPER_ADD_FAILED, paperYears } from './profilePage.ts';
import { suggestedPaperLabel } from './paperChoices.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** the faculty member an administrator edits; null for the caller's own profile */
  coAuthorId: number | null;
  /** whose profile (suggested papers, the request e-mail) */
  authorId: number;
  authorName: string;
  isAdmin: boolean;
}

/**
 * Add Your Paper (docs/requirements/profile-and-accounts.md §2, §4, §5): a DOI with Check; or a journal and a year (an
 * administrator: a range of years, GET manual_mapping) then Select Paper; More (Request to add
 * paper); or Suggested Papers with Check. Add.
 */
export function AddPaperModal({ opened, onClose, ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Your Paper" size="lg">
      {opened && <AddPaperForm onDone={onClose} {...props} />}
    </Modal>
  );
}

type Picked = { source: 'list' | 'suggestion'; id: number } | null;

function AddPaperForm({ onDone, coAuthorId, authorId, authorName, isAdmin }: Omit<Props, 'opened' | 'onClose'> & { onDone: () => void }) {
  const queryClient = useQueryClient();
  const currentYear = new Date().getFullYear();
  // the administrator's variant (editing a faculty member): a range of years instead of one
  const adminMode = isAdmin && coAuthorId !== null;
  const [doi, setDoi] = useState('');
  const [doiMessage, setDoiMessage] = useState<string | null>(null);
  const [doiPaper, setDoiPaper] = useState<TDoiSearchResponse | null>(null);
  const [journalSearch, setJournalSearch] = useState('');
  const [debouncedJournalSearch] = useDebouncedValue(journalSearch, 300);
  const [journal, setJournal] = useState<{ value: string; label: string; name: string; issn: string } | null>(null);
  const journalId = journal?.value ?? null;
  const [year, setYear] = useState<string | null>(null);
  const [range, setRange] = useState<[number, number]>([currentYear - 5, currentYear]);
  const [debouncedRange] = useDebouncedValue(range, 400);
  const [picked, setPicked] = useState<Picked>(null);
  const [suggestionsAsked, setSuggestionsAsked] = useState(false);
  const [requesting, setRequesting] = useState(false);

  const journals = useQuery(journalAutocompleteQueryOptions(journal !== null && debouncedJournalSearch === journal.label ? '' : debouncedJournalSearch));
  const useRange = adminMode && journal !== null && journal.issn !== '';
  const yearPapers = useQuery(journalYearPapersQueryOptions(useRange || journalId === null ? null : Number(journalId), year === null ? null : Number(year)));
  const rangePapers = useQuery(manualMappingQueryOptions(useRange ? journal.issn : null, debouncedRange[0], debouncedRange[1]));
  const papers = useRange ? rangePapers : yearPapers;
  const suggestions = useQuery(missingPapersQueryOptions(suggestionsAsked ? authorId : null));

  const refreshProfile = () => queryClient.invalidateQueries({ queryKey: profileKeys.all });

  const add = useMutation({
    mutationFn: (id: number) => changePaperLink('add', id, coAuthorId),
    onSuccess: async () => {
      await refreshProfile();
      notifications.show({ color: 'green', message: 'Paper added.', autoClose: 3000 });
      onDone();
    },
    onError: (error) => notifications.show({ color: 'red', title: PAPER_ADD_FAILED, message: error.message, autoClose: 5000 }),
  });

  const check = useMutation({
    mutationFn: searchPaperByDoi,
    onSuccess: async (answer) => {
      if (answer.id === undefined) {
        setDoiPaper(null);
        setDoiMessage(answer.message ?? 'Please enter a correct DOI');
        return;
      }
      setDoiPaper(answer);
      if (answer.on_profile === true && coAuthorId === null) {
        // found on Crossref with the caller among its authors: the server put it on the profile already
        await refreshProfile();
        setDoiMessage(answer.source === 'crossref' ? null : 'This paper is already on this profile.');
        if (answer.source === 'crossref') {
          notifications.show({ color: 'green', message: 'Paper added.', autoClose: 3000 });
          onDone();
        }
        return;
      }
      setDoiMessage(null);
    },
    onError: (error) => {
      setDoiPaper(null);
      setDoiMessage(error.message === '' ? DOI_CHECK_FAILED : `${DOI_CHECK_FAILED} ${error.message}`);
    },
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

  const listPaperId = picked?.source === 'list' ? String(picked.id) : null;
  const rangeIssues = useRange ? validatePaperYearRange(range[0], range[1], currentYear) : [];
  const tooltip =
    picked?.source === 'suggestion'
      ? []
      : [...addPaperTooltip({ journalId, paperId: listPaperId, year: useRange ? range[1] : year }, { currentYear, isAdmin: useRange }), ...rangeIssues.map((issue) => issue.message)];
  const found = (journals.data ?? []).map((option) => ({ value: String(option.id), label: option.issn === '' ? option.name : `${option.name} (${option.issn})`, name: option.name, issn: option.issn }));
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
          onKeyDown={(event) => {
            if (event.key === 'Enter') runCheck();
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
      {doiPaper !== null && doiMessage === null && (
        <Alert color="green" title="Paper found">
          <Stack gap="xs">
            <Text size="sm">
              {doiPaper.title}
              {doiPaper.publication_name !== undefined && doiPaper.publication_name !== '' && ` — ${doiPaper.publication_name}`}
              {doiPaper.publication_year !== undefined && doiPaper.publication_year !== null && ` (${doiPaper.publication_year})`}
            </Text>
            <Group>
              <Button size="xs" loading={add.isPending} onClick={() => doiPaper.id !== undefined && add.mutate(doiPaper.id)}>
                Select this paper
              </Button>
            </Group>
          </Stack>
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
        onChange={(value) => {
          setJournal(value === null ? null : (journalData.find((option) => option.value === value) ?? null));
          setPicked(null);
        }}
        nothingFoundMessage={journalSearch.trim().length < 2 ? 'Type at least 2 characters' : journals.isFetching ? 'Searching…' : 'No journal found'}
        filter={({ options }) => options}
        clearable
      />
      {useRange ? (
        <div>
          <Text size="sm" fw={500}>
            Years: {range[0]} – {range[1]}
          </Text>
          <RangeSlider
            min={YEAR_LOWER_BOUNDS.addPaper}
            max={currentYear}
            minRange={0}
            value={range}
            onChange={(value) => {
              setRange(value);
              setPicked(null);
            }}
            label={(value) => String(value)}
            thumbFromLabel="From year"
            thumbToLabel="To year"
            mt="xs"
            mb="md"
          />
        </div>
      ) : (
        <Select
          label="Year"
          placeholder="Select a year"
          searchable
          data={paperYears(currentYear)}
          value={year}
          onChange={(value) => {
            setYear(value);
            setPicked(null);
          }}
        />
      )}
      <Select
        label="Select Paper"
        placeholder={journalId === null || (!useRange && year === null) ? 'Choose a journal and a year first' : papers.isFetching ? 'Loading papers…' : 'Select Paper'}
        searchable
        disabled={journalId === null || (!useRange && year === null)}
        data={(papers.data ?? []).map((item) => ({ value: String(item.id), label: item.title }))}
        value={listPaperId}
        onChange={(value) => setPicked(value === null ? null : { source: 'list', id: Number(value) })}
        nothingFoundMessage={useRange ? 'No paper found for this journal and these years' : 'No paper found for this journal and year'}
      />
      <Group gap="xs">
        <Text size="sm">Paper not in the list?</Text>
        <Button size="compact-sm" variant="subtle" onClick={() => setRequesting(true)}>
          More
        </Button>
      </Group>

      <Divider label="or" labelPosition="center" />

      <Group justify="space-between">
        <Text size="sm" fw={500}>
          Suggested Papers
        </Text>
        <Button size="xs" variant="light" loading={suggestions.isFetching} onClick={() => (suggestionsAsked ? void suggestions.refetch() : setSuggestionsAsked(true))}>
          Check
        </Button>
      </Group>
      {suggestions.isError && (
        <Text c="red" size="sm" role="alert">
          {DOI_CHECK_FAILED} {suggestions.error.message}
        </Text>
      )}
      {suggestions.data !== undefined &&
        (suggestions.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No suggested papers: every paper printed under this name is on the profile or linked to someone else.
          </Text>
        ) : (
          <Radio.Group
            aria-label="Suggested Papers"
            value={picked?.source === 'suggestion' ? String(picked.id) : null}
            onChange={(value) => setPicked({ source: 'suggestion', id: Number(value) })}
          >
            <Stack gap={6} mah={220} style={{ overflowY: 'auto' }}>
              {suggestions.data.map((paper) => (
                <Radio key={paper.id} value={String(paper.id)} label={suggestedPaperLabel(paper)} />
              ))}
            </Stack>
          </Radio.Group>
        ))}

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
            <Button disabled={tooltip.length > 0 || picked === null} loading={add.isPending} onClick={() => picked !== null && add.mutate(picked.id)}>
              Add
            </Button>
          </span>
        </Tooltip>
      </Group>
      <PaperRequestModal opened={requesting} onClose={() => setRequesting(false)} journal={journal?.name ?? ''} authorId={authorId} authorName={authorName} />
    </Stack>
  );
}
