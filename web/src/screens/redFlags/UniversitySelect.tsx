import { Button, Group, Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { completedUniversitiesQueryOptions } from '../../api/universities/universityQueries.ts';
import { UNIVERSITIES_FETCH_FAILED } from '../../components/pickers/UniversityMultiSelect.tsx';
import { universityItem } from '../../components/pickers/universityOptions.ts';

interface Props {
  value: number | undefined;
  onSearch: (universityId: number) => void;
}

/** The single-university panels: a university autocomplete (completed universities) and Search. */
export function UniversitySearch({ value, onSearch }: Props) {
  const universities = useQuery(completedUniversitiesQueryOptions());
  const [draft, setDraft] = useState<string | null>(value === undefined ? null : String(value));
  const data = (universities.data ?? []).map(universityItem);
  return (
    <Group align="flex-end">
      <Select
        label="University"
        placeholder={universities.isLoading ? 'Loading universities…' : 'Type a university'}
        searchable
        clearable
        data={data}
        value={draft}
        onChange={setDraft}
        nothingFoundMessage="No university matches"
        error={universities.isError ? UNIVERSITIES_FETCH_FAILED : undefined}
        w={{ base: '100%', sm: 420 }}
        limit={200}
      />
      <Button onClick={() => { if (draft !== null) onSearch(Number(draft)); }} disabled={draft === null}>
        Search
      </Button>
    </Group>
  );
}
