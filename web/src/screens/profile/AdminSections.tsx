import { Alert, Button, Group, Select, Stack, Switch, TagsInput, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts/profile';
import { KNOWN_MARKERS, positionTypeOfMarker } from '@ri/metrics';
import { profileHistoryQueryOptions } from '../../api/profile/profileQueries.ts';
import { DataTable } from '../../components/DataTable.tsx';
import { historyRows, historyTime } from './profileHistory.ts';
import type { HistoryRow } from './profileHistory.ts';

// Administrator-only parts of a faculty member's profile (docs/requirements/profile-and-accounts.md §6): marker values, the
// name-variations editor, the unusual-profile flag, the university profile link; and the change history.

function markerLabel(marker: number): string {
  if (marker === 0) return '0 · unknown';
  const type = positionTypeOfMarker(marker);
  return type === null ? String(marker) : `${marker} · ${type.label}`;
}

export const MARKER_OPTIONS = KNOWN_MARKERS.map((marker) => ({ value: String(marker), label: markerLabel(marker) }));

interface AdminFieldsProps {
  profile: TProfileResponse;
  saving: boolean;
  onSave: (update: TProfileUpdateFields) => void;
}

export function AdminFieldsSection({ profile, saving, onSave }: AdminFieldsProps) {
  const [marker, setMarker] = useState<string | null>(profile.marker === '' ? null : String(profile.marker));
  const [variations, setVariations] = useState<string[]>(profile.name_variations);
  const [unusual, setUnusual] = useState(profile.unusual_work_hist);
  const [link, setLink] = useState(profile.univ_profile_link);
  const changed =
    marker !== (profile.marker === '' ? null : String(profile.marker)) ||
    JSON.stringify(variations) !== JSON.stringify(profile.name_variations) ||
    unusual !== profile.unusual_work_hist ||
    link.trim() !== profile.univ_profile_link;

  return (
    <Stack gap="sm">
      <Select label="Marker" description="The position code the analytics use (seed table; 10, 20, 30, 70, 90 are the older two-digit forms)" data={MARKER_OPTIONS} value={marker} onChange={setMarker} clearable />
      <TagsInput label="Name variations" description="Other spellings of the name on papers; press Enter after each" value={variations} onChange={setVariations} clearable />
      <Switch label="Unusual profile (work history checked by hand)" checked={unusual} onChange={(event) => setUnusual(event.currentTarget.checked)} />
      <TextInput label="University profile link" placeholder="https://" value={link} onChange={(event) => setLink(event.currentTarget.value)} />
      <Group justify="flex-end">
        <Button
          disabled={!changed}
          loading={saving}
          onClick={() => onSave({ marker: marker === null ? '' : Number(marker), name_variations: variations, unusual_work_hist: unusual, univ_profile_link: link.trim() })}
        >
          Save administrator fields
        </Button>
      </Group>
    </Stack>
  );
}

const column = createColumnHelper<HistoryRow>();
const HISTORY_COLUMNS = [
  column.accessor('at', { header: 'When', cell: (info) => historyTime(info.getValue()) }),
  column.accessor('action', { header: 'What' }),
  column.accessor('who', { header: 'Who' }),
  column.accessor('fields', { header: 'Fields changed' }),
];

/** The audit log of this profile, newest first (GET audit_log; administrators). */
export function ProfileHistorySection({ authorId }: { authorId: number }) {
  const history = useQuery(profileHistoryQueryOptions(authorId));
  if (history.isPending) return <Text c="dimmed">Loading the history…</Text>;
  if (history.isError) return <Alert color="red">{history.error.message}</Alert>;
  return (
    <div data-testid="profile-history">
      <DataTable label="Change history" data={historyRows(history.data)} columns={HISTORY_COLUMNS} emptyText="No changes recorded yet." getRowId={(row) => String(row.id)} />
    </div>
  );
}
