import { ActionIcon, Button, Group, List, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TEducationItem, TProfileUpdateFields } from '@ri/contracts';
import { messageFor, validateEducation } from '@ri/metrics';
import type { EducationModalMode } from '@ri/metrics';
import { universityAutocompleteQueryOptions } from '../../api/universities/universityQueries.ts';
import { educationWithNew, educationWithout, EMPTY_EDUCATION_FORM } from './educationForm.ts';
import type { EducationForm } from './educationForm.ts';

interface Props {
  education: readonly TEducationItem[];
  canEdit: boolean;
  saving: boolean;
  onSave: (update: TProfileUpdateFields, after?: () => void) => void;
}

function advisorLine(first: string, last: string): string {
  return [first, last].filter((part) => part.trim() !== '').join(' ');
}

/** Education (seed 000 sections 3-5): the list, Add Education (Have Phd / No Phd) and removal in edit mode. */
export function EducationSection({ education, canEdit, saving, onSave }: Props) {
  const [adding, setAdding] = useState(false);
  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" onClick={() => setAdding(true)}>
            Add Education
          </Button>
        </Group>
      )}
      {education.length === 0 && <Text c="dimmed">No education yet.</Text>}
      {education.map((item) => {
        const advisor = advisorLine(item.advisorFirstName, item.advisorLastName);
        const coadvisor = advisorLine(item.coadvisorFirstName, item.coadvisorLastName);
        return (
          <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="profile-education">
            <div>
              <Text fw={600}>
                {item.degree}
                {item.area !== '' && `, ${item.area}`}
              </Text>
              <Text size="sm">
                {item.institution}
                {item.year !== null && ` (${item.year})`}
              </Text>
              {advisor !== '' && <Text size="sm" c="dimmed">Advisor: {advisor}{coadvisor !== '' && `; co-advisor: ${coadvisor}`}</Text>}
            </div>
            {canEdit && (
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.degree} ${item.institution}`} disabled={saving} onClick={() => onSave({ education: educationWithout(education, item.id) })}>
                ✕
              </ActionIcon>
            )}
          </Group>
        );
      })}
      <Modal opened={adding} onClose={() => setAdding(false)} title="Add Education" size="lg">
        {adding && <AddEducationForm saving={saving} onCancel={() => setAdding(false)} onSave={(form) => onSave({ education: educationWithNew(education, form) }, () => setAdding(false))} />}
      </Modal>
    </Stack>
  );
}

function AddEducationForm({ saving, onCancel, onSave }: { saving: boolean; onCancel: () => void; onSave: (form: EducationForm) => void }) {
  const currentYear = new Date().getFullYear();
  const [form, setForm] = useState<EducationForm>(EMPTY_EDUCATION_FORM);
  const [touched, setTouched] = useState(false);
  const [universitySearch, setUniversitySearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(universitySearch, 300);
  const chosenLabel = form.univId === null ? null : form.institution;
  const universities = useQuery(universityAutocompleteQueryOptions(chosenLabel !== null && debouncedSearch === chosenLabel ? '' : debouncedSearch));
  const found = (universities.data ?? []).map((option) => ({ value: String(option.univ_id), label: option.name }));
  const universityData = form.univId !== null && !found.some((option) => option.value === String(form.univId)) ? [{ value: String(form.univId), label: form.institution }, ...found] : found;

  const issues = validateEducation(
    { degree: form.degree, area: form.area, institution: form.institution, institutionChosen: form.univId !== null, year: form.year, advisorFirstName: form.advisorFirstName, advisorLastName: form.advisorLastName, mode: form.mode },
    currentYear,
  );
  const set = <K extends keyof EducationForm>(field: K, value: EducationForm[K]) => {
    setTouched(true);
    setForm((previous) => ({ ...previous, [field]: value }));
  };
  const errorOf = (field: string) => (touched ? (messageFor(issues, field) ?? undefined) : undefined);

  return (
    <Stack gap="sm">
      <SegmentedControl
        value={form.mode}
        onChange={(value) => set('mode', value as EducationModalMode)}
        data={[
          { value: 'havePhd', label: 'Have Phd' },
          { value: 'noPhd', label: 'No Phd' },
        ]}
      />
      <Group grow>
        <TextInput label="Degree" required value={form.degree} onChange={(event) => set('degree', event.currentTarget.value)} error={errorOf('degree')} />
        <TextInput label="Area" required value={form.area} onChange={(event) => set('area', event.currentTarget.value)} error={errorOf('area')} />
      </Group>
      <Select
        label="University"
        required
        searchable
        placeholder="Type the university's name"
        data={universityData}
        searchValue={universitySearch}
        onSearchChange={setUniversitySearch}
        value={form.univId === null ? null : String(form.univId)}
        onChange={(value, option) => {
          setTouched(true);
          setForm((previous) => (value === null || option === null ? { ...previous, univId: null, institution: '' } : { ...previous, univId: Number(value), institution: option.label }));
        }}
        filter={({ options }) => options}
        nothingFoundMessage={universitySearch.trim() === '' ? 'Type a name' : universities.isFetching ? 'Searching…' : 'No university found'}
        error={errorOf('institution')}
        clearable
      />
      <TextInput label="Year" required inputMode="numeric" value={form.year} onChange={(event) => set('year', event.currentTarget.value)} error={errorOf('year')} />
      <Group grow>
        <TextInput label="Advisor First Name" required={form.mode === 'noPhd'} value={form.advisorFirstName} onChange={(event) => set('advisorFirstName', event.currentTarget.value)} error={errorOf('advisorFirstName')} />
        <TextInput label="Advisor Last Name" required={form.mode === 'noPhd'} value={form.advisorLastName} onChange={(event) => set('advisorLastName', event.currentTarget.value)} error={errorOf('advisorLastName')} />
      </Group>
      <Group grow>
        <TextInput label="Co-advisor First Name" value={form.coadvisorFirstName} onChange={(event) => set('coadvisorFirstName', event.currentTarget.value)} />
        <TextInput label="Co-advisor Last Name" value={form.coadvisorLastName} onChange={(event) => set('coadvisorLastName', event.currentTarget.value)} />
      </Group>
      {touched && issues.length > 0 && (
        <List size="sm" c="red">
          {issues.map((issue) => (
            <List.Item key={`${issue.field}:${issue.message}`}>{issue.message}</List.Item>
          ))}
        </List>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button disabled={issues.length > 0} loading={saving} onClick={() => onSave(form)}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}
