import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveUniversityStatus, universityKeys, universityStatusQueryOptions } from '../../api/universities/universityQueries.ts';
import { facultyDataStatusChange } from './facultyDataStatus.ts';

/**
 * Administrators: the university's faculty data status (docs/admin-tools.md, "Faculty data status").
 * Completed schools are ranked and offered in the comparisons' pickers; the change asks first, saying
 * what it changes. The server decides (admin only, audited); the panel shows its answer.
 */
export function FacultyDataStatusPanel({ universityId }: { universityId: number }) {
  const queryClient = useQueryClient();
  const status = useQuery(universityStatusQueryOptions(universityId));
  const [asking, setAsking] = useState(false);
  const save = useMutation({
    mutationFn: (next: 'Pending' | 'Completed') => saveUniversityStatus(universityId, next),
    onSuccess: (answer) => {
      setAsking(false);
      notifications.show({ color: 'green', title: `${answer.name}: ${answer.status}`, message: answer.message, autoClose: 8000 });
      // the status, and the pickers' lists of completed universities
      void queryClient.invalidateQueries({ queryKey: universityKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message, autoClose: 8000 }),
  });
  const data = status.data;
  const change = data ? facultyDataStatusChange(data.name, data.status) : null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="faculty-data-status-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="faculty-data-status-title">Faculty data status</Title>
          {data && <Badge variant="light" color={data.status === 'Completed' ? 'green' : 'yellow'} data-testid="faculty-data-status">{data.status}</Badge>}
        </Group>
        {status.isPending && <Loader size="sm" aria-label="Loading the faculty data status" />}
        {status.isError && <Alert color="red" role="alert">{status.error.message}</Alert>}
        {data && change && (
          <>
            <Text size="sm" c="dimmed">{data.message}</Text>
            <Group>
              <Button variant={change.next === 'Completed' ? 'filled' : 'light'} color={change.next === 'Completed' ? 'green' : 'yellow'} onClick={() => setAsking(true)}>
                {change.button}
              </Button>
            </Group>
            <Modal opened={asking} onClose={() => setAsking(false)} title={change.title}>
              <Stack>
                <Text>{change.effect}</Text>
                <Group justify="flex-end">
                  <Button variant="default" onClick={() => setAsking(false)}>Cancel</Button>
                  <Button loading={save.isPending} onClick={() => save.mutate(change.next)}>{change.confirm}</Button>
                </Group>
              </Stack>
            </Modal>
          </>
        )}
      </Stack>
    </Card>
  );
}
