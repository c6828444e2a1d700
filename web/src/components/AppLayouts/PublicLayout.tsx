import { ActionIcon, Anchor, Box, Burger, Button, Container, Drawer, Group, Menu, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBrandLinkedin, IconBrandX, IconChevronDown, IconMail } from '@tabler/icons-react';
import { Link, Outlet } from '@tanstack/react-router';
import { CONTACT_EMAIL, SITE_NAME, SOCIAL_LINKS } from '../../siteConfig.ts';
import { AnchorLink, ButtonLink } from '../RouterLinks.tsx';
import { SkipLink } from './SkipLink.tsx';

const SOCIAL_ICONS = { linkedin: IconBrandLinkedin, x: IconBrandX } as const;

/** Marketing pages, sign-in and sign-up (seed 000 section 1: navbar, footer). */
export function PublicLayout() {
  const [drawerOpened, { toggle, close }] = useDisclosure(false);

  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <AnchorLink to="/" fw={700} size="xl" underline="never" c="brand.8">
              {SITE_NAME}
            </AnchorLink>
            <Group component="nav" aria-label="Main" gap="xs" visibleFrom="sm" wrap="nowrap">
              <Menu trigger="click-hover" openDelay={50} closeDelay={150} position="bottom-end">
                <Menu.Target>
                  <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden />}>
                    Our Services
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item renderRoot={(props) => <Link to="/forSchools" {...props} />}>Schools</Menu.Item>
                  <Menu.Item renderRoot={(props) => <Link to="/forFaculty" {...props} />}>Faculty</Menu.Item>
                </Menu.Dropdown>
              </Menu>
              <ButtonLink to="/contactUs" variant="subtle">
                Contact Us
              </ButtonLink>
              <ButtonLink to="/login" variant="filled">
                Log In
              </ButtonLink>
            </Group>
            <Burger
              opened={drawerOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawerOpened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={drawerOpened}
            />
          </Group>
        </Container>
      </Box>

      <Drawer opened={drawerOpened} onClose={close} title={SITE_NAME} hiddenFrom="sm" size="80%" position="right">
        <Stack component="nav" aria-label="Main" gap="xs">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            Our Services
          </Text>
          <AnchorLink to="/forSchools" onClick={close}>
            Schools
          </AnchorLink>
          <AnchorLink to="/forFaculty" onClick={close}>
            Faculty
          </AnchorLink>
          <AnchorLink to="/contactUs" onClick={close}>
            Contact Us
          </AnchorLink>
          <ButtonLink to="/login" onClick={close} mt="sm">
            Log In
          </ButtonLink>
        </Stack>
      </Drawer>

      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }} py="xl">
        <Outlet />
      </Box>

      <Box component="footer" bg="gray.0" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        <Container size="lg">
          <Group justify="space-between" gap="md">
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ network, label, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <ActionIcon key={network} component="a" href={href} target="_blank" rel="noopener noreferrer" variant="subtle" size="lg" aria-label={label}>
                    <Icon size={20} aria-hidden />
                  </ActionIcon>
                );
              })}
              <Anchor href={`mailto:${CONTACT_EMAIL}`} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <IconMail size={16} aria-hidden />
                {CONTACT_EMAIL}
              </Anchor>
            </Group>
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
            </Text>
          </Group>
        </Container>
      </Box>
    </Box>
  );
}
