import { Container, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';

/** /specialReports: what a special report is and how to ask for one (no sample reports: each is made for the school that asks). */
export function SpecialReportsScreen() {
  useDocumentTitle(`Special Reports · ${SITE_NAME}`);
  return (
    <Container size="md">
      <Stack gap="lg">
        <Title order={1}>Special Reports</Title>
        <Text>
          Sometimes a question does not fit a dashboard: a review of one department before an accreditation visit, a
          comparison with a peer group you define, or the record of a field over many years. A special report answers one
          such question for your school, from the same data and with the same definitions as the product.
        </Text>

        <Stack gap="xs" component="section" aria-labelledby="special-what">
          <Title order={2} size="h3" id="special-what">
            What a special report can cover
          </Title>
          <List spacing={6}>
            <List.Item>A department, a school, or a group of schools you choose</List.Item>
            <List.Item>Papers, citations, journal grades and indices over the years you name</List.Item>
            <List.Item>Comparisons by rank, by cohort, or with the faculty of peer schools</List.Item>
            <List.Item>The method written out, so your committee can check every figure</List.Item>
          </List>
        </Stack>

        <Stack gap="xs" component="section" aria-labelledby="special-how">
          <Title order={2} size="h3" id="special-how">
            How to ask for one
          </Title>
          <List type="ordered" spacing={6}>
            <List.Item>Write to us through the contact form: the question, the schools or departments, and the years.</List.Item>
            <List.Item>We reply to agree the scope, the definitions and a date.</List.Item>
            <List.Item>You receive the report, and we answer questions about it.</List.Item>
          </List>
        </Stack>

        <ButtonLink to="/contactUs" w="fit-content">
          Ask for a special report
        </ButtonLink>
      </Stack>
    </Container>
  );
}
