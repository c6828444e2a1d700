import { Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts/profile';
import { FormActions, FormIssues } from './FormIssues.tsx';
import { googleScholarUrl, researchGateUrl, researchProfilesFormOf, researchProfilesUpdate, validateResearchProfiles } from './researchProfiles.ts';
import type { ResearchProfilesForm } from './researchProfiles.ts';
import { fieldMessages } from './fieldMessages.ts';

interface Props {
  profile: TProfileResponse;
  canEdit: boolean;
  saving: boolean;
  onSave: (update: TProfileUpdateFields, after?: () => void) => void;
}

/** Research Profiles (docs/requirements/profile-and-accounts.md §3 and §5): the Google Scholar and ResearchGate pages, Add Research Profiles in edit mode. */
export function ResearchProfilesSection({ profile, canEdit, saving, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  const entries = [
    { key: 'gs', site: 'Google Scholar', id: profile.gs.author_id, name: profile.gs.author_name, url: googleScholarUrl(profile.gs.author_id) },
    { key: 'rg', site: 'ResearchGate', id: profile.rg.author_id, name: profile.rg.author_name, url: researchGateUrl(profile.rg.author_id) },
  ].filter((entry) => entry.id !== '');

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" onClick={() => setEditing(true)}>
            {entries.length === 0 ? 'Add Research Profiles' : 'Edit Research Profiles'}
          </Button>
        </Group>
      )}
      {entries.length === 0 && <Text c="dimmed">No research profiles yet.</Text>}
      {entries.map((entry) => (
        <Text key={entry.key} data-testid="profile-research-profile">
          {entry.site}:{' '}
          <Anchor href={entry.url} target="_blank" rel="noopener noreferrer">
            {entry.name === '' ? entry.id : entry.name}
          </Anchor>
        </Text>
      ))}
      <Modal opened={editing} onClose={() => setEditing(false)} title="Add Research Profiles" size="lg">
        {editing && (
          <ResearchProfilesEditor
            initial={researchProfilesFormOf(profile.gs, profile.rg)}
            saving={saving}
            onCancel={() => setEditing(false)}
            onSave={(form) => onSave(researchProfilesUpdate(form), () => setEditing(false))}
          />
        )}
      </Modal>
    </Stack>
  );
}

function ResearchProfilesEditor({ initial, saving, onCancel, onSave }: { initial: ResearchProfilesForm; saving: boolean; onCancel: () => void; onSave: (form: ResearchProfilesForm) => void }) {
  const [form, setForm] = useState(initial);
  const [touched, setTouched] = useState(false);
  const issues = validateResearchProfiles(form);
  const set = (field: keyof ResearchProfilesForm) => (value: string) => {
    setTouched(true);
    setForm((previous) => ({ ...previous, [field]: value }));
  };
  const { errorOf, listed } = fieldMessages(issues, touched);

  return (
    <Stack gap="sm">
      <TextInput
        label="Google Scholar link"
        placeholder="https://scholar.google.com/citations?user=..."
        value={form.gsLink}
        onChange={(event) => set('gsLink')(event.currentTarget.value)}
        error={errorOf('gs.link')}
      />
      <TextInput label="Name on Google Scholar" value={form.gsName} onChange={(event) => set('gsName')(event.currentTarget.value)} error={errorOf('gs.author_name')} />
      <TextInput
        label="ResearchGate link"
        placeholder="https://www.researchgate.net/profile/First-Last"
        value={form.rgLink}
        onChange={(event) => set('rgLink')(event.currentTarget.value)}
        error={errorOf('rg.link')}
      />
      <TextInput label="Name on ResearchGate" value={form.rgName} onChange={(event) => set('rgName')(event.currentTarget.value)} error={errorOf('rg.author_name')} />
      <FormIssues issues={touched ? listed() : []} />
      <FormActions onCancel={onCancel} saving={saving} disabled={issues.length > 0} onSave={() => onSave(form)} />
    </Stack>
  );
}
