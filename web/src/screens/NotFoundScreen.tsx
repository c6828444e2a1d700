import { Container, Stack, Text, Title } from '@mantine/core';
import { AnchorLink } from '../components/RouterLinks.tsx';

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
