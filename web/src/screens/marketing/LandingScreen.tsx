import { Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';

/** / (seed 000 section 1): the hero and the three audiences the marketing copy speaks to. */
export function LandingScreen() {
  useDocumentTitle(SITE_NAME);
  return (
    <Container size="lg">
      <Stack gap={48}>
        <Stack component="section" id="homePageImage1" gap="md" py="xl" aria-labelledby="hero-title">
          <Title order={1} id="hero-title" fz={{ base: 32, sm: 48 }} c="brand.9">
            Research Performance Insights
          </Title>
          <Text size="lg" maw={680}>
            Publication, citation and career statistics for business-school faculty, departments and schools, with
            journals graded A, A- and B throughout.
          </Text>
          <Group gap="sm">
            <ButtonLink to="/forSchools" size="md">
              For Schools
            </ButtonLink>
            <ButtonLink to="/forFaculty" size="md" variant="outline" color="olive.8">
              For Faculty
            </ButtonLink>
          </Group>
        </Stack>

        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="xl">
          <Stack component="section" id="homePageImage2" gap="xs" aria-labelledby="schools-title">
            <Title order={2} size="h3" id="schools-title">
              For schools
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>Faculty recruiting intelligence and negotiation simulations</List.Item>
              <List.Item>Peer, cross-department and cohort comparisons</List.Item>
              <List.Item>Tenure and promotion support with your own journal tiers</List.Item>
            </List>
            <ButtonLink to="/forSchools" variant="subtle" px={0} w="fit-content">
              Services for schools
            </ButtonLink>
          </Stack>
          <Stack component="section" id="homePageImage3" gap="xs" aria-labelledby="faculty-title">
            <Title order={2} size="h3" id="faculty-title">
              For faculty
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>Career-fit comparison across schools</List.Item>
              <List.Item>Peer positioning and network maps</List.Item>
              <List.Item>Career paths compared with role models</List.Item>
            </List>
            <ButtonLink to="/forFaculty" variant="subtle" px={0} w="fit-content">
              Services for faculty
            </ButtonLink>
          </Stack>
          <Stack component="section" id="homePageImage4" gap="xs" aria-labelledby="others-title">
            <Title order={2} size="h3" id="others-title">
              For research offices
            </Title>
            <List size="sm" spacing={4}>
              <List.Item>Data-quality reports</List.Item>
              <List.Item>Internal tools that keep faculty and paper records correct</List.Item>
            </List>
            <ButtonLink to="/forOthers" variant="subtle" px={0} w="fit-content">
              More for research offices
            </ButtonLink>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
