import { Autocomplete, Loader } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { universityAutocompleteQueryOptions } from '../../api/universities/universityQueries.ts';
import { universityIdFor } from './signUpWizard.ts';

interface UniversityAutocompleteProps {
  name: string;
  universityId: number | null;
  onChange: (next: { name: string; universityId: number | null }) => void;
  error?: boolean | string;
  /** the wording of other screens using this field (the administrator tools); sign-up keeps the defaults */
  label?: string;
  placeholder?: string;
  description?: string;
}

/**
 * The university field of step 1: suggestions from GET /api/auto/univ/{text}. The id is set when
 * a suggestion is picked, when the text is exactly a suggestion's name, or when there is exactly
 * one suggestion (docs/requirements/profile-and-accounts.md §7).
 */
export function UniversityAutocomplete({
  name, universityId, onChange, error, label = 'University', placeholder = "Start typing your university's name",
  description = 'Choose your university from the suggestions',
}: UniversityAutocompleteProps) {
  const [searchText] = useDebouncedValue(name.trim(), 250);
  const suggestions = useQuery({ ...universityAutocompleteQueryOptions(searchText), placeholderData: keepPreviousData });
  const universities = searchText === '' ? [] : (suggestions.data ?? []);
  const names = [...new Set(universities.map((university) => university.name))];

  // the answer for the current text decides the id (an exact name, or the only match)
  useEffect(() => {
    if (suggestions.isPlaceholderData || searchText === '' || searchText !== name.trim()) return;
    const matched = universityIdFor(name, suggestions.data ?? []);
    if (matched !== universityId) onChange({ name, universityId: matched });
  }, [suggestions.data, suggestions.isPlaceholderData, searchText, name, universityId, onChange]);

  const chosen = universityId === null ? undefined : universities.find((university) => university.univ_id === universityId);

  return (
    <Autocomplete
      label={label}
      name="university"
      required
      autoComplete="off"
      placeholder={placeholder}
      description={chosen && chosen.name !== name.trim() ? `Matched: ${chosen.name}` : description}
      value={name}
      data={names}
      limit={20}
      // the server already matched the text; Mantine's own filter would hide abbreviations it found
      filter={({ options }) => options}
      onChange={(text) => {
        // picking a suggestion also arrives here; other typing drops the previous choice until the new answer arrives
        const exact = universities.find((university) => university.name === text);
        onChange({ name: text, universityId: exact?.univ_id ?? null });
      }}
      onOptionSubmit={(picked) => {
        const university = universities.find((item) => item.name === picked);
        onChange({ name: picked, universityId: university?.univ_id ?? null });
      }}
      rightSection={suggestions.isFetching ? <Loader size="xs" aria-label="Looking up universities" /> : null}
      error={error}
    />
  );
}
