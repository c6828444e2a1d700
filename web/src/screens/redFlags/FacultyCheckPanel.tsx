import { Anchor, Button, Group, NumberInput, RangeSlider, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { TRedFlagAuthorRow } from '@ri/contracts/redFlags';
import { facultyCheckQueryOptions, redFlagKeys, type RedFlagFacultyCheck } from '../../api/redFlags/redFlagQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { UniversityMultiSelect } from '../../components/pickers/UniversityMultiSelect.tsx';
import { DEFAULT_PAPER_RANGES, editRange, PAPER_RANGE_RANKS, paperRangesParam, rangesFromNumbers, type PaperRange, type PaperRanges } from './paperRanges.ts';
import { facultyColumnsFor, NO_DATA, percentText, searchButtonLabel, UNIVERSITY_TAG_LIMIT, type FacultyColumnKey } from './redFlagPanels.ts';
import type { RedFlagsSearch } from './redFlagsSearch.ts';
import { ResultState } from './ResultState.tsx';

interface Props {
  check: RedFlagFacultyCheck;
  search: RedFlagsSearch;
  onSearch: (next: RedFlagsSearch) => void;
  onOpenAuthor: (authorId: number) => void;
}

const helper = createColumnHelper<TRedFlagAuthorRow>();

/** A link inside a clickable row opens the link only, not the row's profile. */
export const stopRowClick = { onClick: (event: MouseEvent) => event.stopPropagation(), onKeyDown: (event: KeyboardEvent) => event.stopPropagation() };

function columnFor(key: FacultyColumnKey, header: string) {
  switch (key) {
    case 'univ_profile_link':
      return helper.accessor('univ_profile_link', {
        header,
        cell: (info) => (info.getValue() === '' ? <Text size="sm" c="dimmed">None</Text> : (
          <Anchor href={info.getValue()} target="_blank" rel="noopener noreferrer" size="sm" {...stopRowClick}>{info.getValue()}</Anchor>
        )),
      });
    case 'percent_appointment':
      return helper.accessor('percent_appointment', { header, cell: (info) => percentText(info.getValue()) });
    default:
      return helper.accessor(key, { header });
  }
}

function rangesOf(search: RedFlagsSearch): PaperRanges {
  return search.ranges === undefined ? DEFAULT_PAPER_RANGES : rangesFromNumbers(search.ranges.split(',').map(Number));
}

/**
 * Checks 9 to 14: a University multi-select ('Select all', at most 10 tags; none chosen means every
 * university), the paper-count ranges of the inconsistent check, 'Click to Search' (or 'Search'),
 * a spinner, then the seed's columns; a row opens the author's profile for editing.
 */
export function FacultyCheckPanel({ check, search, onSearch, onOpenAuthor }: Props) {
  const queryClient = useQueryClient();
  const [universities, setUniversities] = useState<number[]>(search.universities ?? []);
  const [ranges, setRanges] = useState<PaperRanges>(rangesOf(search));
  const withRanges = check === 'faculty_with_inconsistent_paper_number';
  const searchedRanges = withRanges ? paperRangesParam(rangesOf(search)) : null;
  const result = useQuery({ ...facultyCheckQueryOptions(check, search.universities ?? [], searchedRanges), enabled: search.searched === true });
  const columns = facultyColumnsFor(check).map((column) => columnFor(column.key, column.header));

  function runSearch() {
    const rangesParam = withRanges ? paperRangesParam(ranges) : null;
    // the same search again (after fixing a record) asks the server again
    void queryClient.invalidateQueries({ queryKey: redFlagKeys.faculty(check, universities, rangesParam) });
    onSearch({
      check,
      searched: true,
      ...(universities.length > 0 ? { universities } : {}),
      ...(withRanges && rangesParam !== paperRangesParam(DEFAULT_PAPER_RANGES) ? { ranges: rangesParam! } : {}),
    });
  }

  const setRange = (index: number, range: PaperRange) => setRanges((current) => current.map((r, i) => (i === index ? range : r)) as unknown as PaperRanges);

  return (
    <Stack gap="md">
      <UniversityMultiSelect
        label="University"
        description="No university selected means all universities"
        value={universities}
        onChange={setUniversities}
        maxTags={UNIVERSITY_TAG_LIMIT}
        withSelectAll
        maw={900}
      />
      {withRanges && (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" maw={1000}>
          {PAPER_RANGE_RANKS.map((rank, index) => {
            const range = ranges[index]!;
            return (
              <Stack key={rank.rank} gap={6} role="group" aria-label={`${rank.rank} paper count range`}>
                <Text size="sm" fw={600}>{rank.rank} (0 to {rank.max})</Text>
                <Group gap="xs" grow>
                  <NumberInput label="From" aria-label={`${rank.rank} from`} min={0} max={rank.max} allowDecimal={false} allowNegative={false} value={range[0]}
                    onChange={(value) => setRange(index, editRange(range, 'from', value, rank.max))} />
                  <NumberInput label="To" aria-label={`${rank.rank} to`} min={0} max={rank.max} allowDecimal={false} allowNegative={false} value={range[1]}
                    onChange={(value) => setRange(index, editRange(range, 'to', value, rank.max))} />
                </Group>
                <RangeSlider min={0} max={rank.max} minRange={0} value={[range[0], range[1]]} onChange={(value) => setRange(index, value)}
                  thumbFromLabel={`${rank.rank} from`} thumbToLabel={`${rank.rank} to`} mb="sm" />
              </Stack>
            );
          })}
        </SimpleGrid>
      )}
      <Group>
        <Button onClick={runSearch}>{searchButtonLabel(check)}</Button>
      </Group>
      {search.searched === true && (
        <ResultState query={result} label="results">
          {(data) => (
            <Stack gap="xs">
              <Text size="sm" c="dimmed" aria-live="polite">{data.authors.length.toLocaleString()} faculty found</Text>
              <DataTable
                label="Red flag results"
                data={data.authors}
                columns={columns}
                emptyText={NO_DATA}
                getRowId={(row) => String(row.auth_id)}
                onRowClick={(row) => onOpenAuthor(row.auth_id)}
                rowLabel={(row) => `Edit the profile of ${row.name}`}
              />
            </Stack>
          )}
        </ResultState>
      )}
    </Stack>
  );
}
