import { Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import { RevealCard } from './RevealCard.tsx';

/** docs/requirements/profile-and-accounts.md §1: four services for faculty, as hover-reveal cards. */
const FACULTY_SERVICES: { title: string; teaser: string; text: string }[] = [
  {
    title: 'Career Fit',
    teaser: 'Which schools does your record fit?',
    text: 'Compare your papers and citations with the faculty at your rank in the schools you are considering, in the journal grades that matter to them.',
  },
  {
    title: 'Peer Positioning',
    teaser: 'How do you compare with your peers?',
    text: 'See your papers, journal grades, citations and indices beside colleagues at the same career stage, year by year.',
  },
  {
    title: 'Network Maps',
    teaser: 'Who do you publish with?',
    text: 'See your co-authors across schools and how your collaboration network has grown over your career.',
  },
  {
    title: 'Career Paths',
    teaser: 'How did your role models get there?',
    text: 'Compare your path with researchers you admire: when and where they published at the same point in their careers.',
  },
];

export function ForFacultyScreen() {
  useDocumentTitle(`For Faculty · ${SITE_NAME}`);
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1}>For Faculty</Title>
        <Text maw={720}>
          Know where your research stands, and where it could take you. Claim your author profile, keep it complete, and use
          the same measures deans and committees use.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FACULTY_SERVICES.map((service) => (
            <RevealCard key={service.title} title={service.title} teaser={service.teaser} text={service.text} />
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <ButtonLink to="/signup">Sign up as faculty</ButtonLink>
          <ButtonLink to="/login" variant="outline">
            Log In
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
