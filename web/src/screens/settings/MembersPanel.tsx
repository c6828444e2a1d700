import { Alert, Badge, Button, Group, Loader, Modal, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMail, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { ApiError } from '../../api/client.ts';
import { inviteMember, membersQueryOptions, removeMember, settingsKeys, withdrawInvitation } from '../../api/settings/settingsQueries.ts';
import {
  ACCESS_LEVEL_LABELS, INVITE_ACCESS_LEVELS, SETTINGS_TEXT, canRemoveMember, formatDate, invitationProblem, mayInvite, seatsLine,
} from './settings.ts';

function failureText(error: Error): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500 ? error.message : SETTINGS_TEXT.failed;
}

/**
 * 'Members with access' of a university account: the members, pending invitations, seats, an
 * invitation form and removal with the seed's confirmation. `universityId` null = the caller's own
 * university (a university user); an administrator names one.
 */
export function MembersPanel({ universityId, viewerUserId }: { universityId: number | null; viewerUserId: number }) {
  const queryClient = useQueryClient();
  const members = useQuery(membersQueryOptions(universityId));
  const [removing, setRemoving] = useState<{ user_id: number; username: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.all });

  const remove = useMutation({
    mutationFn: (userId: number) => removeMember(universityId, userId),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message, autoClose: 4000 }),
    onError: (error) => notifications.show({ color: 'red', message: failureText(error), autoClose: 5000 }),
    onSettled: refresh,
  });

  const withdraw = useMutation({
    mutationFn: (invitationId: number) => withdrawInvitation(universityId, invitationId),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message, autoClose: 4000 }),
    onError: (error) => notifications.show({ color: 'red', message: failureText(error), autoClose: 5000 }),
    onSettled: refresh,
  });

  if (members.isPending) return <Loader aria-label="Loading members" />;
  if (members.isError) return <Alert color="red" role="alert">{failureText(members.error)}</Alert>;
  const data = members.data;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="members-with-access">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h4" id="members-with-access">{SETTINGS_TEXT.membersTitle}</Title>
          <Text size="sm" c="dimmed">{data.univ_name}</Text>
        </Group>
        <Group gap="sm">
          <Text fw={600} data-testid="available-seats">{seatsLine(data.available_seats)}</Text>
          <Text size="sm" c="dimmed">of {data.seat_limit} (members and pending invitations take a seat)</Text>
        </Group>
        <Table.ScrollContainer minWidth={560}>
          <Table striped aria-label="Members with access">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Username</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Access level</Table.Th>
                <Table.Th>Member since</Table.Th>
                <Table.Th><VisuallyHidden>Remove</VisuallyHidden></Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.members.map((member) => (
                <Table.Tr key={member.user_id}>
                  <Table.Td>{member.username}{member.user_id === viewerUserId ? <Badge ml={6} size="xs" variant="light">you</Badge> : null}</Table.Td>
                  <Table.Td>{member.email}</Table.Td>
                  <Table.Td>{ACCESS_LEVEL_LABELS[member.access_level]}</Table.Td>
                  <Table.Td>{formatDate(member.created_at)}</Table.Td>
                  <Table.Td>
                    {canRemoveMember(member, { canManage: data.can_manage, userId: viewerUserId }) ? (
                      <Button
                        size="compact-sm"
                        color="red"
                        variant="subtle"
                        leftSection={<IconTrash size={14} aria-hidden />}
                        aria-label={`Remove ${member.username}`}
                        loading={remove.isPending && remove.variables === member.user_id}
                        onClick={() => setRemoving(member)}
                      >
                        Remove
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {data.pending_invitations.length > 0 ? (
          <Stack gap={4}>
            <Text fw={500} size="sm">Invitations waiting to be accepted</Text>
            {data.pending_invitations.map((invitation) => (
              <Group key={invitation.id} gap="sm">
                <Text size="sm">
                  {invitation.email} · {ACCESS_LEVEL_LABELS[invitation.access_level]} · the link expires {formatDate(invitation.expires_at)}
                </Text>
                {data.can_manage ? (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    aria-label={`Withdraw the invitation to ${invitation.email}`}
                    loading={withdraw.isPending && withdraw.variables === invitation.id}
                    onClick={() => withdraw.mutate(invitation.id)}
                  >
                    Withdraw
                  </Button>
                ) : null}
              </Group>
            ))}
          </Stack>
        ) : null}
        {data.can_manage ? (
          <InviteForm universityId={universityId} canInvite={mayInvite(data)} seatLimit={data.seat_limit} onInvited={refresh} />
        ) : (
          <Text size="sm" c="dimmed">Only the owner or an admin of this account can invite and remove members.</Text>
        )}
      </Stack>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={SETTINGS_TEXT.confirmRemoveTitle} centered>
        <Stack gap="md">
          <Text>{SETTINGS_TEXT.confirmRemoveText}</Text>
          {removing ? <Text size="sm" c="dimmed">{removing.username} loses access at once; the seat becomes free.</Text> : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>No</Button>
            <Button color="red" onClick={() => { if (removing) remove.mutate(removing.user_id); setRemoving(null); }}>Yes</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function InviteForm({ universityId, canInvite, seatLimit, onInvited }: { universityId: number | null; canInvite: boolean; seatLimit: number; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [level, setLevel] = useState<string | null>('User');
  const [problem, setProblem] = useState<{ field: 'email' | 'access_level'; message: string } | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  const invite = useMutation({
    mutationFn: () => inviteMember(universityId, { email: email.trim(), access_level: level === 'Admin' ? 'Admin' : 'User' }),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: `${answer.message} to ${answer.invitation.email}`, autoClose: 4000 });
      setEmail('');
      setRefused(null);
      onInvited();
    },
    onError: (error) => {
      const message = failureText(error);
      // a 409 (seats full, already a member, already invited) stays on the page, not only in a toast
      if (error instanceof ApiError && error.status === 409) setRefused(message);
      notifications.show({ color: 'red', message, autoClose: 5000 });
      onInvited();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = invitationProblem(email, level);
    setProblem(found);
    if (found === null) invite.mutate();
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Invite by e-mail">
      <Stack gap="xs">
        <Text fw={500} size="sm">Invite by e-mail</Text>
        <Group align="start" gap="sm" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            w={300}
            value={email}
            onChange={(event) => { setEmail(event.currentTarget.value); setProblem(null); }}
            error={problem?.field === 'email' ? problem.message : undefined}
          />
          <Select
            label="Access level"
            w={160}
            data={[...INVITE_ACCESS_LEVELS]}
            value={level}
            onChange={setLevel}
            allowDeselect={false}
            error={problem?.field === 'access_level' ? problem.message : undefined}
          />
          <Button type="submit" mt={24} leftSection={<IconMail size={16} aria-hidden />} loading={invite.isPending} disabled={!canInvite}>Invite</Button>
        </Group>
        {!canInvite ? (
          <Text size="sm" c="dimmed">All {seatLimit} seats are taken. Remove a member or withdraw an invitation to invite someone else.</Text>
        ) : (
          <Text size="sm" c="dimmed">The invited person gets a one-time link, valid 7 days, to choose a username and a password.</Text>
        )}
        {refused ? <Alert color="red" role="alert">{refused}</Alert> : null}
      </Stack>
    </form>
  );
}
