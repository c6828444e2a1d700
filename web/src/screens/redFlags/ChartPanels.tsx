import { ScrollArea, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import type { ApexOptions } from 'apexcharts';
import { useMemo } from 'react';
import type { TSameNumberRow } from '@ri/contracts/redFlags';
import {
  experienceQueryOptions, facultyPapersQueryOptions, journalYearsQueryOptions, redFlagJournalsQueryOptions, sameNumberQueryOptions,
} from '../../api/redFlags/redFlagQueries.ts';
import { Chart } from '../../components/charts/Chart.tsx';
import { DataTable } from '../../components/DataTable.tsx';
import { CsvExportButton } from './CsvExportButton.tsx';
import {
  authorAt, experienceScatter, facultyPapersChart, groupOptions, journalOptionLabel, journalsByImpactFactor, journalYearChart, NO_DATA,
  rowsOfGroup, sameNumberChart, SCATTER_X_TICKS, SCATTER_Y_TICKS, SHOW_ALL,
} from './redFlagPanels.ts';
import type { RedFlagsSearch } from './redFlagsSearch.ts';
import { ResultState } from './ResultState.tsx';
import { UniversitySearch } from './UniversitySelect.tsx';

interface PanelProps {
  search: RedFlagsSearch;
  onSearch: (next: RedFlagsSearch) => void;
  onOpenAuthor: (authorId: number) => void;
}

/** Pixels per faculty member in the faculty-papers chart. */
const BAR_WIDTH = 22;

/** A click on a bar or point opens that author's profile (the chart's rows in order). */
function openOnClick(rows: ReadonlyArray<{ auth_id: number }>, onOpenAuthor: (authorId: number) => void): NonNullable<ApexOptions['chart']>['events'] {
  return {
    dataPointSelection: (_event, _chart, config) => {
      const authorId = authorAt(rows, config?.dataPointIndex ?? -1);
      if (authorId !== null) onOpenAuthor(authorId);
    },
  };
}

/** Faculty paper distribution per university: a stacked column chart, faculty on the x-axis, papers on the y-axis. */
export function FacultyPapersPanel({ search, onSearch, onOpenAuthor }: PanelProps) {
  const query = useQuery({ ...facultyPapersQueryOptions(search.univ ?? 0), enabled: search.univ !== undefined });
  return (
    <Stack gap="md">
      <UniversitySearch value={search.univ} onSearch={(univ) => onSearch({ check: 'faculty_papers_by_university', univ })} />
      {search.univ !== undefined && (
        <ResultState query={query} label="the chart">
          {(data) => <FacultyPapersChart data={data} onOpenAuthor={onOpenAuthor} />}
        </ResultState>
      )}
    </Stack>
  );
}

function FacultyPapersChart({ data, onOpenAuthor }: { data: { univ_name: string; faculty: Array<{ auth_id: number; faculty_name: string; papers_published: number; A: number; 'A-': number; B: number; other: number }> } | null; onOpenAuthor: (authorId: number) => void }) {
  const faculty = useMemo(() => data?.faculty ?? [], [data]);
  const chart = facultyPapersChart(faculty);
  const options = useMemo<ApexOptions>(() => ({
    chart: { stacked: true, events: openOnClick(faculty, onOpenAuthor) },
    plotOptions: { bar: { horizontal: false } },
    xaxis: { categories: chart.categories, title: { text: 'Faculty' }, labels: { rotate: -60, trim: true } },
    yaxis: { title: { text: 'Papers' } },
    // left: the chart may be wider than the screen
    legend: { position: 'top', horizontalAlign: 'left' },
  }), [chart.categories, faculty, onOpenAuthor]);
  // one column per faculty member: a large school scrolls sideways rather than squeezing its names
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <div style={{ minWidth: Math.max(600, faculty.length * BAR_WIDTH) }}>
        <Chart type="bar" series={chart.series} options={options} title={`Faculty papers by university - ${data?.univ_name ?? ''}`} filters={`${data?.univ_name ?? ''}: papers of each faculty member`} emptyText={NO_DATA} />
      </div>
    </ScrollArea>
  );
}

/** Total papers by faculty per university: experience in years (x, 10 ticks) against total papers (y, 7 ticks). */
export function ExperiencePanel({ search, onSearch, onOpenAuthor }: PanelProps) {
  const query = useQuery({ ...experienceQueryOptions(search.univ ?? 0), enabled: search.univ !== undefined });
  return (
    <Stack gap="md">
      <UniversitySearch value={search.univ} onSearch={(univ) => onSearch({ check: 'total_papers_by_faculty_per_university', univ })} />
      {search.univ !== undefined && (
        <ResultState query={query} label="the chart">
          {(data) => <ExperienceChart univName={data.univ_name} rows={data.faculty} onOpenAuthor={onOpenAuthor} />}
        </ResultState>
      )}
    </Stack>
  );
}

function ExperienceChart({ univName, rows, onOpenAuthor }: { univName: string; rows: Array<{ auth_id: number; faculty_name: string; experience: number; total_papers: number }>; onOpenAuthor: (authorId: number) => void }) {
  const options = useMemo<ApexOptions>(() => ({
    chart: { events: openOnClick(rows, onOpenAuthor), zoom: { enabled: false } },
    xaxis: { type: 'numeric', tickAmount: SCATTER_X_TICKS, title: { text: 'Experience (years)' }, labels: { formatter: (value: string) => String(Math.round(Number(value))) } },
    yaxis: { tickAmount: SCATTER_Y_TICKS, title: { text: 'Total papers' }, labels: { formatter: (value: number) => String(Math.round(value)) } },
    tooltip: {
      custom: ({ dataPointIndex }: { dataPointIndex: number }) => {
        const row = rows[dataPointIndex];
        if (!row) return '';
        const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
        return `<div style="padding:6px 8px">${escape(row.faculty_name)}<br/>${row.experience} years · ${row.total_papers} papers</div>`;
      },
    },
  }), [rows, onOpenAuthor]);
  // the CSV names each point's faculty member (the points alone are years and papers)
  const table = { header: ['Faculty', 'Experience (years)', 'Total papers'], rows: rows.map((row) => [row.faculty_name, row.experience, row.total_papers]) };
  return <Chart type="scatter" series={experienceScatter(rows)} options={options} title={`Total papers by faculty - ${univName}`} filters={`${univName}: years of experience against total papers`} table={table} emptyText={NO_DATA} />;
}

/** Journal year distribution: the journals by impact factor (highest first), then papers per year stacked by issue. */
export function JournalYearsPanel({ search, onSearch }: PanelProps) {
  const journals = useQuery(redFlagJournalsQueryOptions());
  const years = useQuery({ ...journalYearsQueryOptions(search.journal ?? ''), enabled: search.journal !== undefined });
  const options = useMemo(() => journalsByImpactFactor(journals.data?.journals ?? []).map((journal) => ({ value: journal.issn, label: journalOptionLabel(journal) })), [journals.data]);
  return (
    <Stack gap="md">
      <ResultState query={journals} label="journals">
        {() => (
          <Select
            label="Journal name"
            description="Sorted by impact factor, highest first"
            placeholder="Type a journal"
            searchable
            data={options}
            value={search.journal ?? null}
            onChange={(issn) => onSearch(issn === null ? { check: 'papers_published_per_year_in_journal' } : { check: 'papers_published_per_year_in_journal', journal: issn })}
            nothingFoundMessage="No journal matches"
            w={{ base: '100%', sm: 560 }}
            limit={200}
          />
        )}
      </ResultState>
      {search.journal !== undefined && (
        <ResultState query={years} label="the chart">
          {(data) => {
            const chart = journalYearChart(data.rows);
            return (
              <Chart
                type="bar"
                series={chart.series}
                options={{ chart: { stacked: true }, xaxis: { categories: chart.categories, title: { text: 'Year' } }, yaxis: { title: { text: 'Papers' } }, legend: { position: 'top' } }}
                title={`Papers per year - ${data.journal.name}`}
                filters={`Journal: ${data.journal.name}`}
                emptyText={NO_DATA}
              />
            );
          }}
        </ResultState>
      )}
    </Stack>
  );
}

const sameNumber = createColumnHelper<TSameNumberRow>();
const SAME_NUMBER_COLUMNS = [
  sameNumber.accessor('faculty_name', { header: 'Author Name' }),
  sameNumber.accessor('department', { header: 'Department' }),
  sameNumber.accessor('total_papers', { header: 'Total Papers' }),
  sameNumber.accessor('group_size', { header: 'Group Size' }),
  sameNumber.accessor('auth_id', { header: 'ID' }),
];

/** Authors with the same number of papers per group: university picker, chart, group filter ('Show all'), CSV. */
export function SameNumberPanel({ search, onSearch, onOpenAuthor }: PanelProps) {
  const query = useQuery({ ...sameNumberQueryOptions(search.univ ?? 0), enabled: search.univ !== undefined });
  return (
    <Stack gap="md">
      <UniversitySearch value={search.univ} onSearch={(univ) => onSearch({ check: 'authors_that_have_same_number_of_papers_per_group', univ })} />
      {search.univ !== undefined && (
        <ResultState query={query} label="the groups">
          {(data) => {
            const rows = rowsOfGroup(data.authors, search.group, data.buckets);
            const chart = sameNumberChart(rows);
            return (
              <Stack gap="md">
                <CsvExportButton check="authors_that_have_same_number_of_papers_per_group" universityId={search.univ} />
                <Select
                  label="Group"
                  data={groupOptions(data.buckets)}
                  value={search.group !== undefined && data.buckets.includes(search.group) ? search.group : SHOW_ALL}
                  onChange={(group) => onSearch({ check: 'authors_that_have_same_number_of_papers_per_group', univ: search.univ, ...(group === null || group === SHOW_ALL ? {} : { group }) })}
                  allowDeselect={false}
                  w={{ base: '100%', sm: 420 }}
                  disabled={data.buckets.length === 0}
                />
                <Chart
                  type="bar"
                  series={chart.series}
                  options={{
                    chart: { stacked: true, events: openOnClick(rows, onOpenAuthor) },
                    xaxis: { categories: chart.categories, title: { text: 'Faculty' } },
                    yaxis: { title: { text: 'Papers' } },
                    legend: { position: 'top' },
                  }}
                  title={`Same number of papers - ${data.univ_name}`}
                  filters={`${data.univ_name}; group: ${search.group ?? 'all groups'}`}
                  emptyText={NO_DATA}
                />
                {rows.length > 0 && (
                  <DataTable
                    label="Faculty with the same number of papers"
                    data={rows}
                    columns={SAME_NUMBER_COLUMNS}
                    getRowId={(row) => `${row.auth_id}-${row.department}`}
                    onRowClick={(row) => onOpenAuthor(row.auth_id)}
                    rowLabel={(row) => `Edit the profile of ${row.faculty_name}`}
                  />
                )}
              </Stack>
            );
          }}
        </ResultState>
      )}
    </Stack>
  );
}
