import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AcornMark } from '../../../components/acorn-mark';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { PackageList } from '../../../features/packages/components/package-list';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';
import classes from './home-page.module.css';

/** The guests' landing page: what the product is, and the tiers with their prices. */
export function HomePage() {
  const { t } = useTranslation('home');
  const plansTitleId = useId();
  const language = useLanguage();
  usePageTitle(t('documentTitle'));

  return (
    <Container size="xl">
      <Stack gap={48}>
        <Group className={classes.hero} justify="space-between" wrap="nowrap" gap="xl">
          <Stack gap="md" maw={640}>
            <Text c="acorn.8" fw={700} tt="uppercase" fz="sm" lts="0.08em">
              {t('hero.eyebrow')}
            </Text>
            <Title order={1} className={classes.title}>
              {t('hero.title')}
            </Title>
            <Text className={classes.pitch}>{t('hero.pitch')}</Text>
            <Text c="dimmed">{t('hero.advisors')}</Text>
            <Group mt="sm">
              <Button
                component={Link}
                to={paths.createAccount()}
                size="md"
                rightSection={<IconArrowRight size={18} aria-hidden />}
              >
                {t('hero.createAccount')}
              </Button>
            </Group>
          </Stack>
          <Box visibleFrom="md">
            <AcornMark size={200} />
          </Box>
        </Group>

        <Box component="section" aria-labelledby={plansTitleId}>
          <Stack gap={4} mb="lg">
            <Title order={2} id={plansTitleId}>
              {t('plans.title')}
            </Title>
            <Text c="dimmed">{t('plans.subtitle')}</Text>
          </Stack>
          <PackageList
            renderAction={(item) => (
              <Button
                component={Link}
                to={paths.createAccount({ subscription: item.id })}
                variant="light"
                fullWidth
              >
                {t('plans.choose', { name: localizedField(item, 'name', language) })}
              </Button>
            )}
          />
        </Box>
      </Stack>
    </Container>
  );
}
