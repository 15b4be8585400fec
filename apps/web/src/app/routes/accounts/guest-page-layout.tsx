import {
  Anchor,
  Box,
  Container,
  Group,
  List,
  type MantineSpacing,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

interface GuestPageLayoutProps {
  eyebrow: string;
  title: string;
  intro: string;
  points: string[];
  children: ReactNode;
}

function SignInLink({ mt }: { mt?: MantineSpacing }) {
  const { t } = useTranslation('accounts');
  return (
    <Group gap={6} mt={mt}>
      <Text size="sm">{t('register.haveAccount')}</Text>
      <Anchor component={Link} to={paths.home()} size="sm" fw={600}>
        {t('register.signIn')}
      </Anchor>
    </Group>
  );
}

/** Two columns on wide screens: the page's heading and what the user gets, then the form's card. */
export function GuestPageLayout({ eyebrow, title, intro, points, children }: GuestPageLayoutProps) {
  return (
    <Container size="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 64 }}>
        <Stack gap="md" pt={{ md: 'xl' }}>
          <Text c="acorn.8" fw={700} tt="uppercase" fz="sm" lts="0.08em">
            {eyebrow}
          </Text>
          <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.15} c="forest.9">
            {title}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }}>{intro}</Text>
          <Box visibleFrom="md">
            <List
              spacing="sm"
              mt="xs"
              icon={
                <ThemeIcon size={24} radius="xl" color="forest" variant="light">
                  <IconCheck size={16} aria-hidden />
                </ThemeIcon>
              }
            >
              {points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
            <SignInLink mt="lg" />
          </Box>
        </Stack>
        <Stack gap="lg">
          {children}
          <Box hiddenFrom="md">
            <SignInLink />
          </Box>
        </Stack>
      </SimpleGrid>
    </Container>
  );
}
