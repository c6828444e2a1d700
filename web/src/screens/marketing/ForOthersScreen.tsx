import { Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { AnchorLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';

/** /forOthers (seed 000 section 1: administrators). */
export function ForOthersScreen() {
  useDocumentTitle(`For Research Offices · ${SITE_NAME}`);
  return (
    <Container size="md">
      <Stack gap="md">
        <Title order={1}>For Research Offices</Title>
        <Text>
          Data-quality reports and internal tools keep faculty and paper records correct: suspect records are flagged,
          duplicate authors merged and faculty lists kept current.
        </Text>
        <Text>
          Want to know more? <AnchorLink to="/contactUs">Contact us</AnchorLink>.
        </Text>
      </Stack>
    </Container>
  );
}
