import { FEATURES, type Feature } from '@acorn/contracts';
import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../../features/app-config/hooks/use-page-title';
import { PlanChooser, useChangeablePlan } from '../../../features/payments';
import { useSearchParams } from '../../../lib/router';
import { useTranslation } from '../../../lib/use-translation';
import { FeatureUpgrade } from './feature-upgrade';

const isFeature = (value: string | null): value is Feature =>
  value !== null && (FEATURES as readonly string[]).includes(value);

/**
 * /plans: where a locked menu item leads; with ?feature=, the tier that has it is drawn out. A
 * paying member changes plan from here.
 */
export function PlansPage() {
  const { t } = useTranslation(['content', 'payments']);
  const feature = useSearchParams()[0].get('feature');
  const { current } = useChangeablePlan();
  usePageTitle(t('upgrade.title'));
  return (
    <Container size="lg">
      {isFeature(feature) ? (
        <FeatureUpgrade feature={feature} />
      ) : (
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t('upgrade.title')}</Title>
            {current && <Text fw={600}>{t('payments:billing.currentPlan', { plan: current.name })}</Text>}
          </Stack>
          <PlanChooser />
        </Stack>
      )}
    </Container>
  );
}
