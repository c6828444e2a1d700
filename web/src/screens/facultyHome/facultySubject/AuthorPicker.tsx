import { Group, Select, Stack, Text, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TAuthorSearchRow } from '@ri/contracts/authors';
import { authorSearchQueryOptions } from '../../../api/authors/authorQueries.ts';
import { authorSearchNames, type ChosenAuthor } from './facultySubject.ts';

export interface AuthorPickerProps extends Pick<SelectProps, 'label' | 'description' | 'error' | 'w' | 'required' | 'maw' | 'style'> {
  value: ChosenAuthor | null;
  onChange: (author: ChosenAuthor | null) => void;
}

const fullName = (row: Pick<TAuthorSearchRow, 'first_name' | 'last_name'>) => `${row.first_name} ${row.last_name}`.trim();

/**
 * One faculty member by name (GET auth_search): type part of a name, pick from the matches (name,
 * university, position). The server matches; the list is not filtered again here.
 */
export function AuthorPicker({ value, onChange, label = 'Faculty', ...props }: AuthorPickerProps) {
  const [search, setSearch] = useState(value?.name ?? '');
  const [debounced] = useDebouncedValue(search, 300);
  const names = authorSearchNames(debounced);
  const matches = useQuery(authorSearchQueryOptions(names.firstName, names.lastName));
  const rows = matches.data ?? [];
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const data = rows.map((row) => ({ value: String(row.id), label: fullName(row) }));
  if (value !== null && !byId.has(String(value.id))) data.unshift({ value: String(value.id), label: value.name });
  const typed = debounced.trim() !== '';

  return (
    <Select
      label={label}
      placeholder="Type a name"
      searchable
      clearable
      {...props}
      data={data}
      value={value === null ? null : String(value.id)}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      onChange={(id, option) => onChange(id === null || option === null ? null : { id: Number(id), name: option.label })}
      nothingFoundMessage={!typed ? 'Type a first or last name' : matches.isFetching ? 'Searching…' : matches.isError ? matches.error.message : 'No faculty found'}
      renderOption={({ option }) => {
        const row = byId.get(option.value);
        return (
          <Stack gap={0}>
            <Text size="sm">{option.label}</Text>
            {row ? (
              <Group gap={6}>
                <Text size="xs" c="dimmed">{row.univ_name || 'No university'}</Text>
                {row.position ? <Text size="xs" c="dimmed">· {row.position}</Text> : null}
              </Group>
            ) : null}
          </Stack>
        );
      }}
    />
  );
}
