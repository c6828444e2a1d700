import { Alert, Badge, Button, Card, Group, Loader, SegmentedControl, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TClaim } from '@ri/contracts/claims';
import { claimKeys, claimsQueryOptions, decideClaim, emailDomainsQueryOptions, saveEmailDomains } from '../../api/claims/claimsQueries.ts';
import { SITE_NAME } from '../../siteConfig.ts';
import { UniversityAutocomplete } from '../signup/UniversityAutocomplete.tsx';
import { approveBlocker } from './claimRules.ts';

export type StatusFilter = 'pending' | 'approved' | 'rejected' | 'all';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * Profile Claims (/dashboard/claims, administrators; docs/accounts-and-claims.md): the claims of
 * existing authors made at sign-up without proof, with who, which author, the evidence and the
 * conflicts; approve or reject with a note. Below, the e-mail domains that prove a claim.
 */
/** The list shown on entry (the route's loader starts it). */
export const INITIAL_CLAIM_STATUS: StatusFilter = 'pending';

export function ClaimsQueueScreen() {
  useDocumentTitle(`Profile Claims · ${SITE_NAME}`);
  const [status, setStatus] = useState<StatusFilter>(INITIAL_CLAIM_STATUS);
  const list = useQuery(claimsQueryOptions(status));
  const claims = list.data?.claims ?? [];
  return (
    <Stack gap="md" maw={1100}>
      <Group justify="space-between" align="end">
        <Title order={1} size="h2">Profile Claims</Title>
        {list.isFetching && !list.isPending ? <Loader size="xs" aria-label="Refreshing" /> : null}
      </Group>
      <Text size="sm" c="dimmed">
        Accounts that chose an existing author at sign-up without an address on the author&apos;s record or at its university&apos;s
        e-mail domains. The account sees nothing private of the author and edits nothing until you approve.
      </Text>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
        data={[{ value: 'pending', label: 'Pending' }, { value: 'approved', label: 'Approved' }, { value: 'rejected', label: 'Rejected' }, { value: 'all', label: 'All' }]}
      />
      {list.isError ? <Alert color="red" role="alert">{list.error.message}</Alert> : null}
      {list.isPending ? <Loader aria-label="Loading claims" /> : null}
      {!list.isPending && claims.length === 0 ? <Text>No claims here.</Text> : null}
      {claims.map((claim) => <ClaimCard key={claim.id} claim={claim} />)}
      <EmailDomainsEditor />
    </Stack>
  );
}

function ClaimCard({ claim }: { claim: TClaim }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') => decideClaim(claim.id, { decision, note }),
    onSuccess: (answer) => notifications.show({ color: 'green', message: answer.message, autoClose: 6000 }),
    onError: (error) => notifications.show({ color: 'red', message: error.message, autoClose: 8000 }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
  const { evidence } = claim;
  const blocker = approveBlocker(claim);
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-label={`Claim of ${claim.author.name} by ${claim.username}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>
            {claim.username} claims {claim.author.name}
          </Text>
          <Badge variant="light" color={claim.status === 'pending' ? 'yellow' : claim.status === 'approved' ? 'green' : 'red'}>{claim.status}</Badge>
        </Group>
        <Text size="sm">
          Author #{claim.author.id}: {claim.author.university || 'no university'}, {claim.author.papers} papers
          {claim.author.email ? `, address on record ${claim.author.email}` : ', no address on record'}.
        </Text>
        <Text size="sm">
          Evidence: signed up with {evidence.email} (verified: {yesNo(evidence.email_verified)}); the author&apos;s address: {yesNo(evidence.address_on_record)};
          domain {evidence.email_domain} at the university&apos;s domains ({evidence.university_domains.join(', ') || 'none kept'}): {yesNo(evidence.domain_matches)}.
        </Text>
        {claim.conflicts.length > 0 ? (
          <Alert color="orange" variant="light" title="Conflict">
            {claim.conflicts.map((c) => (
              <Text key={`${c.kind}-${c.user_id}`} size="sm">
                {c.kind === 'holds' ? `${c.username} already holds this author.` : `${c.username} claims this author too (claim #${c.claim_id}).`}
              </Text>
            ))}
          </Alert>
        ) : null}
        <Text size="xs" c="dimmed">
          Claimed {new Date(claim.created_at).toLocaleString()}
          {claim.decided_at ? `; decided ${new Date(claim.decided_at).toLocaleString()} by ${claim.decided_by ?? 'the verified address'}` : ''}
          {claim.note ? `: ${claim.note}` : ''}
        </Text>
        {claim.status === 'pending' ? (
          <>
            <Textarea label="Note to the user (optional)" autosize minRows={1} maxLength={2000} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
            {blocker ? <Text size="sm" c="orange">{blocker}</Text> : null}
            <Group gap="sm">
              <Button color="green" loading={decide.isPending && decide.variables === 'approve'} disabled={decide.isPending || blocker !== null} onClick={() => decide.mutate('approve')}>
                Approve
              </Button>
              <Button color="red" variant="light" loading={decide.isPending && decide.variables === 'reject'} disabled={decide.isPending} onClick={() => decide.mutate('reject')}>
                Reject
              </Button>
            </Group>
          </>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The e-mail domains of a university's faculty: an address at one of them proves a claim on that university's authors. */
function EmailDomainsEditor() {
  const queryClient = useQueryClient();
  const [university, setUniversity] = useState<{ name: string; universityId: number | null }>({ name: '', universityId: null });
  const domains = useQuery({ ...emailDomainsQueryOptions(university.universityId ?? 0), enabled: university.universityId !== null });
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? domains.data?.domains.join(', ') ?? '';
  const save = useMutation({
    mutationFn: () => saveEmailDomains(university.universityId!, shown.split(/[\s,;]+/).filter((d) => d !== '')),
    onSuccess: (answer) => {
      notifications.show({ color: 'green', message: `Saved the e-mail domains of ${answer.name}.`, autoClose: 5000 });
      setText(null);
      void queryClient.invalidateQueries({ queryKey: claimKeys.all });
    },
    onError: (error) => notifications.show({ color: 'red', message: error.message, autoClose: 8000 }),
  });
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="email-domains-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="email-domains-title">University e-mail domains</Title>
        <Text size="sm" c="dimmed">An address at one of these domains (or a subdomain) proves a claim on the university&apos;s authors at sign-up.</Text>
        <UniversityAutocomplete
          name={university.name}
          universityId={university.universityId}
          onChange={(next) => { setUniversity(next); setText(null); }}
          description="Choose the university"
        />
        {university.universityId !== null ? (
          <Group align="end" gap="sm">
            <TextInput label="E-mail domains (comma separated)" placeholder="upenn.edu, wharton.upenn.edu" value={shown} onChange={(event) => setText(event.currentTarget.value)} w={420} />
            <Button onClick={() => save.mutate()} loading={save.isPending}>Save domains</Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
