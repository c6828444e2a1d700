import { Group, NumberInput } from '@mantine/core';
import { clampYearRange } from '@ri/metrics';

export interface YearRangeDraft {
  from: number | string;
  to: number | string;
}

export interface YearRangeFieldsProps {
  /** the group's name: 'Papers years' gives 'Papers years from' and 'Papers years to' */
  label: string;
  value: YearRangeDraft;
  onChange: (value: YearRangeDraft) => void;
  min: number;
  max: number;
  disabled?: boolean;
}

/**
 * Two year inputs, From and To, kept within [min, max] with the start never after the end; the
 * values are normalised when a field loses focus (docs/requirements/dashboards.md §5), not while the user types.
 */
export function YearRangeFields({ label, value, onChange, min, max, disabled }: YearRangeFieldsProps) {
  const normalise = () => {
    const next = clampYearRange(value.from, value.to, min, max);
    if (next.from !== value.from || next.to !== value.to) onChange(next);
  };
  const common = { min, max, allowDecimal: false, allowNegative: false, clampBehavior: 'none' as const, w: 110, disabled, onBlur: normalise };
  return (
    <Group gap="xs" align="flex-end" role="group" aria-label={label}>
      <NumberInput {...common} label={`${label} from`} value={value.from} onChange={(from) => onChange({ ...value, from })} />
      <NumberInput {...common} label={`${label} to`} value={value.to} onChange={(to) => onChange({ ...value, to })} />
    </Group>
  );
}
