import { Alert, Divider, NavLink, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useLocation } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useLogout } from '../../auth/useLogout.ts';
import { NavLinkLink } from '../RouterLinks.tsx';
import { activeMenuPath } from './menuItems.ts';
import type { MenuSection } from './menuItems.ts';

function reasonId(reason: string): string {
  return `menu-note-${reason.replace(/[^a-z]+/gi, '-').toLowerCase()}`;
}

interface SideMenuProps {
  label: string;
  sections: MenuSection[];
  /** closes the drawer on phones after a choice */
  onNavigate: () => void;
}

export function SideMenu({ label, sections, onNavigate }: SideMenuProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  const logout = useLogout();
  const search = useLocation({ select: (location) => location.search as { coauthorid?: unknown; isReadOnly?: unknown } });
  const active = activeMenuPath(pathname, sections, search);
  const disabledReasons = [
    ...new Set(sections.flatMap((section) => section.links.flatMap((link) => (link.disabledReason ? [link.disabledReason] : [])))),
  ];

  return (
    <nav aria-label={label}>
      <Stack gap={2}>
        {disabledReasons.map((reason) => (
          <Alert key={reason} variant="light" color="olive" p="xs" mb="xs" role="note">
            <Text size="sm" id={reasonId(reason)}>
              {reason}
            </Text>
          </Alert>
        ))}
        {sections.map((section, index) => (
          <Fragment key={section.title ?? index}>
            {section.title !== null && (
              <>
                <Divider my="xs" />
                <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" component="h2">
                  {section.title}
                </Text>
              </>
            )}
            {section.links.map((link) =>
              link.disabled ? (
                // A disabled entry is a button, not an anchor (anchors ignore `disabled`). Mantine only
                // styles it; aria-disabled keeps it focusable and announced, with the reason above.
                <NavLink
                  key={link.to}
                  component="button"
                  type="button"
                  label={link.label}
                  disabled
                  aria-disabled="true"
                  aria-describedby={link.disabledReason ? reasonId(link.disabledReason) : undefined}
                />
              ) : (
                <NavLinkLink
                  key={link.to}
                  to={link.to}
                  label={link.label}
                  active={link.to === active}
                  aria-current={link.to === active ? 'page' : undefined}
                  onClick={onNavigate}
                />
              ),
            )}
          </Fragment>
        ))}
        <Divider my="xs" />
        <NavLink
          component="button"
          type="button"
          label="Log Out"
          leftSection={<IconLogout size={18} aria-hidden />}
          onClick={() => {
            onNavigate();
            void logout();
          }}
        />
      </Stack>
    </nav>
  );
}
