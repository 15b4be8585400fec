import { Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';

/** `/feed`: the title and the spec's empty state until the feed's content arrives. */
export function FeedPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('feed.title'));
  return (
    <Container size="lg">
      <Stack gap="lg">
        <Title order={1}>{t('feed.title')}</Title>
        <Paper withBorder radius="lg" p="xl">
          <Stack align="center" gap="sm" py="xl">
            <ThemeIcon size={56} radius="xl" variant="light" color="forest">
              <IconNews size={30} aria-hidden />
            </ThemeIcon>
            <Text fw={600}>{t('feed.empty')}</Text>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
