import { Alert, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconHammer } from '@tabler/icons-react';
import { SITE_NAME } from '../siteConfig.ts';

export const SCREEN_NOT_BUILT_TEXT =
  'This screen is being built. Its figures will appear here once its server calls are live.';

/**
 * The honest placeholder of every screen whose server calls do not exist yet: its title and a
 * notice, nothing that could be mistaken for data.
 */
export function ScreenNotBuilt({ title }: { title: string }) {
  useDocumentTitle(`${title} · ${SITE_NAME}`);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Alert variant="light" color="olive" title="Not available yet" icon={<IconHammer aria-hidden />}>
        {SCREEN_NOT_BUILT_TEXT}
      </Alert>
    </Stack>
  );
}
