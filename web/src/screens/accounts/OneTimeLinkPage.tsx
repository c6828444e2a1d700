import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { AccountCard } from './AccountCard.tsx';

/**
 * A page opened from an e-mailed one-time link (?token=): its title, then the form for the token, or,
 * opened without one, the sentence saying where the link comes from and a way to log in.
 */
export function OneTimeLinkPage({ title, token, withoutToken, children }: {
  title: string;
  token: string | undefined;
  /** where the link comes from and how long it works */
  withoutToken: ReactNode;
  children: (token: string) => ReactNode;
}) {
  useDocumentTitle(`${title} · ${SITE_NAME}`);
  return (
    <AccountCard>
      <Stack gap="md">
        <Title order={1} size="h2">{title}</Title>
        {token === undefined ? (
          <>
            <Text>{withoutToken}</Text>
            <ButtonLink to="/login" w="fit-content">Go to Log In</ButtonLink>
          </>
        ) : children(token)}
      </Stack>
    </AccountCard>
  );
}
