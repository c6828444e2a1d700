import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/**
 * Calls `adopt` (during render) when `value` differs, by its JSON, from the one last seen: a search arriving from
 * the URL (the Search itself, back, forward, a shared link) becomes a filter panel's draft without remounting the
 * panel, whose pickers and segmented controls were made anew on every Search (docs/benchmarks/browser.md).
 */
export function useAdoptWhenChanged<T>(value: T, adopt: (value: T) => void): void {
  const key = JSON.stringify(value);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    adopt(value);
  }
}

/**
 * A dashboard's filters before Search: the draft, and the errors of the last Search, refreshed on
 * every change once shown (so a fixed field loses its red border at once).
 */
export function useFilterDraft<TForm, TErrors extends object>(initial: TForm, validate: (form: TForm) => TErrors, onSearch: (form: TForm) => void) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<TErrors>>({});
  const update = (change: Partial<TForm>) => {
    const next = { ...form, ...change };
    setForm(next);
    if (Object.keys(errors).length > 0) setErrors(validate(next));
    return next;
  };
  const submit = () => {
    const found = validate(form);
    setErrors(found);
    if (Object.keys(found).length === 0) onSearch(form);
  };
  return { form, errors, update, submit };
}

/** The filter panel of a dashboard: a labelled form whose Search button (or Enter) submits. */
export function FilterForm({ label, searching, onSubmit, children }: { label: string; searching: boolean; onSubmit: () => void; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" component="form" aria-label={label} onSubmit={(event: FormEvent) => { event.preventDefault(); onSubmit(); }}>
      <Stack gap="md">
        {children}
        <Group>
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>Search</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
