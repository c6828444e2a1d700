import { ActionIcon, Badge, Button, Group, Modal, Radio, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmRemoveModal, useConfirmRemove } from '../../components/ConfirmRemove.tsx';
import { useState } from 'react';
import type { TEducationItem, TProfileUpdateFields } from '@ri/contracts/profile';
import { isPhdLike, validateEducation } from '@ri/metrics';
import type { EducationModalMode } from '@ri/metrics';
import {
  ADD_PHD_FORM, educationLabel, educationList, educationListWithNew, educationListWithout, EMPTY_EDUCATION_FORM, phdChoiceNeeded, withPhdChoice,
} from './educationForm.ts';
import type { EducationForm } from './educationForm.ts';
import { FormActions, FormIssues } from './FormIssues.tsx';
import { UniversitySelect } from './UniversitySelect.tsx';
import { fieldMessages } from './fieldMessages.ts';

interface Props {
  education: readonly TEducationItem[];
  canEdit: boolean;
  saving: boolean;
  onSave: (update: TProfileUpdateFields, after?: () => void) => void;
}

type EducationList = ReturnType<typeof educationList>;

function advisorLine(first: string, last: string): string {
  return [first, last].filter((part) => part.trim() !== '').join(' ');
}

/**
 * Education (docs/requirements/profile-and-accounts.md §3-5): the list, Add Education (Have Phd / No Phd), Add Phd while
 * there is no doctorate, Choose PHD when several doctorates could start the research career,
 * and removal (ids renumbered) in edit mode.
 */
export function EducationSection({ education, canEdit, saving, onSave }: Props) {
  const [adding, setAdding] = useState<{ title: 'Add Education' | 'Add Phd'; form: EducationForm } | null>(null);
  const [choosing, setChoosing] = useState<{ list: EducationList; candidates: EducationList; chosenId: number | null } | null>(null);
  const hasPhd = education.some((item) => isPhdLike(item.degree));
  const phdCount = education.filter((item) => isPhdLike(item.degree)).length;

  // several doctorates and no single choice: ask (Choose PHD) before saving
  const saveList = (list: EducationList, addedPhd: boolean, after?: () => void) => {
    const needed = phdChoiceNeeded(list, addedPhd);
    if (needed !== null) {
      after?.();
      setChoosing({ list, ...needed });
      return;
    }
    onSave({ education: list }, after);
  };
  const removal = useConfirmRemove((item: TEducationItem) => saveList(educationListWithout(education, item.id), false));

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" onClick={() => setAdding({ title: 'Add Education', form: EMPTY_EDUCATION_FORM })}>
            Add Education
          </Button>
          {!hasPhd && (
            <Button size="xs" variant="light" onClick={() => setAdding({ title: 'Add Phd', form: ADD_PHD_FORM })}>
              Add Phd
            </Button>
          )}
          {phdCount > 1 && (
            <Button size="xs" variant="light" onClick={() => setChoosing({ list: educationList(education), candidates: educationList(education).filter((item) => isPhdLike(item.degree)), chosenId: education.find((item) => item.isPHDtoConsider)?.id ?? null })}>
              Choose PHD
            </Button>
          )}
        </Group>
      )}
      {education.length === 0 && <Text c="dimmed">No education yet.</Text>}
      {education.map((item) => {
        const advisor = advisorLine(item.advisorFirstName, item.advisorLastName);
        const coadvisor = advisorLine(item.coadvisorFirstName, item.coadvisorLastName);
        return (
          <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="profile-education">
            <div>
              <Group gap="xs">
                <Text fw={600}>
                  {item.degree}
                  {item.area !== '' && `, ${item.area}`}
                </Text>
                {item.isPHDtoConsider && phdCount > 1 && (
                  <Badge size="sm" variant="light">
                    Starts the research career
                  </Badge>
                )}
              </Group>
              <Text size="sm">
                {item.institution}
                {item.year !== null && ` (${item.year})`}
              </Text>
              {advisor !== '' && (
                <Text size="sm" c="dimmed">
                  Advisor: {advisor}
                  {coadvisor !== '' && `; co-advisor: ${coadvisor}`}
                </Text>
              )}
            </div>
            {canEdit && (
              <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.degree} ${item.institution}`} disabled={saving} onClick={() => removal.ask(item)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            )}
          </Group>
        );
      })}
      <ConfirmRemoveModal {...removal} describe={(item) => `Remove “${[item.degree, item.institution].filter((part) => part.trim() !== '').join(', ')}${item.year !== null ? ` (${item.year})` : ''}” from your education?`} />
      <Modal opened={adding !== null} onClose={() => setAdding(null)} title={adding?.title ?? 'Add Education'} size="lg">
        {adding !== null && (
          <AddEducationForm
            initial={adding.form}
            saving={saving}
            onCancel={() => setAdding(null)}
            onSave={(form) => saveList(educationListWithNew(education, form), isPhdLike(form.degree), () => setAdding(null))}
          />
        )}
      </Modal>
      <Modal opened={choosing !== null} onClose={() => setChoosing(null)} title="Choose PHD">
        {choosing !== null && (
          <ChoosePhdForm
            candidates={choosing.candidates}
            chosenId={choosing.chosenId}
            saving={saving}
            onCancel={() => setChoosing(null)}
            onChoose={(id) => onSave({ education: withPhdChoice(choosing.list, id) }, () => setChoosing(null))}
          />
        )}
      </Modal>
    </Stack>
  );
}

function ChoosePhdForm({ candidates, chosenId, saving, onCancel, onChoose }: { candidates: EducationList; chosenId: number | null; saving: boolean; onCancel: () => void; onChoose: (id: number) => void }) {
  const [value, setValue] = useState<string | null>(chosenId === null ? null : String(chosenId));
  return (
    <Stack gap="sm">
      <Radio.Group label="Which doctorate starts your research career?" value={value} onChange={setValue}>
        <Stack gap="xs" mt="xs">
          {candidates.map((item) => (
            <Radio key={item.id} value={String(item.id)} label={educationLabel(item)} />
          ))}
        </Stack>
      </Radio.Group>
      <FormActions onCancel={onCancel} saving={saving} disabled={value === null} onSave={() => value !== null && onChoose(Number(value))} />
    </Stack>
  );
}

function AddEducationForm({ initial, saving, onCancel, onSave }: { initial: EducationForm; saving: boolean; onCancel: () => void; onSave: (form: EducationForm) => void }) {
  const currentYear = new Date().getFullYear();
  const [form, setForm] = useState<EducationForm>(initial);
  const [touched, setTouched] = useState(false);

  const issues = validateEducation(
    { degree: form.degree, area: form.area, institution: form.institution, institutionChosen: form.univId !== null, year: form.year, advisorFirstName: form.advisorFirstName, advisorLastName: form.advisorLastName, mode: form.mode },
    currentYear,
  );
  const set = <K extends keyof EducationForm>(field: K, value: EducationForm[K]) => {
    setTouched(true);
    setForm((previous) => ({ ...previous, [field]: value }));
  };
  const { errorOf, listed } = fieldMessages(issues, touched);

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
      <UniversitySelect
        label="University"
        required
        value={{ univId: form.univId, name: form.institution }}
        onChange={(chosen) => {
          setTouched(true);
          setForm((previous) => ({ ...previous, univId: chosen.univId, institution: chosen.name }));
        }}
        error={errorOf('institution')}
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
      <FormIssues issues={touched ? listed() : []} />
      <FormActions onCancel={onCancel} saving={saving} disabled={issues.length > 0} onSave={() => onSave(form)} />
    </Stack>
  );
}
