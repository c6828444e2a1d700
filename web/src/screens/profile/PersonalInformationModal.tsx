import { Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { TEXT_LIMITS } from '@ri/contracts/limits';
import { useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts/profile';
import { canSavePersonalInformation, validatePersonalInformation } from '@ri/metrics';
import { FormActions, FormIssues } from './FormIssues.tsx';
import { GENDER_OPTIONS, personName } from './profilePage.ts';
import { UniversityRequestLink } from './UniversityRequestModal.tsx';
import { UniversitySelect } from './UniversitySelect.tsx';
import { UploadButton } from './UploadButton.tsx';
import { UPLOAD_MESSAGES } from './uploadMessages.ts';
import type { ChosenUniversity } from './UniversitySelect.tsx';
import { fieldMessages } from './fieldMessages.ts';

interface PersonalForm {
  first_name: string;
  mid_name: string;
  last_name: string;
  prefix: string;
  suffix: string;
  position: string;
  email: string;
  gender: string;
  cv: string;
  bio: string;
  university: ChosenUniversity;
}

function formOf(profile: TProfileResponse): PersonalForm {
  return {
    first_name: profile.first_name,
    mid_name: profile.mid_name,
    last_name: profile.last_name,
    prefix: profile.prefix,
    suffix: profile.suffix,
    position: profile.position,
    email: profile.email,
    gender: profile.gender,
    cv: profile.cv,
    bio: profile.bio,
    university: { univId: profile.univ_id === '' ? null : profile.univ_id, name: profile.univ_name },
  };
}

interface Props {
  opened: boolean;
  onClose: () => void;
  profile: TProfileResponse;
  isAdmin: boolean;
  saving: boolean;
  onSave: (update: TProfileUpdateFields) => void;
  /** POST profile/upload_cv, or editauthor/upload_cv/{id} for an administrator */
  cvUploadPath: string;
  /** the uploaded CV is stored on the profile at once: read the profile again */
  onCvStored: () => Promise<unknown>;
}

/** Add/Edit Personal Information (docs/requirements/profile-and-accounts.md §5): Save only for a complete form; an administrator may save anyway. */
export function PersonalInformationModal({ opened, onClose, ...props }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Personal Information" size="lg">
      {/* re-mounted on every opening so that the form starts from the stored profile */}
      {opened && <PersonalInformationForm {...props} onCancel={onClose} />}
    </Modal>
  );
}

function PersonalInformationForm({ profile, isAdmin, saving, onSave, cvUploadPath, onCvStored, onCancel }: Omit<Props, 'opened' | 'onClose'> & { onCancel: () => void }) {
  const [form, setForm] = useState<PersonalForm>(() => formOf(profile));
  const [touched, setTouched] = useState(false);
  const rulesInput = { ...form, univ_name: form.university.name, univ_id: form.university.univId };
  const issues = validatePersonalInformation(rulesInput);
  const canSave = canSavePersonalInformation(rulesInput, { isAdmin });
  const set = (field: Exclude<keyof PersonalForm, 'university'>) => (value: string) => {
    setTouched(true);
    setForm((previous) => ({ ...previous, [field]: value }));
  };
  const { errorOf, listed } = fieldMessages(issues, touched);

  const save = () => {
    onSave({
      first_name: form.first_name.trim(),
      mid_name: form.mid_name.trim(),
      last_name: form.last_name.trim(),
      prefix: form.prefix.trim(),
      suffix: form.suffix.trim(),
      position: form.position.trim(),
      email: form.email.trim(),
      gender: form.gender === '' ? '' : (form.gender as 'm' | 'f' | 'o'),
      cv: form.cv.trim(),
      bio: form.bio,
      // the university only when another one was chosen: a change clears the departments (docs/profile.md)
      ...(form.university.univId !== (profile.univ_id === '' ? null : profile.univ_id) ? { univ_id: form.university.univId } : {}),
    });
  };

  return (
    <Stack gap="sm">
      <Group grow>
        <TextInput label="First Name" maxLength={TEXT_LIMITS.personName} required value={form.first_name} onChange={(event) => set('first_name')(event.currentTarget.value)} error={errorOf('first_name')} />
        <TextInput label="Middle Name" maxLength={TEXT_LIMITS.personName} value={form.mid_name} onChange={(event) => set('mid_name')(event.currentTarget.value)} />
        <TextInput label="Last Name" maxLength={TEXT_LIMITS.personName} required value={form.last_name} onChange={(event) => set('last_name')(event.currentTarget.value)} error={errorOf('last_name')} />
      </Group>
      <Group grow>
        <TextInput label="Prefix" maxLength={TEXT_LIMITS.prefix} value={form.prefix} onChange={(event) => set('prefix')(event.currentTarget.value)} />
        <TextInput label="Suffix" maxLength={TEXT_LIMITS.suffix} value={form.suffix} onChange={(event) => set('suffix')(event.currentTarget.value)} />
      </Group>
      <TextInput label="Position" maxLength={TEXT_LIMITS.position} value={form.position} onChange={(event) => set('position')(event.currentTarget.value)} />
      <TextInput label="Email" maxLength={TEXT_LIMITS.email} required type="email" value={form.email} onChange={(event) => set('email')(event.currentTarget.value)} error={errorOf('email')} />
      <Select
        label="Gender"
        required
        data={GENDER_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        value={form.gender === '' ? null : form.gender}
        onChange={(value) => set('gender')(value ?? '')}
        error={errorOf('gender')}
      />
      <Group align="flex-end" wrap="nowrap">
        <TextInput style={{ flex: 1 }} label="CV link" maxLength={TEXT_LIMITS.link} required placeholder="https://..." value={form.cv} onChange={(event) => set('cv')(event.currentTarget.value)} error={errorOf('cv')} />
        <UploadButton
          label="Upload CV"
          accept="application/pdf,.pdf"
          path={cvUploadPath}
          fields={{ user_id: String(profile._id) }}
          failureTitle={UPLOAD_MESSAGES.cvFailed}
          onUploaded={async (answer) => {
            set('cv')(answer.url);
            await onCvStored();
          }}
        />
      </Group>
      <Textarea label="Bio" maxLength={TEXT_LIMITS.bio} autosize minRows={3} maxRows={10} value={form.bio} onChange={(event) => set('bio')(event.currentTarget.value)} />
      <UniversitySelect
        label="University"
        value={form.university}
        onChange={(university) => {
          setTouched(true);
          setForm((previous) => ({ ...previous, university }));
        }}
        error={errorOf('univ_name')}
        description="Changing the university clears your departments: add those of the new university afterwards."
      />
      <UniversityRequestLink authorName={personName(profile)} authorId={profile._id} />
      <FormIssues issues={listed()} label="Missing personal information" />
      <FormActions onCancel={onCancel} saving={saving} disabled={!canSave} onSave={save} />
    </Stack>
  );
}
