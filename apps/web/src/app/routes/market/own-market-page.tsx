import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { OwnMarketItems } from '../../../features/market';
import { LazyFeatureUpgrade as FeatureUpgrade } from '../content/lazy-feature-upgrade';

/** /20-log-market/posts/opportunities: the owner's offers and opportunities, in every status. */
export function OwnMarketPage() {
  const { t } = useTranslation('market');
  const user = useSignedInUser();
  usePageTitle(t('own.title'));
  const allowed = user.subscription?.available_features.includes('LOG_MARKET_FEATURE') ?? false;
  return (
    <Container size="md">
      {allowed ? (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('own.title')}</Title>
            <Text c="dimmed">{t('own.intro')}</Text>
          </Stack>
          <OwnMarketItems userId={user.id} />
        </Stack>
      ) : (
        <FeatureUpgrade feature="LOG_MARKET_FEATURE" />
      )}
    </Container>
  );
}
