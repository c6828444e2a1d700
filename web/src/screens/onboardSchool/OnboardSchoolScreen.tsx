import { useCallback, useState } from 'react';
import type { FormEvent } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TInstitutionDetail, TOpenAlexInstitution } from '@ri/contracts/onboarding';
import { ApiError } from '../../api/client.ts';
import { ingestionKeys } from '../../api/ingestion/ingestionKeys.ts';
import { institutionDetailQueryOptions, institutionSearchQueryOptions, startOnboarding } from '../../api/ingestion/onboardingQueries.ts';
import type { JobRef } from '../../api/jobs/useJobProgress.ts';
import { ImportJobProgress } from '../imports/ImportJobProgress.tsx';

interface Props {
  /** administrators may onboard any school and open the import history; university users their own school */
  isAdministrator: boolean;
}

const count = (value: number) => value.toLocaleString('en');

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status !== 0 ? error.message : fallback;
}

/** The counts OpenAlex gives for an institution (docs/metrics.md "OpenAlex institution counts"). */
function InstitutionCounts({ detail }: { detail: TInstitutionDetail }) {
  const figures = [
    { key: 'works', label: 'Works', value: detail.works_count },
    { key: 'citations', label: 'Citations', value: detail.cited_by_count },
    { key: 'authors', label: 'Authors', value: detail.authors_count },
  ];
  return (
    <SimpleGrid cols={3} maw={520}>
      {figures.map((figure) => (
        <Stack key={figure.key} gap={0}>
          <Text size="xl" fw={700} data-testid={`institution-${figure.key}`}>{count(figure.value)}</Text>
          <Text size="xs" c="dimmed">{figure.label}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * Onboard a school from OpenAlex (/dashboard/onboardSchool for administrators, /dashboards/onboardSchool):
 * find the institution by name, ROR or OpenAlex id, see its counts, start the import of its authors and
 * works, follow it, see the outcome. The server decides who may onboard what; the page shows its reason.
 */
export function OnboardSchoolScreen({ isAdministrator }: Props) {
  useDocumentTitle('Onboard a School · Research Insights');
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const [job, setJob] = useState<JobRef | null>(null);
  const search = useQuery(institutionSearchQueryOptions(query));
  const detail = useQuery(institutionDetailQueryOptions(selected));
  const start = useMutation({
    mutationFn: startOnboarding,
    onMutate: () => setJob(null),
    onSuccess: (started) => setJob({ queue: started.queue, jobId: started.job_id }),
  });
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ingestionKeys.all });
  }, [queryClient]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSelected(null);
    setJob(null);
    start.reset();
    setQuery(typed.trim());
  };
  const tooShort = query !== '' && query.length < 2;

  return (
    <Stack gap="lg" maw={1100}>
      <Stack gap={4}>
        <Title order={1} size="h2">Onboard a School</Title>
        <Text size="sm" c="dimmed">
          Find the school in OpenAlex by its name, ROR id or OpenAlex id, check its counts, then import its authors and works.
          The import runs as a job; running it again only brings what changed, and the school is refreshed on a schedule afterwards.
          {isAdministrator ? '' : ' You can onboard your own school.'}
        </Text>
      </Stack>

      <form onSubmit={submit} role="search" aria-label="Find a school">
        <Group align="flex-end">
          <TextInput
            label="School name, ROR id or OpenAlex id" placeholder="University of Michigan, 00jmfr291 or I27837315" w={420}
            value={typed} onChange={(event) => setTyped(event.currentTarget.value)} maxLength={200}
            error={tooShort ? 'Type at least 2 characters.' : undefined}
          />
          <Button type="submit" disabled={typed.trim().length < 2}>Search</Button>
        </Group>
      </form>

      {search.isFetching && <Group gap="xs"><Loader size="xs" /><Text size="sm">Searching OpenAlex…</Text></Group>}
      {search.isError && <Alert color="red" role="alert">{errorText(search.error, 'The search failed. Please try again.')}</Alert>}
      {search.data && search.data.data.length === 0 && <Text size="sm">No institution in OpenAlex matches “{query}”.</Text>}
      {search.data && search.data.data.length > 0 && (
        <Table striped withTableBorder aria-label="Institutions found">
          <Table.Thead>
            <Table.Tr><Table.Th>Institution</Table.Th><Table.Th>Country</Table.Th><Table.Th>Works</Table.Th><Table.Th>Citations</Table.Th><Table.Th>In Research Insights</Table.Th><Table.Th /></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {search.data.data.map((institution: TOpenAlexInstitution) => (
              <Table.Tr key={institution.id}>
                <Table.Td><Text size="sm" fw={500}>{institution.display_name}</Text><Text size="xs" c="dimmed">{institution.id}{institution.ror ? ` · ${institution.ror}` : ''}</Text></Table.Td>
                <Table.Td>{institution.country_code ?? ''}</Table.Td>
                <Table.Td>{count(institution.works_count)}</Table.Td>
                <Table.Td>{count(institution.cited_by_count)}</Table.Td>
                <Table.Td>
                  {institution.university_name ?? 'Not yet'}
                  {institution.onboarded_at && <Badge ml="xs" size="sm" color="green" variant="light">onboarded</Badge>}
                </Table.Td>
                <Table.Td>
                  <Button size="xs" variant={selected === institution.id ? 'filled' : 'light'} onClick={() => { setSelected(institution.id); setJob(null); start.reset(); }} aria-label={`Select ${institution.display_name}`}>
                    Select
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}

      {selected !== null && (
        <Card withBorder padding="lg" component="section" aria-label="Selected institution">
          {detail.isPending && <Group gap="xs"><Loader size="xs" /><Text size="sm">Counting its works and authors…</Text></Group>}
          {detail.isError && <Alert color="red" role="alert">{errorText(detail.error, 'The institution could not be read. Please try again.')}</Alert>}
          {detail.data && (
            <Stack gap="md">
              <Stack gap={0}>
                <Title order={2} size="h3">{detail.data.display_name}</Title>
                <Text size="xs" c="dimmed">
                  {detail.data.id}{detail.data.ror ? ` · ${detail.data.ror}` : ''}{detail.data.country_code ? ` · ${detail.data.country_code}` : ''}
                  {detail.data.university_name ? ` · in Research Insights as ${detail.data.university_name}` : ''}
                  {detail.data.onboarded_at ? ` · last onboarded ${new Date(detail.data.onboarded_at).toLocaleString('en')}` : ''}
                </Text>
              </Stack>
              <InstitutionCounts detail={detail.data} />
              {detail.data.can_onboard ? (
                <Group>
                  <Button onClick={() => start.mutate(detail.data.id)} loading={start.isPending} disabled={job !== null && !start.isError}>
                    {detail.data.onboarded_at ? 'Refresh from OpenAlex' : 'Start onboarding'}
                  </Button>
                  <Text size="xs" c="dimmed">Imports the authors and works OpenAlex lists for this institution, then refreshes the statistics.</Text>
                </Group>
              ) : (
                <Alert color="yellow" title="You cannot onboard this school">{detail.data.reason}</Alert>
              )}
              {start.isError && <Alert color="red" role="alert">{errorText(start.error, 'The onboarding could not be started. Please try again.')}</Alert>}
              <ImportJobProgress job={job} label="Onboarding" onFinished={onFinished} showHistoryLink={isAdministrator} />
            </Stack>
          )}
        </Card>
      )}
    </Stack>
  );
}
