import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconLogin2 } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { safeReturnTo } from '../../../lib/return-to';
import { useBrandName } from '../../app-config';

/** 'Join' and 'Sign in' for a visitor; signing in comes back to this page. */
export function JoinCall() {
  const { t } = useTranslation('share');
  const brand = useBrandName();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const returnTo = safeReturnTo(`${pathname}${search}`) ?? undefined;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      bg="forest.0"
    >
      <Stack gap="sm">
        <Title order={2} id={titleId} fz={{ base: 20, sm: 24 }}>
          {t('join.title', { brand })}
        </Title>
        <Text>{t('join.text')}</Text>
        <Group gap="sm" mt="xs">
          <Button
            component={Link}
            to={paths.createAccount()}
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('join.join', { brand })}
          </Button>
          <Button
            component={Link}
            to={paths.home({ returnTo })}
            variant="default"
            leftSection={<IconLogin2 size={18} aria-hidden />}
          >
            {t('join.signIn')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
