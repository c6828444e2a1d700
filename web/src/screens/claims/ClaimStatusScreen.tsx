import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TOwnClaim } from '@ri/contracts/accounts';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';

/**
 * /dashboard/claim: what a faculty account without an author sees (docs/accounts-and-claims.md,
 * "What a pending claim sees"): its claim under review, or the administrator's refusal and note.
 * Every other faculty screen sends it here; the server refuses every call that needs an author.
 */
export function ClaimStatusScreen({ claim, onReload }: { claim: TOwnClaim | null; onReload: () => void }) {
  useDocumentTitle(`Your profile claim · ${SITE_NAME}`);
  return (
    <Stack gap="md" maw={680}>
      <Title order={1} size="h2">Your profile claim</Title>
      {claim === null ? (
        <Alert color="gray" variant="light">This account is not linked to an author profile yet. Please contact us.</Alert>
      ) : claim.status === 'pending' ? (
        <Alert color="yellow" variant="light" title="Your claim is under review" role="status">
          <Text size="sm">
            You asked to be linked to the author profile of <strong>{claim.author_name}</strong> on {new Date(claim.created_at).toLocaleDateString()}.
            Your e-mail address did not prove it (it is not the one on the profile, nor at the university&apos;s e-mail domains), so an
            administrator checks the claim first. Until then you cannot see or edit that profile. We will e-mail you the decision.
          </Text>
        </Alert>
      ) : (
        <Alert color="red" variant="light" title="Your claim was not approved" role="status">
          <Text size="sm">An administrator did not link this account to the author profile of <strong>{claim.author_name}</strong>.</Text>
          {claim.note ? <Text size="sm" mt="xs">Note: {claim.note}</Text> : null}
        </Alert>
      )}
      <Stack gap="xs" align="flex-start">
        <Button variant="light" onClick={onReload}>Check again</Button>
        <ButtonLink to="/contactUs" variant="subtle">Contact us</ButtonLink>
      </Stack>
    </Stack>
  );
}
