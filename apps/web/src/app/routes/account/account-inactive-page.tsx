import { Anchor, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useAppConfig, usePageTitle } from '../../../features/app-config';

/**
 * Where the guards send a participant whose subscription is not active, and where a deactivated
 * account lands when the server refuses it a session.
 */
export function AccountInactivePage() {
  const { t } = useTranslation();
  const email = useAppConfig().data?.contactEmail ?? '';
  usePageTitle(t('accountInactive.title'));
  return (
    <Container size="sm">
      <Stack align="center" ta="center" gap="md" py="xl">
        <ThemeIcon size={64} radius="xl" color="acorn" variant="light">
          <IconAlertCircle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1}>{t('accountInactive.title')}</Title>
        <Text>
          <Trans
            t={t}
            i18nKey="accountInactive.text"
            values={{ email }}
            components={{ mail: <Anchor href={`mailto:${email}`} /> }}
          />
        </Text>
      </Stack>
    </Container>
  );
}
