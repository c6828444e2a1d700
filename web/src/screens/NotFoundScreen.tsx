import { Container, Stack, Text, Title } from '@mantine/core';
// the direct module, not the RouterLinks barrel: this screen is in the entry chunk
import { AnchorLink } from '../components/routerLinks/AnchorLink.tsx';

export function NotFoundScreen() {
  return (
    <Container size="sm" py="xl" component="main">
      <Stack gap="sm">
        <Title order={1}>Page not found</Title>
        <Text>There is no page at this address. Addresses are case-sensitive.</Text>
        <AnchorLink to="/">Go to the home page</AnchorLink>
      </Stack>
    </Container>
  );
}
