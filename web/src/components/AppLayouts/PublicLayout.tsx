import { Anchor, Box, Burger, Button, Container, Group, Stack, Text } from '@mantine/core';
import { IconBrandLinkedin, IconBrandX, IconMail } from '@tabler/icons-react';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { SIGNED_IN_AS } from '../../auth/signedIn.ts';
import { useLogout } from '../../auth/useLogout.ts';
import { useSignedInUser } from '../../auth/useSignedInUser.ts';
import { useAuthController } from '../../auth/useAuthController.ts';
import { useStoredAuth } from '../../auth/useStoredAuth.ts';
import { CONTACT_EMAIL, SITE_NAME, SOCIAL_LINKS } from '../../siteConfig.ts';
import footerClasses from '../publicSite/PublicFooter.module.css';
import { ServicesMenu } from '../publicSite/ServicesMenu.tsx';
import { AnchorLink, ButtonLink } from '../RouterLinks.tsx';
import { SkipLink } from './SkipLink.tsx';

const SOCIAL_ICONS = { linkedin: IconBrandLinkedin, x: IconBrandX } as const;

// Loaded when needed: the public pages' JavaScript budget (web/README.md) has no room for the
// drawer's overlay code on every visit, nor for the banner that only administrators see.
const PublicNavDrawer = lazy(() => import('../publicSite/PublicNavDrawer.tsx'));
const PublicImpersonationBanner = lazy(() => import('../publicSite/PublicImpersonationBanner.tsx'));

/** Marketing pages, sign-in and sign-up (docs/requirements/profile-and-accounts.md §1: navbar, footer). */
export function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}

/**
 * The public header and footer around any content: the public pages, and the 404 and 403 pages wherever they show
 * (issue 22: the 404 page had neither). A signed-in user sees their dashboard and Log Out instead of Log In.
 */
export function PublicFrame({ children }: { children: ReactNode }) {
  const auth = useAuthController();
  const signedIn = useSignedInUser();
  const logout = useLogout();
  const { adminToken } = useStoredAuth(auth.store);
  // the drawer's code loads the first time the burger is pressed, then stays mounted for its closing transition
  const [drawer, setDrawer] = useState<{ loaded: boolean; opened: boolean }>({ loaded: false, opened: false });
  const closeDrawer = () => setDrawer((current) => ({ ...current, opened: false }));

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
              <ServicesMenu />
              <ButtonLink to="/contactUs" variant="subtle">
                Contact Us
              </ButtonLink>
              {signedIn === null ? (
                <ButtonLink to="/login" variant="filled">
                  Log In
                </ButtonLink>
              ) : (
                <>
                  <ButtonLink to={signedIn.dashboard} variant="filled" title={`Signed in as ${SIGNED_IN_AS[signedIn.type]}`}>
                    My dashboard
                  </ButtonLink>
                  <Button variant="subtle" onClick={() => void logout()}>
                    Log Out
                  </Button>
                </>
              )}
            </Group>
            <Burger
              opened={drawer.opened}
              onClick={() => setDrawer((current) => ({ loaded: true, opened: !current.opened }))}
              hiddenFrom="sm"
              size="sm"
              aria-label={drawer.opened ? 'Close navigation' : 'Open navigation'}
              aria-expanded={drawer.opened}
            />
          </Group>
        </Container>
      </Box>

      {drawer.loaded && (
        <Suspense fallback={null}>
          <PublicNavDrawer opened={drawer.opened} onClose={closeDrawer} dashboard={signedIn?.dashboard ?? null} />
        </Suspense>
      )}

      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1 }} py="xl">
        {adminToken !== null && (
          <Suspense fallback={null}>
            <PublicImpersonationBanner />
          </Suspense>
        )}
        {children}
      </Box>

      <PublicFooter />
    </Box>
  );
}

function PublicFooter() {
  return (
    <Box component="footer" bg="gray.0" py="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="lg">
        <Stack gap="lg">
          <div className={footerClasses.columns}>
            <Stack gap={6} component="nav" aria-label="Services">
              <Text fw={700} size="sm">
                Services
              </Text>
              <AnchorLink to="/forSchools" size="sm">
                For schools
              </AnchorLink>
              <AnchorLink to="/forFaculty" size="sm">
                For faculty
              </AnchorLink>
              <AnchorLink to="/forOthers" size="sm">
                For administrators
              </AnchorLink>
              <AnchorLink to="/specialReports" size="sm">
                Special reports
              </AnchorLink>
            </Stack>
            <Stack gap={6} component="nav" aria-label="On this site">
              <Text fw={700} size="sm">
                Research Performance Insights
              </Text>
              <AnchorLink to="/" hash="homePageImage4" size="sm">
                The figures we compute
              </AnchorLink>
              <AnchorLink to="/" hash="homePageImage5" size="sm">
                Tenure readiness
              </AnchorLink>
              <AnchorLink to="/" hash="homePageImage8" size="sm">
                Data quality
              </AnchorLink>
            </Stack>
            <Stack gap={6} component="nav" aria-label="Account and contact">
              <Text fw={700} size="sm">
                Get in touch
              </Text>
              <AnchorLink to="/contactUs" size="sm">
                Contact Us
              </AnchorLink>
              <AnchorLink to="/signup" size="sm">
                Sign up as faculty
              </AnchorLink>
              <AnchorLink to="/login" size="sm">
                Log In
              </AnchorLink>
            </Stack>
          </div>
          <Group justify="space-between" gap="md">
            <Group gap="xs">
              {SOCIAL_LINKS.map(({ network, label, href }) => {
                const Icon = SOCIAL_ICONS[network];
                return (
                  <Anchor key={network} href={href} target="_blank" rel="noopener noreferrer" className={footerClasses.socialLink} aria-label={label}>
                    <Icon size={20} aria-hidden />
                  </Anchor>
                );
              })}
              <Anchor href={`mailto:${CONTACT_EMAIL}`} size="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                <IconMail size={16} aria-hidden />
                {CONTACT_EMAIL}
              </Anchor>
            </Group>
            <Text size="sm" c="gray.7">
              © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
            </Text>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
