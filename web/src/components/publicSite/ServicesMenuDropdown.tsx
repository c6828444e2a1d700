import { Menu } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { ServicesMenuTrigger } from './ServicesMenuTrigger.tsx';

/**
 * The 'Our Services' dropdown (docs/requirements/profile-and-accounts.md §1: Schools, Faculty). Mantine's Menu brings
 * floating-ui and popover code, so this module is loaded when the visitor first reaches for the
 * button (ServicesMenu), not with every public page.
 */
export default function ServicesMenuDropdown({ openOnMount, focusOnMount }: { openOnMount: boolean; focusOnMount: boolean }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focusOnMount) triggerRef.current?.focus();
  }, [focusOnMount]);

  return (
    <Menu
      trigger="click-hover"
      openDelay={50}
      closeDelay={150}
      position="bottom-end"
      defaultOpened={openOnMount}
      withinPortal
      // Mantine's focus placeholder is a focusable role="presentation" element inside role="menu", an ARIA
      // error (axe aria-required-children); without it, opening by keyboard focuses the first item
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <ServicesMenuTrigger ref={triggerRef} />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item renderRoot={(props) => <Link to="/forSchools" {...props} />}>Schools</Menu.Item>
        <Menu.Item renderRoot={(props) => <Link to="/forFaculty" {...props} />}>Faculty</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
