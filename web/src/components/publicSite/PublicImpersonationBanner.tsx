import { Container } from '@mantine/core';
import { ImpersonationBanner } from '../ImpersonationBanner.tsx';

/** The impersonation banner on the public pages (loaded only while an admin token is stored). */
export default function PublicImpersonationBanner() {
  return (
    <Container size="lg">
      <ImpersonationBanner />
    </Container>
  );
}
