import { Card, Center } from '@mantine/core';
import type { ReactNode } from 'react';

/** The centred card of the account screens (verify e-mail, reset password). */
export function AccountCard({ children, maw = 460 }: { children: ReactNode; maw?: number }) {
  return (
    <Center px="sm">
      <Card withBorder shadow="sm" padding="lg" radius="md" w="100%" maw={maw}>
        {children}
      </Card>
    </Center>
  );
}
