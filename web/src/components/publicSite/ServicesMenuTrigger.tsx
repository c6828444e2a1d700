import { Button } from '@mantine/core';
import type { ButtonProps } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import type { ComponentPropsWithRef } from 'react';

type ServicesMenuTriggerProps = ButtonProps & Omit<ComponentPropsWithRef<'button'>, keyof ButtonProps>;

/** The navbar's 'Our Services' button; the same look before and after the menu's code has loaded. */
export function ServicesMenuTrigger(props: ServicesMenuTriggerProps) {
  return (
    <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden />} aria-haspopup="menu" {...props}>
      Our Services
    </Button>
  );
}
