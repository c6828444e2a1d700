import { Group, SegmentedControl, Stack, Text } from '@mantine/core';
import type { FigureOptionsSearch } from '../screens/figureOptionsSearch.ts';

/**
 * The figure options of a dashboard screen (docs/dashboards-api.md, "Figure options"): counting,
 * affiliation and, where a department is in scope, the tier source. The screen keeps the choice in
 * its URL search params (figureOptionsSearch.ts) and passes `onChange` a navigate.
 */
export function FigureOptionsControl({ value, onChange, affiliation = false, tierSource = false, departmentInScope = false, departmentName = null }: {
  value: FigureOptionsSearch;
  onChange: (next: FigureOptionsSearch) => void;
  /** whether the screen has school or department figures the affiliation changes */
  affiliation?: boolean;
  /** whether the screen has tier counts; the choice shows only with a department in scope */
  tierSource?: boolean;
  departmentInScope?: boolean;
  /** the department's name, when known, for the choice's label */
  departmentName?: string | null;
}) {
  const set = (patch: FigureOptionsSearch) => onChange({ ...value, ...patch });
  return (
    <Group gap="lg" align="flex-end" wrap="wrap" role="group" aria-label="Figure options">
      <Stack gap={2}>
        <Text size="sm" fw={500} id="figure-counting">Counting</Text>
        <SegmentedControl
          aria-labelledby="figure-counting"
          value={value.counting ?? 'full'}
          onChange={(v) => set({ counting: v === 'fractional' ? 'fractional' : undefined })}
          data={[{ value: 'full', label: 'Full' }, { value: 'fractional', label: 'Fractional (1 / authors)' }]}
        />
      </Stack>
      {affiliation ? (
        <Stack gap={2}>
          <Text size="sm" fw={500} id="figure-affiliation">Affiliation</Text>
          <SegmentedControl
            aria-labelledby="figure-affiliation"
            value={value.affiliation ?? 'current'}
            onChange={(v) => set({ affiliation: v === 'at_publication' ? 'at_publication' : undefined })}
            data={[{ value: 'current', label: 'Current' }, { value: 'at_publication', label: 'At publication' }]}
          />
        </Stack>
      ) : null}
      {tierSource && departmentInScope ? (
        <Stack gap={2}>
          <Text size="sm" fw={500} id="figure-tier-source">Journal tiers</Text>
          <SegmentedControl
            aria-labelledby="figure-tier-source"
            value={value.tier_source === 'global' ? 'global' : 'department'}
            onChange={(v) => set({ tier_source: v === 'global' ? 'global' : undefined })}
            data={[{ value: 'department', label: departmentName ? `${departmentName} department's lists` : 'The department\'s lists' }, { value: 'global', label: 'Global tiers' }]}
          />
        </Stack>
      ) : null}
    </Group>
  );
}
