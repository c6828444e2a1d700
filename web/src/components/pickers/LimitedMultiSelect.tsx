import { Button, Group, MultiSelect, Pill, type MultiSelectProps } from '@mantine/core';
import { applyExclusiveChoice, visibleTags } from './exclusiveChoice.ts';

export interface LimitedMultiSelectProps extends Omit<MultiSelectProps, 'value' | 'onChange' | 'renderPill'> {
  value: string[];
  onChange: (value: string[]) => void;
  /** at most this many tags are drawn; the rest read '+N more' (seeds: 10, tenure list 3, ranking 10) */
  maxTags?: number;
  /** a 'Select all' button choosing every option */
  withSelectAll?: boolean;
  /** an option that excludes the others ('All' journals, 'all' departments) */
  exclusiveValue?: string;
}

/**
 * The seeds' multi-selects: searchable, at most `maxTags` tags visible, optionally 'Select all'
 * and an exclusive 'All' option.
 */
export function LimitedMultiSelect({ value, onChange, maxTags = 10, withSelectAll = false, exclusiveValue, data, ...props }: LimitedMultiSelectProps) {
  const { shown, hidden } = visibleTags(value, maxTags);
  const lastShown = shown[shown.length - 1];
  const allValues = (data ?? []).flatMap((item) => {
    if (typeof item === 'string') return [item];
    if ('group' in item) return item.items.map((inner) => (typeof inner === 'string' ? inner : inner.value));
    return [item.value];
  }).filter((option) => option !== exclusiveValue);

  const select = (
    <MultiSelect
      searchable
      clearable
      {...props}
      data={data}
      value={value}
      onChange={(next) => onChange(exclusiveValue === undefined ? next : applyExclusiveChoice(value, next, exclusiveValue))}
      renderPill={({ option, value: pillValue, onRemove, disabled }) => {
        if (pillValue === undefined || !shown.includes(pillValue)) return null;
        // a value whose option has not loaded yet (a list still fetching) shows as itself
        const label = option?.label ?? pillValue;
        return (
          <>
            <Pill withRemoveButton={!disabled} onRemove={onRemove} removeButtonProps={{ 'aria-label': `Remove ${label}` }}>
              {label}
            </Pill>
            {hidden > 0 && pillValue === lastShown ? <Pill>+{hidden} more</Pill> : null}
          </>
        );
      }}
    />
  );
  if (!withSelectAll) return select;
  return (
    <div>
      {select}
      <Group gap="xs" mt={4}>
        <Button variant="subtle" size="compact-xs" onClick={() => onChange(allValues)} disabled={allValues.length === 0 || (props.maxValues !== undefined && allValues.length > props.maxValues)}>
          Select all
        </Button>
        {value.length > 0 ? <Button variant="subtle" size="compact-xs" color="gray" onClick={() => onChange([])}>Clear</Button> : null}
      </Group>
    </div>
  );
}
