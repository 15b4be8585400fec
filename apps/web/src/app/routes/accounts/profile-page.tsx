import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../features/accounts/api/get-me';
import { UserDetailSummary } from '../../../features/accounts/components/user-detail-summary';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';

/** `/profile` and `/sba-profile`: the signed-in user's account, read-only until the profile forms exist. */
export function ProfilePage({ variant = 'profile' }: { variant?: 'profile' | 'advisor' }) {
  const { t } = useTranslation('accounts');
  const user = useSignedInUser();
  const title = variant === 'advisor' ? t('profile.advisorTitle') : t('profile.title');
  usePageTitle(title);
  return (
    <Container size="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('profile.description')}</Text>
        </Stack>
        <UserDetailSummary user={user} />
      </Stack>
    </Container>
  );
}
