import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts/profile';
import { keywordsQueryOptions } from '../../api/profile/profileQueries.ts';
import type { ProfileTarget } from '../../api/profile/profileQueries.ts';
import { LimitedMultiSelect } from '../../components/pickers/LimitedMultiSelect.tsx';
import { AREA_TAG_LIMIT, AREAS_OF_INTEREST, keywordOptions, KEYWORDS_LOAD_FAILED, sortedTags } from './areaOfResearch.ts';
import { FormActions } from './FormIssues.tsx';

interface Props {
  profile: TProfileResponse;
  target: ProfileTarget;
  canEdit: boolean;
  saving: boolean;
  onSave: (update: TProfileUpdateFields, after?: () => void) => void;
}

function TagList({ label, values }: { label: string; values: readonly string[] }) {
  return (
    <div>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {values.length === 0 ? (
        <Text size="sm" c="dimmed">
          None yet.
        </Text>
      ) : (
        <Group gap={6} mt={4} aria-label={label} role="list">
          {sortedTags(values).map((value) => (
            <Badge key={value} variant="light" role="listitem" style={{ textTransform: 'none' }}>
              {value}
            </Badge>
          ))}
        </Group>
      )}
    </div>
  );
}

/** Area of Research (docs/requirements/profile-and-accounts.md §2): keywords and areas of interest, shown sorted; Add/Edit Area of Research in edit mode. */
export function AreaOfResearchSection({ profile, target, canEdit, saving, onSave }: Props) {
  const [editing, setEditing] = useState(false);
  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" onClick={() => setEditing(true)}>
            Edit Area of Research
          </Button>
        </Group>
      )}
      <TagList label="Keywords" values={profile.keywords} />
      <TagList label="Area of Interest" values={profile.area_of_interest} />
      <Modal opened={editing} onClose={() => setEditing(false)} title="Add/Edit Area of Research" size="lg">
        {editing && (
          <AreaOfResearchForm
            profile={profile}
            target={target}
            saving={saving}
            onClose={() => setEditing(false)}
            onSave={(update) => onSave({ _id: profile._id, ...update }, () => setEditing(false))}
          />
        )}
      </Modal>
    </Stack>
  );
}

function AreaOfResearchForm({ profile, target, saving, onClose, onSave }: { profile: TProfileResponse; target: ProfileTarget; saving: boolean; onClose: () => void; onSave: (update: { keywords: string[]; area_of_interest: string[] }) => void }) {
  const keywords = useQuery(keywordsQueryOptions(target));
  const [chosenKeywords, setChosenKeywords] = useState<string[]>(profile.keywords);
  const [areas, setAreas] = useState<string[]>(profile.area_of_interest);
  const [typed, setTyped] = useState('');

  return (
    <Stack gap="sm">
      {keywords.isError && (
        <Alert color="red" title={KEYWORDS_LOAD_FAILED}>
          {keywords.error.message}
        </Alert>
      )}
      <LimitedMultiSelect
        label="Keywords"
        description="Choose from the list or type a new keyword and pick it"
        placeholder="Type a keyword"
        data={keywordOptions(keywords.data?.suggestions ?? [], chosenKeywords, typed)}
        value={chosenKeywords}
        onChange={(value) => {
          setChosenKeywords(value);
          setTyped('');
        }}
        searchValue={typed}
        onSearchChange={setTyped}
        maxTags={AREA_TAG_LIMIT}
        limit={50}
        nothingFoundMessage={keywords.isPending ? 'Loading keywords…' : 'Type a keyword'}
      />
      <LimitedMultiSelect
        label="Area of Interest"
        placeholder="Choose areas"
        data={[...AREAS_OF_INTEREST]}
        value={areas}
        onChange={setAreas}
        maxTags={AREA_TAG_LIMIT}
      />
      <FormActions cancelLabel="Close" onCancel={onClose} saving={saving} onSave={() => onSave({ keywords: chosenKeywords, area_of_interest: areas })} />
    </Stack>
  );
}
