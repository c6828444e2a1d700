import { Anchor } from '@mantine/core';
import type { AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type MantineAnchorProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;
function MantineAnchor(props: MantineAnchorProps) {
  return <Anchor component="a" {...props} />;
}
// pure: the bundler may drop the link kinds a chunk does not use
const CreatedAnchorLink = /* @__PURE__ */ createLink(MantineAnchor);
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <CreatedAnchorLink preload="intent" {...props} />;
