import { AppShell, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { TSessionInfo } from '@ri/contracts/auth';
import { SITE_NAME } from '../../siteConfig.ts';
import { ImpersonationBanner } from '../ImpersonationBanner.tsx';
import { AnchorLink } from '../RouterLinks.tsx';
import type { AppPath } from '../SideMenus/menuItems.ts';
import { SkipLink } from './SkipLink.tsx';

interface SignedInLayoutProps {
  session: TSessionInfo;
  homePath: AppPath;
  /** the side menu; receives the callback that closes the phone drawer */
  renderMenu: (closeMenu: () => void) => ReactNode;
  /** above every screen (the administrator's university picker of /dashboards) */
  mainHeader?: ReactNode;
  /** shown instead of the screen while set (a choice the screens need first) */
  blockScreen?: ReactNode;
}

/**
 * The faculty and university layouts: header, side drawer (18% of the width on desktop, a burger
 * menu on phones: docs/requirements/profile-and-accounts.md §9), impersonation banner and the screen.
 */
export function SignedInLayout({ session, homePath, renderMenu, mainHeader, blockScreen }: SignedInLayoutProps) {
  const [menuOpened, { toggle, close }] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: { sm: 220, lg: '18%' }, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={menuOpened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={menuOpened ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpened}
            />
            <AnchorLink to={homePath} fw={700} size="lg" underline="never" c="brand.8">
              {SITE_NAME}
            </AnchorLink>
          </Group>
          <Text size="sm" c="dimmed" truncate="end" visibleFrom="xs">
            Signed in as {session.username}
          </Text>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" style={{ overflowY: 'auto' }}>
        {renderMenu(close)}
      </AppShell.Navbar>
      <AppShell.Main id="main-content" tabIndex={-1}>
        <ImpersonationBanner session={session} />
        {mainHeader}
        {blockScreen ?? <Outlet />}
      </AppShell.Main>
    </AppShell>
  );
}
