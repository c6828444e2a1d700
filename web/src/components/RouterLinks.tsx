import { Anchor, Button, NavLink } from '@mantine/core';
import type { AnchorProps, ButtonProps, NavLinkProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

// Mantine components rendered as TanStack Router links: real <a href> elements (open in a new
// tab, keyboard focus) with typed `to` paths and preloading on hover or focus.

type MantineAnchorProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;
function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor component="a" {...props} />;
}
const CreatedAnchorLink = createLink(MantineAnchor);
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink preload="intent" {...props} />;

type MantineButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;
function MantineButtonAnchor(props: MantineButtonAnchorProps) {
  return <Button component="a" {...props} />;
}
const CreatedButtonLink = createLink(MantineButtonAnchor);
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;

type MantineNavLinkAnchorProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;
function MantineNavLinkAnchor(props: MantineNavLinkAnchorProps) {
  return <NavLink component="a" {...props} />;
}
const CreatedNavLinkLink = createLink(MantineNavLinkAnchor);
export const NavLinkLink: LinkComponent<typeof MantineNavLinkAnchor> = (props) => <CreatedNavLinkLink preload="intent" {...props} />;
