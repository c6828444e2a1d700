import { Badge, Card, Group, SimpleGrid, Stack, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDownRight, IconArrowRight, IconArrowUpRight } from '@tabler/icons-react';
import type { TFacultyProductivityResponse } from '@ri/contracts/dashboards';
import type { FigureRef } from '../../api/dashboards/figurePapersQueries.ts';
import { FigureButton } from '../../components/FigureDrillDown.tsx';
import { appointmentText, changeArrow, type ProductivityFigureKey } from './productivity.ts';
import { StoredAvatar } from '../../components/StoredAvatar.tsx';

type Item = TFacultyProductivityResponse['faculty'][number];

const ARROWS = {
  up: { Icon: IconArrowUpRight, color: 'green' },
  down: { Icon: IconArrowDownRight, color: 'red' },
  flat: { Icon: IconArrowRight, color: 'gray' },
} as const;

function ArrowIcon({ direction }: { direction: keyof typeof ARROWS }) {
  const { Icon } = ARROWS[direction];
  return <Icon size={18} aria-hidden />;
}

function Figure({ label, value, drill }: { label: string; value: number; drill?: { figure: FigureRef; onOpen: (figure: FigureRef) => void } }) {
  return (
    <Stack gap={0} align="center">
      <Text fw={700} size="lg" data-figure={label}>{drill ? <FigureButton figure={drill.figure} onOpen={drill.onOpen}>{value}</FigureButton> : value}</Text>
      <Text size="xs" c="dimmed">{label}</Text>
    </Stack>
  );
}

/** One faculty member's card: rank, name, appointment, figures, journal counts and the change arrow (docs/requirements/dashboards.md §2). */
export function ProductivityCard({ item, onOpen, tierSource, figureOf, onOpenFigure }: {
  item: Item; onOpen: (item: Item) => void;
  /** the tier source in force of the A, A-, B counts, printed beside them (docs/metrics.md section 10) */
  tierSource: string;
  /** the counts that open their papers (docs/metrics.md section 29), and what opens them */
  figureOf: (item: Item, key: ProductivityFigureKey) => FigureRef;
  onOpenFigure: (figure: FigureRef) => void;
}) {
  const drill = (key: ProductivityFigureKey) => ({ figure: figureOf(item, key), onOpen: onOpenFigure });
  const arrow = changeArrow(item.delta, item.curr_year);
  const appointment = appointmentText(item.appointment);
  return (
    <Card withBorder radius="md" padding="sm" data-faculty-card={item.id}>
      <Stack gap="xs">
        {/* the header opens the details; each count below opens its papers (buttons side by side, never nested) */}
        {/* named by what it shows (#rank, name, appointment) and a hidden ending, so the name contains the visible text (axe label-content-name-mismatch) */}
        <UnstyledButton onClick={() => onOpen(item)} style={{ display: 'block', width: '100%' }}>
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <StoredAvatar picture={item.profile_picture} name={item.faculty_name} radius="xl" size="md" alt="" />
            <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
              <Group gap={6} wrap="nowrap">
                <Badge variant="light" size="sm" style={{ flexShrink: 0 }} data-rank={item.rank}>#{item.rank}</Badge>
                <Text fw={600} lineClamp={2} data-faculty-name>{item.faculty_name}</Text>
              </Group>
              {appointment !== null ? <Text size="xs" c="dimmed">Appointment {appointment}</Text> : null}
            </Stack>
            {arrow ? (
              <Tooltip label={arrow.label}>
                <Stack gap={0} align="center" style={{ flexShrink: 0 }} data-change={arrow.text}>
                  <Group gap={2} c={ARROWS[arrow.direction].color} wrap="nowrap">
                    <ArrowIcon direction={arrow.direction} />
                    <Text size="sm" fw={700} aria-hidden>{arrow.text}</Text>
                  </Group>
                  <Text size="xs" c="dimmed" aria-hidden style={{ whiteSpace: 'nowrap' }}>{arrow.since}</Text>
                </Stack>
              </Tooltip>
            ) : null}
          </Group>
          <VisuallyHidden>{`, rank ${item.rank}${arrow ? `, ${arrow.label}` : ''}. Open the details`}</VisuallyHidden>
        </UnstyledButton>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label="Papers" value={item.total_papers} drill={drill('papers')} />
          <Figure label="Citations" value={item.total_citations} drill={drill('citations')} />
          <Figure label="H-Index" value={item.h_index} />
        </SimpleGrid>
        <Group gap="xs" justify="center" role="group" aria-label={`A, A-, B papers by the ${tierSource}`}>
          <Badge variant="outline" color="brand">A: <FigureButton {...drill('A')}>{item.a_journal_count}</FigureButton></Badge>
          <Badge variant="outline" color="olive">A-: <FigureButton {...drill('A-')}>{item.aminus_journal_count}</FigureButton></Badge>
          <Badge variant="outline" color="gray">B: <FigureButton {...drill('B')}>{item.b_journal_count}</FigureButton></Badge>
        </Group>
        <Text size="xs" c="dimmed" ta="center">Tiers: {tierSource}</Text>
      </Stack>
    </Card>
  );
}
