import { ActionIcon, Alert, Anchor, Autocomplete, Badge, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields, TWorkItem } from '@ri/contracts/profile';
import { positionTitleOf, positionTypeOfMarker, WORK_HISTORY_WARNINGS } from '@ri/metrics';
import { schoolAutocompleteQueryOptions, sendTeamRequest, universitySchoolsQueryOptions } from '../../api/profile/profileQueries.ts';
import { ConfirmRemoveModal, useConfirmRemove } from '../../components/ConfirmRemove.tsx';
import { failureMessage } from '../facultyHome/screenMessages.ts';
import { FormActions, FormIssues } from './FormIssues.tsx';
import { UniversityRequestLink } from './UniversityRequestModal.tsx';
import { UniversitySelect } from './UniversitySelect.tsx';
import {
  EMPTY_WORK_FORM, positionTitleRequired, presentNoteFor, schoolSuggestions, sortedWork, validateWorkForm, workCorrectionRequest, workEntryLabel, workFormOf,
  workHistoryAfterSave, workHistoryWithout, workPeriod, workTitleOptions,
} from './workForm.ts';
import type { WorkForm } from './workForm.ts';
import { personName } from './profilePage.ts';
import { fieldMessages } from './fieldMessages.ts';

interface Props {
  profile: TProfileResponse;
  canEdit: boolean;
  isAdmin: boolean;
  saving: boolean;
  onSave: (update: TProfileUpdateFields, after?: () => void) => void;
}

const WORK_WARNING_TEXTS: readonly string[] = [WORK_HISTORY_WARNINGS.multipleCurrentPositions, WORK_HISTORY_WARNINGS.chairWithoutProfessor];

/**
 * Work Experience (docs/requirements/profile-and-accounts.md §3-6): current positions first; Add/Edit Work Experience in
 * edit mode; removal by the profile's owner or an administrator after Yes / No, or a request asking an administrator to
 * (issue 22: a wrong entry no longer means living with a standing warning); the work-history warnings say so.
 */
export function WorkExperienceSection({ profile, canEdit, isAdmin, saving, onSave }: Props) {
  const [editing, setEditing] = useState<{ original: TWorkItem | null } | null>(null);
  const warnings = profile.warnings.filter((warning) => WORK_WARNING_TEXTS.includes(warning));
  const items = sortedWork(profile.work_history_manual);
  const removal = useConfirmRemove((item: TWorkItem) => onSave({ work_history_manual: workHistoryWithout(profile.work_history_manual, item.id) }));
  const askAdmin = useMutation({
    mutationFn: (item: TWorkItem) => sendTeamRequest(workCorrectionRequest(personName(profile), profile._id, item)),
    onSuccess: (answer) => {
      removal.onCancel();
      notifications.show({ color: 'green', message: answer.message, autoClose: 8000 });
    },
    onError: (error) => notifications.show({ color: 'red', message: failureMessage(error, 'The request could not be sent. Please try again.'), autoClose: 8000 }),
  });

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" onClick={() => setEditing({ original: null })}>
            Add Work Experience
          </Button>
        </Group>
      )}
      {canEdit &&
        warnings.map((warning) => (
          <Alert key={warning} color="yellow" variant="light">
            {warning}
            {!isAdmin && ' If an entry is wrong, remove it with its bin icon (or ask an administrator to from there).'}
          </Alert>
        ))}
      {items.length === 0 && <Text c="dimmed">No work experience yet.</Text>}
      {items.map((item) => (
        <Group key={item.id} justify="space-between" wrap="nowrap" align="flex-start" data-testid="profile-work">
          <div>
            <Group gap="xs">
              <Text fw={600}>{positionTitleOf(item)}</Text>
              {item.to === 'Present' && (
                <Badge size="sm" variant="light">
                  Present
                </Badge>
              )}
              {isAdmin && item.marker !== null && (
                <Badge size="sm" color="gray" variant="outline">
                  Marker {item.marker}
                </Badge>
              )}
            </Group>
            <Text size="sm">{[item.school, item.institution].filter((part) => part.trim() !== '').join(', ')}</Text>
            <Text size="sm" c="dimmed">
              {workPeriod(item)}
              {positionTypeOfMarker(item.marker)?.label !== undefined && ` · ${positionTypeOfMarker(item.marker)?.label}`}
            </Text>
          </div>
          {canEdit && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit ${positionTitleOf(item)} ${workPeriod(item)}`} onClick={() => setEditing({ original: item })}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" disabled={saving} aria-label={`Remove ${positionTitleOf(item)} ${workPeriod(item)}`} onClick={() => removal.ask(item)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
      ))}
      <ConfirmRemoveModal
        {...removal}
        describe={(item) => `Remove “${workEntryLabel(item)}” from your work experience?`}
        note={isAdmin || removal.pending === null ? undefined : (
          <>
            Not sure it is wrong?{' '}
            <Anchor component="button" type="button" size="sm" disabled={askAdmin.isPending} onClick={() => removal.pending !== null && askAdmin.mutate(removal.pending)}>
              Ask an administrator to check it
            </Anchor>{' '}
            instead.
          </>
        )}
      />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.original ? 'Edit Work Experience' : 'Add Work Experience'} size="lg">
        {editing !== null && (
          <WorkExperienceForm
            profile={profile}
            original={editing.original}
            isAdmin={isAdmin}
            saving={saving}
            onCancel={() => setEditing(null)}
            onSave={(form) => onSave({ work_history_manual: workHistoryAfterSave(profile.work_history_manual, editing.original, form) }, () => setEditing(null))}
          />
        )}
      </Modal>
    </Stack>
  );
}

interface FormProps {
  profile: TProfileResponse;
  original: TWorkItem | null;
  isAdmin: boolean;
  saving: boolean;
  onCancel: () => void;
  onSave: (form: WorkForm) => void;
}

function WorkExperienceForm({ profile, original, isAdmin, saving, onCancel, onSave }: FormProps) {
  const currentYear = new Date().getFullYear();
  const [form, setForm] = useState<WorkForm>(original === null ? EMPTY_WORK_FORM : workFormOf(original));
  const [touched, setTouched] = useState(false);
  const [debouncedSchool] = useDebouncedValue(form.school, 300);
  const searched = useQuery({ ...schoolAutocompleteQueryOptions(debouncedSchool), enabled: form.univId === null && debouncedSchool.trim().length >= 2 });
  const ofUniversity = useQuery(universitySchoolsQueryOptions(form.univId));
  // docs/requirements/profile-and-accounts.md §6: school and university of an existing entry are locked except for administrators
  const locked = original !== null && !isAdmin;
  const issues = validateWorkForm(form, { currentYear, isAdmin, authorMarker: profile.marker });
  const note = presentNoteFor(profile.work_history_manual, original, form);
  const set = <K extends keyof WorkForm>(field: K, value: WorkForm[K]) => {
    setTouched(true);
    setForm((previous) => ({ ...previous, [field]: value }));
  };
  const { errorOf, listed } = fieldMessages(issues, touched);
  const titleRequired = positionTitleRequired(form);

  return (
    <Stack gap="sm">
      <Select
        label="Title"
        required
        placeholder="Select Title"
        data={workTitleOptions(profile.marker, isAdmin, form)}
        value={form.type}
        onChange={(value) => set('type', value)}
        error={errorOf('title')}
        allowDeselect={false}
      />
      <TextInput
        label="Position Title"
        required={titleRequired}
        description={titleRequired ? 'The title as written at your school, e.g. Associate Dean, Visiting Scholar, Clinical Professor' : 'Optional, e.g. Assistant Professor of Marketing'}
        value={form.subTitle}
        onChange={(event) => set('subTitle', event.currentTarget.value)}
        error={errorOf('subTitle')}
      />
      <UniversitySelect
        label="University"
        required
        disabled={locked}
        value={{ univId: form.univId, name: form.institution }}
        onChange={(chosen) => {
          setTouched(true);
          setForm((previous) => ({ ...previous, univId: chosen.univId, institution: chosen.name }));
        }}
        error={errorOf('institution')}
        {...(locked ? { description: 'School and university of a saved position can only be changed by an administrator.' } : {})}
      />
      {!locked && <UniversityRequestLink authorName={personName(profile)} authorId={profile._id} initialUniversity={form.univId === null ? form.institution : ''} />}
      <Autocomplete
        label="School"
        required
        disabled={locked}
        placeholder="Type the school's name"
        data={schoolSuggestions(form.univId, ofUniversity.data, searched.data)}
        description={locked ? undefined : form.univId === null ? 'Choose the university first to see its schools' : undefined}
        value={form.school}
        onChange={(value) => set('school', value)}
        error={errorOf('school')}
      />
      <Group grow align="flex-start">
        <TextInput label="From" required inputMode="numeric" placeholder="Year" value={form.from} onChange={(event) => set('from', event.currentTarget.value)} error={errorOf('from')} />
        <TextInput
          label="To"
          required={!form.present}
          inputMode="numeric"
          placeholder={form.present ? 'Present' : 'Year'}
          disabled={form.present}
          value={form.present ? '' : form.to}
          onChange={(event) => set('to', event.currentTarget.value)}
          error={errorOf('to')}
        />
      </Group>
      <Checkbox label="Present (I hold this position now)" checked={form.present} onChange={(event) => set('present', event.currentTarget.checked)} />
      {note !== null && (
        <Alert color="yellow" variant="light" title="Note">
          {note}
        </Alert>
      )}
      {original === null && form.present && (
        <Text size="sm" c="dimmed">
          A new current position becomes your position on the profile; at another university it also changes your university and clears your departments.
        </Text>
      )}
      <FormIssues issues={touched ? listed() : []} />
      <FormActions onCancel={onCancel} saving={saving} disabled={issues.length > 0} onSave={() => onSave(form)} />
    </Stack>
  );
}
