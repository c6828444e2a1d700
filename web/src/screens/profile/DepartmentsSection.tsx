import { ActionIcon, Alert, Anchor, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { ConfirmRemoveModal, useConfirmRemove } from '../../components/ConfirmRemove.tsx';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TProfileResponse, TProfileUpdateFields } from '@ri/contracts/profile';
import { validateDepartmentAppointment } from '@ri/metrics';
import { profileKeys, requestDepartment, universityDepartmentsQueryOptions } from '../../api/profile/profileQueries.ts';
import { DEPARTMENT_ADD_FAILED, departmentChoices, departmentRows, departmentsAfterSave, departmentsWithout, otherAppointments } from './departmentForm.ts';
import { FormActions, FormIssues } from './FormIssues.tsx';
import { fieldMessages } from './fieldMessages.ts';

interface Props {
  profile: TProfileResponse;
  canEdit: boolean;
  saving: boolean;
  onSave: (update: TProfileUpdateFields, after?: () => void) => void;
}

/** Departments with percent appointment (docs/requirements/profile-and-accounts.md §3, §5 and §9): the list, Add/Edit Department and removal in edit mode. */
export function DepartmentsSection({ profile, canEdit, saving, onSave }: Props) {
  const [editing, setEditing] = useState<{ department: string | null } | null>(null);
  const rows = departmentRows(profile);
  const universityId = profile.univ_id === '' ? null : profile.univ_id;
  const removal = useConfirmRemove((name: string) => onSave(departmentsWithout(profile, name)));

  return (
    <Stack gap="sm">
      {canEdit && (
        <Group>
          <Button size="xs" disabled={universityId === null} onClick={() => setEditing({ department: null })}>
            Add Department
          </Button>
          {universityId === null && (
            <Text size="sm" c="dimmed">
              Choose your university first (Personal Information or a current position).
            </Text>
          )}
        </Group>
      )}
      {rows.length === 0 && <Text c="dimmed">No departments yet.</Text>}
      {rows.map((row) => (
        <Group key={row.name} justify="space-between" wrap="nowrap" data-testid="profile-department">
          <Text>
            <Text span fw={600}>
              {row.name}
            </Text>
            {row.label !== '' && ` · ${row.label} appointment`}
          </Text>
          {canEdit && (
            <Group gap={4} wrap="nowrap">
              <ActionIcon variant="subtle" aria-label={`Edit ${row.name}`} onClick={() => setEditing({ department: row.name })}>
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
              <ActionIcon variant="subtle" color="red" disabled={saving} aria-label={`Remove ${row.name}`} onClick={() => removal.ask(row.name)}>
                <IconTrash size={16} aria-hidden />
              </ActionIcon>
            </Group>
          )}
        </Group>
      ))}
      <ConfirmRemoveModal {...removal} describe={(name) => `Remove the department “${name}” from your appointments?`} />
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={editing?.department === null ? 'Add Department' : 'Edit Department'}>
        {editing !== null && universityId !== null && (
          <DepartmentForm
            profile={profile}
            universityId={universityId}
            editing={editing.department}
            saving={saving}
            onCancel={() => setEditing(null)}
            onSave={(department, percent) => onSave(departmentsAfterSave(profile, editing.department, department, percent), () => setEditing(null))}
          />
        )}
      </Modal>
    </Stack>
  );
}

interface FormProps {
  profile: TProfileResponse;
  universityId: number;
  editing: string | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (department: string, percent: number) => void;
}

function DepartmentForm({ profile, universityId, editing, saving, onCancel, onSave }: FormProps) {
  const departments = useQuery(universityDepartmentsQueryOptions(universityId));
  const [department, setDepartment] = useState<string | null>(editing);
  const [percent, setPercent] = useState<string | number>(editing === null ? '' : (profile.percent_appointment[editing] ?? ''));
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  const issues = validateDepartmentAppointment({ department, percent }, otherAppointments(profile, editing));
  const choices = departmentChoices((departments.data?.departments ?? []).map((item) => item.name), profile.department, editing);
  const { errorOf, listed } = fieldMessages(issues, touched);

  return (
    <Stack gap="sm">
      {departments.data?.fallback === true && (
        <Alert color="blue" variant="light">
          {profile.univ_name} has no departments on record yet: choose one of the 14 business-school departments.
        </Alert>
      )}
      <Select
        label="Department"
        required
        searchable
        placeholder={departments.isPending ? 'Loading departments…' : 'Select Department'}
        data={choices}
        value={department}
        onChange={(value) => {
          setTouched(true);
          setDepartment(value);
        }}
        nothingFoundMessage="No such department"
        error={errorOf('department') ?? (departments.isError ? departments.error.message : undefined)}
      />
      <NumberInput
        label="Percent Appointment"
        required
        min={0}
        max={100}
        decimalScale={2}
        suffix="%"
        value={percent}
        onChange={(value) => {
          setTouched(true);
          setPercent(value);
        }}
        error={errorOf('percent')}
      />
      <FormIssues issues={touched ? listed() : []} />
      {!asking ? (
        <Text size="sm">
          Department not in the list?{' '}
          <Anchor component="button" type="button" size="sm" onClick={() => setAsking(true)}>
            Request a new department
          </Anchor>
        </Text>
      ) : (
        <DepartmentRequest universityId={universityId} onDone={() => setAsking(false)} />
      )}
      <FormActions onCancel={onCancel} saving={saving} disabled={issues.length > 0} onSave={() => department !== null && onSave(department, Number(percent))} />
    </Stack>
  );
}

/** POST dept: an administrator adds the department at once; anyone else asks the team. */
function DepartmentRequest({ universityId, onDone }: { universityId: number; onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const add = useMutation({
    mutationFn: () => requestDepartment(universityId, name.trim()),
    onSuccess: async (answer) => {
      notifications.show({ color: 'green', message: answer.message, autoClose: 8000 });
      if (answer.status === 'added') await queryClient.invalidateQueries({ queryKey: profileKeys.departments(universityId) });
      onDone();
    },
    onError: (error) => notifications.show({ color: 'red', title: DEPARTMENT_ADD_FAILED, message: error.message, autoClose: 5000 }),
  });
  return (
    <Group align="flex-end" wrap="nowrap">
      <TextInput style={{ flex: 1 }} label="New department" placeholder="Department name" value={name} onChange={(event) => setName(event.currentTarget.value)} />
      <Button variant="light" disabled={name.trim() === ''} loading={add.isPending} onClick={() => add.mutate()}>
        Request
      </Button>
      <Button variant="subtle" color="gray" onClick={onDone}>
        Cancel
      </Button>
    </Group>
  );
}
