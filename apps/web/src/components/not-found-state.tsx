import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** 'Page not found': the catch-all route and any page whose subject does not exist. */
export function NotFoundState() {
  const { t } = useTranslation('errors');
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to={paths.home()}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
