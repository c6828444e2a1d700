import { Box, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconBuildingBank, IconChartBar, IconChartDots3, IconCertificate, IconDatabaseSearch, IconSchool, IconShieldCheck, IconUserPlus,
} from '@tabler/icons-react';
import { AnchorLink, ButtonLink } from '../../components/RouterLinks.tsx';
import { SITE_NAME } from '../../siteConfig.ts';
import classes from './Landing.module.css';
import { LANDING_SECTIONS } from './landingSections.ts';
import type { LandingIcon, LandingSection } from './landingSections.ts';

const ICONS: Record<LandingIcon, typeof IconSchool> = {
  school: IconBuildingBank,
  faculty: IconSchool,
  admin: IconDatabaseSearch,
  figures: IconChartBar,
  tenure: IconCertificate,
  hiring: IconUserPlus,
  peers: IconChartDots3,
  quality: IconShieldCheck,
};

/** / (docs/requirements/profile-and-accounts.md §1): the hero 'Research Performance Insights' and sections homePageImage1 to homePageImage8. */
export function LandingScreen() {
  useDocumentTitle(`${SITE_NAME}: Research Performance Insights`);
  return (
    <Container size="lg">
      <Stack gap={64}>
        <Box className={classes.hero} p={{ base: 'lg', sm: 48 }} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
          <Stack gap="lg" component="section" aria-labelledby="hero-title">
            <Title order={1} id="hero-title" fz={{ base: 34, sm: 52 }} lh={1.1} c="brand.9">
              Research Performance Insights
            </Title>
            <Text size="lg" maw={700}>
              Publication, citation and career analytics for business schools: for deans planning hires and promotions, for
              faculty tracking their own record, and for the staff who keep the data right.
            </Text>
            <Group gap="sm">
              <ButtonLink to="/forSchools" size="md">
                For Schools
              </ButtonLink>
              <ButtonLink to="/forFaculty" size="md" variant="outline" color="olive.9">
                For Faculty
              </ButtonLink>
              <ButtonLink to="/contactUs" size="md" variant="subtle">
                Contact Us
              </ButtonLink>
            </Group>
            <Box component="nav" aria-label="On this page">
              <Text size="sm" fw={600} mb={6}>
                On this page
              </Text>
              <ul className={classes.onThisPage}>
                {LANDING_SECTIONS.map((section) => (
                  <li key={section.anchor}>
                    <AnchorLink to="/" hash={section.anchor} size="sm" c="brand.8">
                      {section.navLabel}
                    </AnchorLink>
                  </li>
                ))}
              </ul>
            </Box>
          </Stack>
        </Box>

        {LANDING_SECTIONS.map((section, index) => (
          <LandingSectionBlock key={section.anchor} section={section} flipped={index % 2 === 1} />
        ))}

        <Stack component="section" aria-labelledby="closing-title" align="center" gap="sm" ta="center" py="lg">
          <Title order={2} id="closing-title">
            See it with your own school’s data
          </Title>
          <Text maw={620}>
            Tell us about your school or your research office and we will show you the product on your own faculty records.
            Faculty members can sign up and claim their profile today.
          </Text>
          <Group gap="sm" justify="center">
            <ButtonLink to="/contactUs">Contact Us</ButtonLink>
            <ButtonLink to="/signup" variant="outline">
              Sign up as faculty
            </ButtonLink>
          </Group>
        </Stack>
      </Stack>
    </Container>
  );
}

function LandingSectionBlock({ section, flipped }: { section: LandingSection; flipped: boolean }) {
  const Icon = ICONS[section.icon];
  const titleId = `${section.anchor}-title`;
  const visual = (
    <div className={flipped ? `${classes.visual} ${classes.visualOlive}` : classes.visual} aria-hidden>
      <Icon size={88} stroke={1.25} />
    </div>
  );
  return (
    <section id={section.anchor} className={classes.section} aria-labelledby={titleId}>
      <div className={classes.sectionGrid}>
        {!flipped && <Box visibleFrom="sm">{visual}</Box>}
        <Stack gap="sm">
          <Text size="sm" fw={700} tt="uppercase" c="olive.9">
            {section.eyebrow}
          </Text>
          <Title order={2} id={titleId} fz={{ base: 24, sm: 30 }}>
            {section.title}
          </Title>
          <Text>{section.text}</Text>
          <List spacing={6} size="sm">
            {section.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
          {section.link && (
            <ButtonLink to={section.link.to} variant="light" w="fit-content" mt="xs">
              {section.link.label}
            </ButtonLink>
          )}
        </Stack>
        {flipped && <Box visibleFrom="sm">{visual}</Box>}
      </div>
    </section>
  );
}
