import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';

/** `/change-password`: participants who sign in with a password (guard ACCESS.passwordParticipant). */
export function ChangePasswordPage() {
  const { t } = useTranslation('accounts');
  usePageTitle(t('change.title'));
  return (
    <Container size={560}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('change.title')}</Title>
          <Text c="dimmed">{t('change.description')}</Text>
        </Stack>
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
          <ChangePasswordForm />
        </Paper>
      </Stack>
    </Container>
  );
}
