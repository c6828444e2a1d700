import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { SITE_NAME } from '../../siteConfig.ts';
import { RevealCard } from './RevealCard.tsx';

/** Seed 000 section 1: four services for faculty, as hover-reveal cards. */
const FACULTY_SERVICES: { title: string; text: string }[] = [
  { title: 'Career Fit', text: 'See which schools your record fits best, compared with their faculty at your rank.' },
  { title: 'Peer Positioning', text: 'Compare your papers, journal grades and citations with peers at the same career stage.' },
  { title: 'Network Maps', text: 'See your co-authors across schools and how your network has grown.' },
  { title: 'Career Paths', text: 'Compare your career path with role models you choose: when and where they published.' },
];

export function ForFacultyScreen() {
  useDocumentTitle(`For Faculty · ${SITE_NAME}`);
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1}>For Faculty</Title>
        <Text maw={720}>Know where your research stands, and where it could take you.</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {FACULTY_SERVICES.map((service) => (
            <RevealCard key={service.title} title={service.title} text={service.text} />
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
