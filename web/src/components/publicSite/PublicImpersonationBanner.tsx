import { Container } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { appQueryClientInstance } from '../../appQueryClientInstance.ts';
import { ImpersonationBanner } from '../ImpersonationBanner.tsx';

/**
 * The impersonation banner on the public pages (loaded only while an admin token is stored). It
 * reads the session through TanStack Query, which a marketing page may not have loaded yet: this
 * chunk brings the app's client with it.
 */
export default function PublicImpersonationBanner() {
  return (
    <QueryClientProvider client={appQueryClientInstance}>
      <Container size="lg">
        <ImpersonationBanner />
      </Container>
    </QueryClientProvider>
  );
}
