import { useMemo, useState } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import type { TGenderCompareResponse } from '@ri/contracts/dashboards';
import type { CsvColumn } from '@ri/csv';
import { departmentsQueryOptions } from '../../api/dashboards/departmentQueries.ts';
import { genderCompareQueryOptions } from '../../api/dashboards/genderQueries.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { wrapLabel } from '../../components/charts/chartOptions.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { useAdoptWhenChanged } from '../../components/FilterForm.tsx';
import { LimitedMultiSelect } from '../../components/pickers/LimitedMultiSelect.tsx';
import { UniversityMultiSelect } from '../../components/pickers/UniversityMultiSelect.tsx';
import { useUniversityScope } from '../../scope/useUniversityScope.ts';
import { failureText, useFailureToast } from '../dashboardErrors.ts';
import {
  ALL_DEPARTMENTS, COMPARE_GENDER_MAX_UNIVERSITIES, departmentChoices, GENDER_COMPARE_FAILED, GENDER_NOTE, GENDER_UNIVERSITIES_FAILED,
  genderChart, genderPercent, genderSelectionErrors, type GenderSelection, type GenderSelectionErrors,
} from './compareGender.ts';

const route = getRouteApi('/_university/dashboards/comparegender');

type UniversityRow = TGenderCompareResponse['universities'][number];
type RankKey = 'AssisstantProfessor' | 'AssociateProfessor' | 'Professor';
const RANKS: { key: RankKey; label: string }[] = [
  { key: 'AssisstantProfessor', label: 'Assistant' },
  { key: 'AssociateProfessor', label: 'Associate' },
  { key: 'Professor', label: 'Professor' },
];
const GENDERS = [{ key: 'male', label: 'Male' }, { key: 'female', label: 'Female' }, { key: 'other', label: 'Others' }] as const;

const column = createColumnHelper<UniversityRow>();
const columns = [
  column.accessor('name', { header: 'University', cell: (info) => (info.row.original.is_own ? <Text fw={700} size="sm">{info.getValue()} (yours)</Text> : info.getValue()) }),
  ...RANKS.map((rank) => column.group({
    id: rank.key,
    header: rank.label,
    columns: GENDERS.map((gender) => column.accessor((row) => row[rank.key][gender.key], {
      id: `${rank.key}-${gender.key}`,
      header: `${gender.label} %`,
      cell: (info) => genderPercent(info.getValue()),
    })),
  })),
];
const csvColumns: CsvColumn<UniversityRow>[] = [
  { header: 'University', value: (row) => row.name },
  ...RANKS.flatMap((rank) => GENDERS.map((gender): CsvColumn<UniversityRow> => ({
    header: `${rank.label} ${gender.label} (%)`, value: (row) => row[rank.key][gender.key],
  }))),
  ...GENDERS.map((gender): CsvColumn<UniversityRow> => ({ header: `All faculty ${gender.label} (%)`, value: (row) => row.overall[gender.key] })),
];

/** Compare Gender (docs/requirements/dashboards.md §2): the gender mix of your school against up to 12 others, by rank. */
export function CompareGenderScreen() {
  useDocumentTitle('Compare Gender · Research Insights');
  const scope = useUniversityScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const submitted: GenderSelection | null = search.ids && search.departments ? { universityIds: search.ids, departments: search.departments } : null;
  const submittedValid = submitted !== null && Object.keys(genderSelectionErrors(submitted, scope.universityId)).length === 0;

  const answer = useQuery({
    ...genderCompareQueryOptions(scope.query, { ids: submitted?.universityIds ?? [], departments: submitted?.departments ?? [] }),
    enabled: scope.ready && submittedValid,
  });
  useFailureToast(answer.error, answer.errorUpdatedAt, GENDER_COMPARE_FAILED);
  const chart = useMemo(() => (answer.data ? genderChart(answer.data) : null), [answer.data]);
  const chartOptions = useMemo(() => ({
    chart: { stacked: true },
    colors: chart?.colors ?? [],
    plotOptions: { bar: { horizontal: false, columnWidth: '55%' } },
    // whole university names, never cut: on up to three lines where a column has room (80 px), else
    // on one line that ApexCharts turns by 45 degrees (a phone)
    xaxis: {
      categories: chart?.categories ?? [],
      labels: {
        trim: false, rotate: -45, hideOverlappingLabels: false,
        formatter: (value: string, _timestamp?: number, context?: { w?: { globals: { gridWidth: number; labels: unknown[] } } }) => {
          const globals = context?.w?.globals;
          const column = globals ? globals.gridWidth / Math.max(1, globals.labels.length) : 0;
          return column >= 80 ? wrapLabel(String(value), 12) : String(value);
        },
      },
    },
    yaxis: { max: 100, labels: { formatter: (value: number) => `${Math.round(value)}%` } },
    tooltip: { x: { formatter: (value: string | number) => String(value) }, y: { formatter: (value: number) => `${value.toFixed(2)}%` } },
    legend: { position: 'bottom' as const },
  }), [chart]);

  return (
    <Stack gap="md">
      <Title order={1} size="h2">Compare Gender</Title>
      <SelectionForm
        initial={{ universityIds: search.ids ?? [], departments: search.departments ?? [ALL_DEPARTMENTS] }}
        ownUniversityId={scope.universityId}
        scopeQuery={scope.query}
        scopeReady={scope.ready}
        searching={answer.isFetching}
        onSearch={(selection) => navigate({ search: { ids: [...selection.universityIds], departments: [...selection.departments] } })}
      />
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text fw={600}>Gender of the faculty by university</Text>
          {!submittedValid ? <Text c="dimmed" size="sm">Choose the universities to compare with yours and the departments, then press Search.</Text> : null}
          {submittedValid && answer.isPending ? <Loader aria-label="Loading the gender comparison" /> : null}
          {answer.isError ? <Alert color="red" title="Could not load the comparison">{failureText(answer.error, GENDER_COMPARE_FAILED)}</Alert> : null}
          {answer.data && submittedValid ? (
            <>
              <Text size="sm" c="dimmed">
                Departments: {answer.data.departments.includes(ALL_DEPARTMENTS) ? 'all' : answer.data.departments.join(', ')}.
                Percent of the faculty of known gender at each university.
              </Text>
              <Chart
                type="bar"
                title="Gender comparison by university"
                filters={`Departments: ${answer.data.departments.includes(ALL_DEPARTMENTS) ? 'all' : answer.data.departments.join(', ')}; percent of the faculty of known gender`}
                series={chart?.series ?? []}
                options={chartOptions}
              />
              <DataTable
                label="Gender percentages by rank"
                data={answer.data.universities}
                columns={columns}
                getRowId={(row) => String(row.univ_id)}
                emptyText="No Data to Display"
                csv={{ fileName: 'compare-gender-by-rank', columns: csvColumns }}
              />
            </>
          ) : null}
          <Alert variant="light" color="gray" icon={<IconInfoCircle aria-hidden />} title="How gender is determined">{GENDER_NOTE}</Alert>
        </Stack>
      </Paper>
    </Stack>
  );
}

function SelectionForm({ initial, ownUniversityId, scopeQuery, scopeReady, searching, onSearch }: {
  initial: GenderSelection;
  ownUniversityId: number | null;
  scopeQuery: { univ_id?: number };
  scopeReady: boolean;
  searching: boolean;
  onSearch: (selection: GenderSelection) => void;
}) {
  const [universityIds, setUniversityIds] = useState<number[]>([...initial.universityIds]);
  const [departments, setDepartments] = useState<string[]>([...initial.departments]);
  const [tried, setTried] = useState(false);
  useAdoptWhenChanged(initial, (next) => {
    setUniversityIds([...next.universityIds]);
    setDepartments([...next.departments]);
    setTried(false);
  });
  const departmentList = useQuery({ ...departmentsQueryOptions(scopeQuery), enabled: scopeReady });
  const choices = useMemo(() => departmentChoices(departmentList.data?.departments.map((d) => d.name) ?? []), [departmentList.data]);
  const errors: GenderSelectionErrors = genderSelectionErrors({ universityIds, departments }, ownUniversityId);
  // the empty department selection is an error state at once (docs/requirements/dashboards.md §4); the rest once Search was pressed
  const shown: GenderSelectionErrors = tried ? errors : { ...(errors.departments ? { departments: errors.departments } : {}) };

  const submit = () => {
    setTried(true);
    if (Object.keys(errors).length === 0) onSearch({ universityIds, departments });
  };
  return (
    // a form with a submit button: Enter in any field searches (docs/requirements/dashboards.md §2)
    <Paper withBorder p="md" radius="md" component="form" onSubmit={(event: React.FormEvent) => { event.preventDefault(); submit(); }}>
      <Group align="flex-start" gap="md" grow>
        <UniversityMultiSelect
          label="Universities to compare with yours"
          description={`At most ${COMPARE_GENDER_MAX_UNIVERSITIES}; your own university is always included.`}
          value={universityIds}
          onChange={setUniversityIds}
          excludeIds={ownUniversityId === null ? [] : [ownUniversityId]}
          maxValues={COMPARE_GENDER_MAX_UNIVERSITIES}
          loadErrorText={GENDER_UNIVERSITIES_FAILED}
          error={shown.universities}
        />
        <LimitedMultiSelect
          label="Departments"
          description="'All departments' replaces the others."
          data={choices}
          value={departments}
          onChange={setDepartments}
          exclusiveValue={ALL_DEPARTMENTS}
          placeholder={departmentList.isLoading ? 'Loading departments…' : 'Choose departments'}
          error={shown.departments}
        />
      </Group>
      <Group mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>Search</Button>
      </Group>
    </Paper>
  );
}
