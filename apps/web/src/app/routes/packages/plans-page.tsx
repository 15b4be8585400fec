import { FEATURES, type Feature } from '@acorn/contracts';
import { Container, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { PackageList } from '../../../features/packages';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { FeatureUpgrade } from './feature-upgrade';

const isFeature = (value: string | null): value is Feature =>
  value !== null && (FEATURES as readonly string[]).includes(value);

/** /plans: where a locked menu item leads; with ?feature=, the tier that has it comes first. */
export function PlansPage() {
  const { t } = useTranslation('content');
  const feature = useSearchParams()[0].get('feature');
  usePageTitle(t('upgrade.title'));
  return (
    <Container size="lg">
      {isFeature(feature) ? (
        <FeatureUpgrade feature={feature} />
      ) : (
        <Stack gap="lg">
          <Title order={1}>{t('upgrade.title')}</Title>
          <PackageList />
        </Stack>
      )}
    </Container>
  );
}
