import { Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AnchorLink, ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';

const REPORTS = [
  'Authors whose names appear in several spellings',
  'Long gaps between papers that may mean a missing record',
  'Profiles whose names differ between research sites',
  'Faculty with a missing position marker or appointments that do not add up to 100 percent',
];

const TOOLS = [
  'Merge duplicate author records and add missing authors',
  'Map papers to journals and keep department journal tiers',
  'Keep faculty lists current from school directories',
  'Act as a faculty member or a school to see what they see, with every change recorded',
];

/** /forOthers (docs/requirements/profile-and-accounts.md §1: administrators: data-quality reports and internal tools). */
export function ForOthersScreen() {
  useDocumentTitle(`For Administrators · ${SITE_NAME}`);
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1}>For Administrators</Title>
        <Text maw={720}>
          Research offices and data staff keep the records behind every figure correct. They get reports of records that need
          attention, and the tools to fix them.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Card withBorder padding="lg" component="section" aria-labelledby="others-reports">
            <Title order={2} size="h3" id="others-reports" mb="sm" c="brand.8">
              Data-quality reports
            </Title>
            <List spacing={6} size="sm">
              {REPORTS.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Card>
          <Card withBorder padding="lg" component="section" aria-labelledby="others-tools">
            <Title order={2} size="h3" id="others-tools" mb="sm" c="brand.8">
              Internal tools
            </Title>
            <List spacing={6} size="sm">
              {TOOLS.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Card>
        </SimpleGrid>
        <Text>
          These tools are for our team and for the staff of schools that use the product. Want to know more?{' '}
          <AnchorLink to="/contactUs">Contact us</AnchorLink>.
        </Text>
        <ButtonLink to="/login" variant="outline" w="fit-content">
          Administrator log in
        </ButtonLink>
      </Stack>
    </Container>
  );
}
