import { Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';

/** docs/requirements/profile-and-accounts.md §1: the nine services for schools, shown as a grid of cards. */
const SCHOOL_SERVICES: { title: string; text: string }[] = [
  { title: 'Faculty Recruiting Intelligence', text: 'Find candidates whose publication and citation records fit the department you are hiring for.' },
  { title: 'Research Impact Measures', text: 'Papers by journal grade, citations and h-index for every faculty member, by year.' },
  { title: 'Negotiation Simulations', text: 'See how a candidate would change your department’s research output before you make an offer.' },
  { title: 'Peer Comparisons', text: 'Compare your school with the peer schools you choose, on the same measures.' },
  { title: 'Cross-Department Comparisons', text: 'Compare the departments of your school side by side.' },
  { title: 'Cohort Analysis', text: 'Follow faculty who started in the same years and compare how their records grew.' },
  { title: 'Tenure and Promotion Support', text: 'Tenure-readiness views of your faculty against the records of those already promoted.' },
  { title: 'Customised Journal Tiers', text: 'Grade journals A, A- and B the way each of your departments does.' },
  { title: 'Positioning Maps', text: 'See where your faculty and school stand against peers on two measures at once.' },
];

export function ForSchoolsScreen() {
  useDocumentTitle(`For Schools · ${SITE_NAME}`);
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1}>For Schools</Title>
        <Text maw={720}>
          Research intelligence for deans, department chairs and research offices: nine ways to use your faculty’s
          publication and citation records when you recruit, promote and plan.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {SCHOOL_SERVICES.map((service) => (
            <Card key={service.title} withBorder padding="lg" component="section" aria-label={service.title}>
              <Title order={2} size="h4" mb="xs" c="brand.8">
                {service.title}
              </Title>
              <Text size="sm">{service.text}</Text>
            </Card>
          ))}
        </SimpleGrid>
        <Group gap="sm">
          <ButtonLink to="/contactUs">Talk to us about your school</ButtonLink>
          <ButtonLink to="/specialReports" variant="outline">
            Special reports
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
