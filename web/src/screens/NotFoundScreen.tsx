import { Container, Stack, Text, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
// the direct modules, not the RouterLinks barrel: these screens are in the entry chunk
import { PublicFrame } from '../components/AppLayouts/PublicLayout.tsx';
import { AnchorLink } from '../components/routerLinks/AnchorLink.tsx';
import { ForbiddenRouteError } from '../auth/guards.ts';
import { useSignedInUser } from '../auth/useSignedInUser.ts';
import { RouteErrorScreen } from './RouteErrorScreen.tsx';

/** No page at this address: with the site's header and footer (issue 22), and a way home or to the dashboard. */
export function NotFoundScreen() {
  const signedIn = useSignedInUser();
  return (
    <PublicFrame>
      <Container size="sm" py="xl">
        <Stack gap="sm">
          <Title order={1}>Page not found</Title>
          <Text>There is no page at this address. Addresses are case-sensitive.</Text>
          {signedIn !== null ? <AnchorLink to={signedIn.dashboard}>Go to your dashboard</AnchorLink> : <AnchorLink to="/">Go to the home page</AnchorLink>}
        </Stack>
      </Container>
    </PublicFrame>
  );
}

/** A signed-in user opened a page their role may not (ForbiddenRouteError): a 403 page saying why, not a silent redirect. */
export function ForbiddenScreen({ message }: { message: string }) {
  const signedIn = useSignedInUser();
  return (
    <PublicFrame>
      <Container size="sm" py="xl">
        <Stack gap="sm" data-testid="forbidden-page">
          <Text c="dimmed" fw={700}>403</Text>
          <Title order={1}>You cannot open this page</Title>
          <Text>{message}</Text>
          <AnchorLink to={signedIn?.dashboard ?? '/'}>Go to your dashboard</AnchorLink>
        </Stack>
      </Container>
    </PublicFrame>
  );
}

/** The layouts' error component: a refused page is a 403 page; anything else the retry screen. */
export function LayoutErrorScreen(props: ErrorComponentProps) {
  if (props.error instanceof ForbiddenRouteError) return <ForbiddenScreen message={props.error.message} />;
  return <RouteErrorScreen {...props} />;
}
