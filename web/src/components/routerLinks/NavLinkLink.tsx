import { NavLink } from '@mantine/core';
import type { NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type MantineNavLinkAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;
function MantineNavLinkAnchor(props: MantineNavLinkAnchorProps) {
  return <NavLink component="a" {...props} />;
}
// pure: the bundler may drop the link kinds a chunk does not use
const CreatedNavLinkLink = /* @__PURE__ */ createLink(MantineNavLinkAnchor);
export const NavLinkLink: LinkComponent<typeof MantineNavLinkAnchor> = (props) => <CreatedNavLinkLink preload="intent" {...props} />;
