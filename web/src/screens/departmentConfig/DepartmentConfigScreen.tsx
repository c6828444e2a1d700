import { Accordion, Alert, Badge, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { departmentConfigQueryOptions } from '../../api/departmentConfig/departmentConfigQueries.ts';
import { journalsOfTypeQueryOptions } from '../../api/journals/journalQueries.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { UniversityAutocomplete } from '../signup/UniversityAutocomplete.tsx';
import { DepartmentForm } from './DepartmentForm.tsx';
import {
  DEPARTMENT_CONFIG_ALERTS, FORM_SCROLL_DELAY_MS, INITIALLY_OPEN_GROUPS, TIERS, TIER_GROUP_LABELS, configViewOf, draftOf, emptyDraft, journalNamesOf,
  type ConfiguredDepartment, type DepartmentConfigView, type DepartmentDraft,
} from './departmentConfig.ts';

interface Props {
  /**
   * 'admin': the administrator picks the university (kept in the address); otherwise the
   * university's own id (the owner or an admin of a university account).
   */
  university: { kind: 'admin'; chosen: { id: number; name: string } | null; onChoose: (chosen: { id: number; name: string } | null) => void }
    | { kind: 'own'; id: number };
}

/** The routes' loaders: the two queries a university's department manager runs on entry. */
export function ensureDepartmentManagerData(client: QueryClient, universityId: number): Promise<unknown>[] {
  return [client.ensureQueryData(departmentConfigQueryOptions(universityId)), client.ensureQueryData(journalsOfTypeQueryOptions('all'))];
}

/** docs/requirements/admin-tools.md Department configuration (/dashboard/DepartmentConfig; /dashboards/DepartmentConfig for a university account). */
export function DepartmentConfigScreen({ university }: Props) {
  useDocumentTitle(`Department Configuration · ${SITE_NAME}`);
  const universityId = university.kind === 'own' ? university.id : university.chosen?.id ?? null;
  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">Department Configuration</Title>
      {university.kind === 'admin' ? <AdminUniversityPicker chosen={university.chosen} onChoose={university.onChoose} /> : null}
      {universityId === null ? (
        <Text c="dimmed" size="sm">Choose the university whose departments you want to configure.</Text>
      ) : (
        <DepartmentManager key={universityId} universityId={universityId} />
      )}
    </Stack>
  );
}

function AdminUniversityPicker({ chosen, onChoose }: { chosen: { id: number; name: string } | null; onChoose: (chosen: { id: number; name: string } | null) => void }) {
  const [text, setText] = useState(chosen?.name ?? '');
  return (
    <div style={{ maxWidth: 520 }}>
      <UniversityAutocomplete
        name={text}
        universityId={chosen?.id ?? null}
        onChange={(next) => {
          setText(next.name);
          if (next.universityId !== null && next.universityId !== chosen?.id) onChoose({ id: next.universityId, name: next.name.trim() });
        }}
        placeholder="Start typing a university's name"
        description="The university whose departments you configure"
      />
    </div>
  );
}

function DepartmentManager({ universityId }: { universityId: number }) {
  const config = useQuery(departmentConfigQueryOptions(universityId));
  const journals = useQuery(journalsOfTypeQueryOptions('all'));
  const [form, setForm] = useState<{ draft: DepartmentDraft; key: number } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const formKey = useRef(0);

  // docs/requirements/admin-tools.md §4: the page scrolls to the opened form after 50 ms
  const openedKey = form?.key ?? null;
  useEffect(() => {
    if (openedKey === null) return;
    const timer = setTimeout(() => {
      formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      formRef.current?.querySelector<HTMLInputElement>('input[name="departmentName"]')?.focus({ preventScroll: true });
    }, FORM_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [openedKey]);

  const open = (draft: DepartmentDraft) => {
    formKey.current += 1;
    setForm({ draft, key: formKey.current });
  };

  if (config.isPending) return <Loader aria-label="Loading departments" />;
  if (config.isError) return <Alert color="red" role="alert">{DEPARTMENT_CONFIG_ALERTS.fetchConfigFailed}</Alert>;
  const view = configViewOf(config.data);
  if (view === null) return <Alert color="yellow" role="alert">{DEPARTMENT_CONFIG_ALERTS.notAllowed}</Alert>;

  return (
    <Stack gap="md">
      {journals.isError ? <Alert color="red" role="alert">{DEPARTMENT_CONFIG_ALERTS.fetchJournalsFailed}</Alert> : null}
      <Group justify="space-between">
        <Text size="sm">{view.departments.length === 1 ? '1 department' : `${view.departments.length} departments`}</Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(emptyDraft())}>Add Department</Button>
      </Group>
      {view.fallback ? (
        <Alert color="brand" variant="light" title="No departments configured yet">
          Until departments are added here, faculty of this university choose from the 14 standard business-school departments.
        </Alert>
      ) : null}
      {view.departments.length > 0 ? (
        <Accordion multiple variant="separated" aria-label="Departments">
          {view.departments.map((department) => (
            <DepartmentPanel key={department.id} department={department} view={view} onEdit={() => open(draftOf(department))} />
          ))}
        </Accordion>
      ) : null}
      {form !== null ? (
        <div ref={formRef} style={{ scrollMarginTop: 80 }}>
          <DepartmentForm
            key={form.key}
            initial={form.draft}
            view={view}
            journals={journals.data?.journals ?? []}
            journalsLoading={journals.isPending}
            onClose={() => setForm(null)}
          />
        </div>
      ) : null}
    </Stack>
  );
}

function DepartmentPanel({ department, view, onEdit }: { department: ConfiguredDepartment; view: DepartmentConfigView; onEdit: () => void }) {
  return (
    <Accordion.Item value={String(department.id)}>
      <Accordion.Control>
        <Group gap="sm">
          <Text fw={600}>{department.name}</Text>
          <Badge variant="light" color="gray">{department.faculty_count} faculty</Badge>
        </Group>
      </Accordion.Control>
      <Accordion.Panel>
        <Stack gap="sm">
          <Group justify="flex-end">
            <Button size="xs" variant="light" leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit} aria-label={`EDIT ${department.name}`}>EDIT</Button>
          </Group>
          <div>
            <Text fw={500} size="sm" mb={4}>Selected Department Mapping</Text>
            {department.default_mapping.length === 0 ? (
              <Text size="sm" c="dimmed">No Department Selected</Text>
            ) : (
              <Group gap={6}>{department.default_mapping.map((name) => <Badge key={name} variant="outline">{name}</Badge>)}</Group>
            )}
          </div>
          <Accordion multiple defaultValue={[...INITIALLY_OPEN_GROUPS]} variant="contained" aria-label={`Journals of ${department.name}`}>
            {TIERS.map((tier) => {
              const names = journalNamesOf(department[tier], view.journalNames);
              return (
                <Accordion.Item key={tier} value={tier}>
                  <Accordion.Control>{TIER_GROUP_LABELS[tier]} ({names.length})</Accordion.Control>
                  <Accordion.Panel>
                    {names.length === 0 ? <Text size="sm" c="dimmed">No Journals</Text> : (
                      <Stack gap={2} component="ul" style={{ margin: 0, paddingLeft: 18 }}>
                        {names.map((name, index) => <Text key={`${name}-${index}`} size="sm" component="li">{name}</Text>)}
                      </Stack>
                    )}
                  </Accordion.Panel>
                </Accordion.Item>
              );
            })}
          </Accordion>
        </Stack>
      </Accordion.Panel>
    </Accordion.Item>
  );
}
