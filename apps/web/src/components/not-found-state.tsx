import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { AcornMark } from './acorn-mark';

/** 'Page not found': the catch-all route and any page whose subject does not exist. */
export function NotFoundState() {
  const { t } = useTranslation('errors');
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <AcornMark size={88} />
      <Text c="acorn.8" fw={700} tt="uppercase" fz="sm" lts="0.08em">
        {t('notFound.code')}
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed" maw={480}>
        {t('notFound.text')}
      </Text>
      <Button component={Link} to={paths.home()} mt="xs">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}
