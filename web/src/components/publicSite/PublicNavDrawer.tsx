import { Drawer, Stack, Text } from '@mantine/core';
import { SITE_NAME } from '../../siteConfig.ts';
import { AnchorLink, ButtonLink } from '../RouterLinks.tsx';

/** The phone navigation (loaded the first time the burger is pressed). */
/** `dashboard`: the signed-in user's dashboard, offered instead of Log In (null: nobody is signed in). */
export default function PublicNavDrawer({ opened, onClose, dashboard }: { opened: boolean; onClose: () => void; dashboard: string | null }) {
  return (
    <Drawer opened={opened} onClose={onClose} title={SITE_NAME} size="80%" position="right" closeButtonProps={{ 'aria-label': 'Close navigation' }}>
      <Stack component="nav" aria-label="Main" gap="sm">
        <Text size="xs" fw={700} tt="uppercase" c="gray.7">
          Our Services
        </Text>
        <AnchorLink to="/forSchools" onClick={onClose}>
          Schools
        </AnchorLink>
        <AnchorLink to="/forFaculty" onClick={onClose}>
          Faculty
        </AnchorLink>
        <AnchorLink to="/contactUs" onClick={onClose}>
          Contact Us
        </AnchorLink>
        <ButtonLink to={dashboard ?? '/login'} onClick={onClose} mt="sm">
          {dashboard === null ? 'Log In' : 'My dashboard'}
        </ButtonLink>
      </Stack>
    </Drawer>
  );
}
