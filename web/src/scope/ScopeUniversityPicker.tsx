import { Alert, Group, Select, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { allUniversitiesQueryOptions, completedUniversitiesQueryOptions } from '../api/universities/universityQueries.ts';
import { chooseScopeUniversity, scopeUniversityChoices, useChosenScopeUniversity } from './universityScope.ts';

/** An administrator's choice of the university the /dashboards screens show: every school, those with complete faculty data first. */
export function ScopeUniversityPicker() {
  const chosen = useChosenScopeUniversity();
  const completed = useQuery(completedUniversitiesQueryOptions());
  const all = useQuery(allUniversitiesQueryOptions());
  const universities = { isLoading: completed.isLoading || all.isLoading, isError: completed.isError || all.isError };
  return (
    <Group mb="md" gap="sm" align="end">
      <Select
        label="University shown (administrator)"
        placeholder={universities.isLoading ? 'Loading universities…' : 'Choose a university'}
        searchable
        w={360}
        data={scopeUniversityChoices(all.data ?? [], completed.data ?? [])}
        value={chosen === null ? null : String(chosen)}
        onChange={(value) => chooseScopeUniversity(value === null ? null : Number(value))}
        error={universities.isError ? 'Unable to fetch Universities Data!!!' : undefined}
      />
      {chosen === null ? <Text size="sm" c="dimmed">The dashboards show one university at a time.</Text> : null}
    </Group>
  );
}

/** Shown instead of a dashboard until an administrator has chosen a university. */
export function ChooseUniversityFirst() {
  return (
    <Alert variant="light" color="brand" title="Choose a university">
      Pick the university whose dashboards you want to see in the list above.
    </Alert>
  );
}
