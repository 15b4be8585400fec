import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { ReferralsManager } from '../../../features/referrals';

/** /referrals (spec §2 Referrals): the company's testimonials and recommendations, asked, given and shown. */
export function ReferralsPage() {
  const { t } = useTranslation('referrals');
  const user = useSignedInUser();
  const title = t('page.title');
  usePageTitle(title);
  return (
    <Container size="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('page.intro')}</Text>
        </Stack>
        <ReferralsManager canRequest={!user.isReadOnlyUser} />
      </Stack>
    </Container>
  );
}
