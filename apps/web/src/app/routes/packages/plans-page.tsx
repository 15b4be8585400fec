import { FEATURES, type Feature } from '@acorn/contracts';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMe } from '../../../features/accounts';
import { usePageTitle } from '../../../features/app-config';
import { FeatureUpgrade } from '../../../features/content';
import { usePackages } from '../../../features/packages';
import { PlanChooser } from '../../../features/payments';
import { localizedField } from '../../../lib/localized-field';
import { useLanguage } from '../../../lib/use-language';

const isFeature = (value: string | null): value is Feature =>
  value !== null && (FEATURES as readonly string[]).includes(value);

/**
 * /plans: where a locked menu item leads; with ?feature=, the tier that has it is drawn out. A
 * paying member changes plan from here.
 */
export function PlansPage() {
  const { t } = useTranslation(['content', 'payments']);
  const feature = useSearchParams()[0].get('feature');
  const language = useLanguage();
  // The member and the tiers are read before the page shows: the line never pushes the plans down.
  const { data: user } = useMe();
  const { data: packages = [] } = usePackages();
  const current = packages.find((item) => item.id === user?.subscription?.id);
  usePageTitle(t('upgrade.title'));
  return (
    <Container size="lg">
      {isFeature(feature) ? (
        <FeatureUpgrade feature={feature} />
      ) : (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('upgrade.title')}</Title>
            {current && (
              <Text fw={600}>
                {t('payments:billing.currentPlan', { plan: localizedField(current, 'name', language) })}
              </Text>
            )}
          </Stack>
          <PlanChooser />
        </Stack>
      )}
    </Container>
  );
}
