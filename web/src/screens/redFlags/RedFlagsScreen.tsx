import { Badge, Group, Paper, Select, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { RedFlagFacultyCheck, RedFlagListCheck } from '../../api/redFlags/redFlagQueries.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { ExperiencePanel, FacultyPapersPanel, JournalYearsPanel, SameNumberPanel } from './ChartPanels.tsx';
import { FacultyCheckPanel } from './FacultyCheckPanel.tsx';
import { ListCheckPanel } from './ListCheckPanel.tsx';
import { checkById, RED_FLAG_CHECKS, toggleFlagOf, type RedFlagCheckId } from './redFlagChecks.ts';
import { searchForCheck, type RedFlagsSearch } from './redFlagsSearch.ts';

interface Props {
  search: RedFlagsSearch;
  onSearch: (next: RedFlagsSearch) => void;
  /** a result row (or bar, or point): the author's profile, for editing */
  onOpenAuthor: (authorId: number) => void;
}

const CHECK_OPTIONS = RED_FLAG_CHECKS.map((check) => ({ value: check.id, label: check.label }));

/** docs/requirements/admin-tools.md Red Flags (/dashboard/redflags, administrators): the 14 checks, each with its own panel. */
export function RedFlagsScreen({ search, onSearch, onOpenAuthor }: Props) {
  useDocumentTitle(`Red Flags · ${SITE_NAME}`);
  const check = search.check;
  const flag = toggleFlagOf(check);
  return (
    <Stack gap="md" maw={1400}>
      <Title order={1} size="h2">Red Flags</Title>
      <Select
        label="Red Flags Search"
        placeholder="Choose a check"
        searchable
        data={CHECK_OPTIONS}
        value={check ?? null}
        onChange={(value) => onSearch(searchForCheck(value as RedFlagCheckId | null))}
        nothingFoundMessage="No check matches"
        w={{ base: '100%', sm: 520 }}
        maxDropdownHeight={480}
      />
      {check === undefined ? (
        <Text c="dimmed" size="sm">Choose a check to find suspect records. A result row opens that author&apos;s profile for editing.</Text>
      ) : (
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <Group gap="xs">
              <Title order={2} size="h4">{checkById(check).label}</Title>
              {flag !== null && <Badge variant="light"><VisuallyHidden>Active flag: </VisuallyHidden>{flag.replace(/_/g, ' ')}</Badge>}
            </Group>
            {/* keyed by check: another check starts from its initial state */}
            <CheckPanel key={check} check={check} search={search} onSearch={onSearch} onOpenAuthor={onOpenAuthor} />
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function CheckPanel({ check, search, onSearch, onOpenAuthor }: Props & { check: RedFlagCheckId }) {
  const panel = checkById(check).panel;
  switch (panel) {
    case 'sameNumber':
      return <SameNumberPanel search={search} onSearch={onSearch} onOpenAuthor={onOpenAuthor} />;
    case 'facultyPapers':
      return <FacultyPapersPanel search={search} onSearch={onSearch} onOpenAuthor={onOpenAuthor} />;
    case 'journalYears':
      return <JournalYearsPanel search={search} onSearch={onSearch} onOpenAuthor={onOpenAuthor} />;
    case 'experience':
      return <ExperiencePanel search={search} onSearch={onSearch} onOpenAuthor={onOpenAuthor} />;
    case 'list':
      return <ListCheckPanel check={check as RedFlagListCheck} onOpenAuthor={onOpenAuthor} />;
    case 'faculty':
      return <FacultyCheckPanel check={check as RedFlagFacultyCheck} search={search} onSearch={onSearch} onOpenAuthor={onOpenAuthor} />;
  }
}
