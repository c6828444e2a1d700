import { ActionIcon, Button, Group, Modal, MultiSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { invalidateDepartments, saveOrDeleteDepartment } from '../../api/departmentConfig/departmentConfigQueries.ts';
import { LimitedMultiSelect } from '../../components/pickers/LimitedMultiSelect.tsx';
import {
  DEPARTMENT_CONFIG_ALERTS, TIERS, TIER_SELECT_LABELS, deleteProblem, departmentBodyOf, journalSelectData, mappingOptions, saveProblem, withDefaultMapping,
  withTier, type DepartmentConfigView, type DepartmentDraft, type JournalChoice,
} from './departmentConfig.ts';

function alertError(message: string) {
  notifications.show({ color: 'red', message, autoClose: 5000 });
}

/** A 4xx carries the server's reason (a department with faculty, a name taken); anything else is the seed's generic alert. */
function failureText(error: Error): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : DEPARTMENT_CONFIG_ALERTS.somethingWrong;
}

interface Props {
  initial: DepartmentDraft;
  view: DepartmentConfigView;
  journals: readonly JournalChoice[];
  journalsLoading: boolean;
  onClose: () => void;
}

/** docs/requirements/admin-tools.md: 'Add New Department' / 'Edit Department' with its name, default mapping and three journal lists; Save, Delete, close. */
export function DepartmentForm({ initial, view, journals, journalsLoading, onClose }: Props) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [nameError, setNameError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const editing = initial.id !== null;

  const send = useMutation({
    mutationFn: (mode: 'save' | 'delete') => saveOrDeleteDepartment(view.universityId, mode, departmentBodyOf(draft)),
    onSuccess: async (answer, mode) => {
      notifications.show({ color: 'green', message: mode === 'save' ? DEPARTMENT_CONFIG_ALERTS.updated : answer.message, autoClose: 4000 });
      await invalidateDepartments(queryClient);
      onClose();
    },
    onError: (error) => alertError(failureText(error)),
  });

  function save() {
    const problem = saveProblem(draft, view);
    if (problem !== null) {
      if (problem === DEPARTMENT_CONFIG_ALERTS.nameRequired || problem === DEPARTMENT_CONFIG_ALERTS.duplicateName) setNameError(problem);
      alertError(problem);
      return;
    }
    send.mutate('save');
  }

  function askDelete() {
    const problem = deleteProblem(draft);
    if (problem !== null) {
      if (problem === DEPARTMENT_CONFIG_ALERTS.nameRequired) setNameError(problem);
      alertError(problem);
      return;
    }
    setConfirmDelete(true);
  }

  const heading = editing ? 'Edit Department' : 'Add New Department';
  return (
    <Paper withBorder p="md" shadow="xs" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">{heading}</Title>
          <ActionIcon variant="subtle" color="gray" onClick={onClose} aria-label="Close the department form"><IconX size={18} aria-hidden /></ActionIcon>
        </Group>
        <TextInput
          label="Name Your Deparment"
          name="departmentName"
          required
          value={draft.name}
          onChange={(event) => { setDraft({ ...draft, name: event.currentTarget.value }); setNameError(null); }}
          error={nameError}
          maxLength={200}
        />
        <MultiSelect
          label="Select Departments"
          description="Default mapping: the journal lists below become the union of these departments' lists"
          placeholder={draft.default_mapping.length === 0 ? 'No Department Selected' : undefined}
          searchable
          clearable
          data={[...new Set([...mappingOptions(view, draft), ...draft.default_mapping])]}
          value={draft.default_mapping}
          onChange={(names) => setDraft(withDefaultMapping(draft, names, view.departments))}
          nothingFoundMessage="No department matches"
        />
        {TIERS.map((tier) => (
          <LimitedMultiSelect
            key={tier}
            label={TIER_SELECT_LABELS[tier]}
            placeholder={journalsLoading ? 'Loading journals…' : 'Type a journal name or ISSN'}
            maxTags={10}
            limit={100}
            data={journalSelectData(journals, draft, tier)}
            value={draft[tier].map(String)}
            onChange={(ids) => setDraft(withTier(draft, tier, ids.map(Number)))}
            nothingFoundMessage="No journal matches"
          />
        ))}
        <Group gap="sm">
          <Button onClick={save} loading={send.isPending && send.variables === 'save'}>Save</Button>
          <Button color="red" variant="outline" onClick={askDelete} loading={send.isPending && send.variables === 'delete'}>Delete</Button>
          <Button variant="subtle" color="gray" onClick={onClose}>Close</Button>
        </Group>
      </Stack>
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title="Delete department" centered>
        <Stack gap="md">
          <Text>Delete the department {draft.name.trim()}? Its journal lists are deleted with it.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>No</Button>
            <Button color="red" onClick={() => { setConfirmDelete(false); send.mutate('delete'); }}>Yes</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
