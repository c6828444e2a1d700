import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { universityAutocompleteQueryOptions } from '../../api/universities/universityQueries.ts';

export interface ChosenUniversity {
  /** null while the name is only typed (not chosen from the suggestions) */
  univId: number | null;
  name: string;
}

interface Props {
  label: string;
  value: ChosenUniversity;
  onChange: (value: ChosenUniversity) => void;
  error?: string | undefined;
  disabled?: boolean;
  required?: boolean;
  description?: string;
}

/** A university chosen from the suggestions of GET auto/univ/{text} (the seeds' "chosen from suggestions"). */
export function UniversitySelect({ label, value, onChange, error, disabled = false, required = false, description }: Props) {
  const [search, setSearch] = useState(value.univId === null ? '' : value.name);
  const [debounced] = useDebouncedValue(search, 300);
  // once chosen the box shows the name: no new look-up for that text
  const universities = useQuery(universityAutocompleteQueryOptions(value.univId !== null && debounced === value.name ? '' : debounced));
  const found = (universities.data ?? []).map((option) => ({ value: String(option.univ_id), label: option.name }));
  const data = value.univId !== null && !found.some((option) => option.value === String(value.univId)) ? [{ value: String(value.univId), label: value.name }, ...found] : found;

  return (
    <Select
      label={label}
      description={description}
      required={required}
      disabled={disabled}
      searchable
      placeholder="Type the university's name"
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      value={value.univId === null ? null : String(value.univId)}
      onChange={(chosen, option) => onChange(chosen === null || option === null ? { univId: null, name: '' } : { univId: Number(chosen), name: option.label })}
      filter={({ options }) => options}
      nothingFoundMessage={search.trim() === '' ? 'Type a name' : universities.isFetching ? 'Searching…' : 'No university found'}
      error={error}
      clearable={!disabled}
    />
  );
}
