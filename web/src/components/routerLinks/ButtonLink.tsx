import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type MantineButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;
function MantineButtonAnchor(props: MantineButtonAnchorProps) {
  return <Button component="a" {...props} />;
}
// pure: the bundler may drop the link kinds a chunk does not use
const CreatedButtonLink = /* @__PURE__ */ createLink(MantineButtonAnchor);
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;
