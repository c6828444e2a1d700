import { Box, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useRouter } from '@tanstack/react-router';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** A route's beforeLoad or loader failed (server unreachable, 5xx): say so and offer a retry. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        {/* a plain box rather than Mantine's Alert: this screen is in the entry chunk (web/README.md, public bundle budget) */}
        <Box p="md" bg="red.0" style={{ borderRadius: 'var(--mantine-radius-md)', borderLeft: '4px solid var(--mantine-color-red-7)' }} role="alert">
          <Text size="sm">{error instanceof Error ? error.message : 'The page could not be loaded.'}</Text>
        </Box>
        <Button w="fit-content" onClick={() => void router.invalidate()}>
          Try again
        </Button>
      </Stack>
    </Container>
  );
}
