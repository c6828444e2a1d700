import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import type { TSessionInfo } from '@ri/contracts/auth';
import { SITE_NAME } from '../../siteConfig.ts';
import { UniversityAutocomplete } from '../signup/UniversityAutocomplete.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import { MembersPanel } from './MembersPanel.tsx';

/**
 * Settings (docs/requirements/admin-tools.md's mock-up made real, docs/admin-tools.md "Screens"):
 * - /dashboard/settings: your own account; an administrator also manages any university's account;
 * - /dashboards/settings: the university account's members (a university user's own school, an
 *   administrator's chosen one), and your own account.
 */
export function SettingsScreen({ session, members }: {
  session: TSessionInfo;
  /** whose account's members: 'own' (a university user), a university id, 'pick' (an administrator picks), or none */
  members: { kind: 'own' } | { kind: 'university'; id: number } | { kind: 'pick' } | { kind: 'none' };
}) {
  useDocumentTitle(`Settings · ${SITE_NAME}`);
  return (
    <Stack gap="md" maw={960}>
      <Title order={1} size="h2">Settings</Title>
      {members.kind === 'own' ? <MembersPanel universityId={null} viewerUserId={session.user_id} /> : null}
      {members.kind === 'university' ? <MembersPanel universityId={members.id} viewerUserId={session.user_id} /> : null}
      {members.kind === 'pick' ? <PickedUniversityMembers viewerUserId={session.user_id} /> : null}
      <AccountPanel session={session} />
    </Stack>
  );
}

function PickedUniversityMembers({ viewerUserId }: { viewerUserId: number }) {
  const [university, setUniversity] = useState<{ name: string; universityId: number | null }>({ name: '', universityId: null });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">As an administrator you manage the members of any university account.</Text>
      <div style={{ maxWidth: 520 }}>
        <UniversityAutocomplete
          name={university.name}
          universityId={university.universityId}
          onChange={setUniversity}
          placeholder="Start typing a university's name"
          description="The university account whose members you manage"
        />
      </div>
      {university.universityId !== null ? <MembersPanel key={university.universityId} universityId={university.universityId} viewerUserId={viewerUserId} /> : null}
    </Stack>
  );
}
